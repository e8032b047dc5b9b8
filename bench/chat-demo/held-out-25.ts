// A twenty-fifth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-25`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product, in
// a voice the earlier sets use little: Jordan typing into the chat the way people type into a
// search box or talk to a voice assistant. Many terse fragments and keyword queries with few or
// no verbs ("<record> <field>?", "<person> phone"), lower-case, abbreviations and the odd typo,
// mixed with some ordinary short questions and yes/no checks ("do we have …?", "is … still …?").
// Records are named informally or partially, the way a family refers to them day to day (by a
// nickname, the company, the place, or the person it belongs to), not by their exact stored name;
// each fragment stays clear enough that a person reading it would know what is asked. Totals,
// comparisons, counts, yes/no and who/when/where/which, spread over many records and fields.
//
// When and how it was written. On 2026-11-30 between 20:53:55 and 20:57:45 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/
// and never read another question set beyond what was allowed (questions.ts lines 1-120: types,
// dueOn and protocol; held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines,
// how its ids are made); who ran no git command and no search tool on this project's code; and
// who never ran the chat, a benchmark, the app or the tests. Sources: the demo seed and catalogs
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog with a throwaway script outside the repository (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances) and printed as "$1,234.56". Where an amount may reasonably be
// stated two ways (with or without cents, in words), both are accepted; dates of monthly payments
// use dueOn, other dates several spellings. Questions in the owner's voice ("my will", "my life
// ins") are Jordan's, who is signed in and sees every record.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'spotify cost?', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: 'do we still pay for amazon prime? how much',
    mustContain: [dollars('139')],
  },
  { area: 'spending', query: 'internet bill amt', mustContain: ['$89.99'] },
  { area: 'spending', query: 'gym membership monthly', mustContain: [dollars('219')] },
  { area: 'spending', query: 'utilites per month, electric + gas', mustContain: ['$249.55'] },
  {
    area: 'spending',
    query: 'hoa fees for both properties per month',
    mustContain: [dollars('675')],
  },
  { area: 'spending', query: 'geico per yr for both cars', mustContain: [dollars('3,002')] },
  { area: 'spending', query: 'other category monthly total', mustContain: ['$515.09'] },
  { area: 'spending', query: 'how much a month goes to mia', mustContain: ['$524.17'] },
  {
    area: 'spending',
    query: 'grocery spend last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'chase checking bal', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: 'ally emergency fund whose name n how much',
    mustContain: ['Alex', dollars('25,300')],
  },
  { area: 'accounts', query: 'amex balance', mustContain: ['$2,340.18'] },
  { area: 'accounts', query: 'hsa balance?', mustContain: [dollars('8,700')] },
  { area: 'accounts', query: 'net worth rn', mustContain: ['$793,032.96'] },
  {
    area: 'accounts',
    query: 'how much left on the honda loan',
    mustContain: [dollars('14,220')],
  },
  { area: 'accounts', query: 'condo morgage rate', mustContain: [['6.25%', '6.250%']] },
  { area: 'accounts', query: 'bluebonnet house value', mustContain: [dollars('685,000')] },
  { area: 'accounts', query: 'tesla worth?', mustContain: [dollars('27,800')] },
  {
    area: 'accounts',
    query: 'my credit score?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'fidelity 401k total', mustContain: ['$154,007.81'] },
  { area: 'investments', query: 'aapl shares?', mustContain: ['60'] },
  {
    area: 'investments',
    query: 'vanguard roth - whose + value',
    mustContain: ['Alex', dollars('54,362')],
  },
  { area: 'investments', query: 'total investments', mustContain: ['$278,322.81'] },
  {
    area: 'investments',
    query: 'bond fund in the 401k up or down vs cost?',
    mustContain: [dollars('1,397')],
  },
  { area: 'investments', query: 'mias 529 worth', mustContain: [dollars('15,600')] },
  {
    area: 'investments',
    query: 'schwab acct tod beneficiaries',
    mustContain: ['Mia', 'Leo'],
  },
  { area: 'investments', query: 'vti price', mustContain: ['$301.20'] },
  { area: 'investments', query: 'schd position value', mustContain: [dollars('16,890')] },
  {
    area: 'investments',
    query: 'dell 401k match this yr',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'my life ins coverage amt',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'alex life insurance how much',
    mustContain: [dollars('750,000', '$750K')],
  },
  { area: 'policies', query: 'health insurace policy #', mustContain: ['BCX448102937'] },
  {
    area: 'policies',
    query: 'dwelling coverage on the house policy',
    mustContain: [dollars('610,000')],
  },
  { area: 'policies', query: 'tesla insurance policy number', mustContain: ['4410-22-919'] },
  { area: 'policies', query: 'is the crv full coverage?', mustContain: ['full coverage'] },
  {
    area: 'policies',
    query: 'how many insurance policies do we have',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'life insurance total both of us',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'contingent beneficiary on the life policies',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'auto policy deductible',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'my will executor', mustContain: ['Alex'] },
  {
    area: 'estate documents',
    query: 'alexs will original where',
    mustContain: ['fireproof safe'],
  },
  { area: 'estate documents', query: 'successor trustee?', mustContain: ['Sam Carter'] },
  {
    area: 'estate documents',
    query: 'my financial poa signed when',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'my medical poa backup agent',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'alex financial poa 2nd agent',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'alex directive to physicians date',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'joint brokerage titling',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'how many docs in our estate plan',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'what did hughes law charge for the wills',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: 'lawyer phone', mustContain: [phoneSpellings('512', '555', '0120')] },
  {
    area: 'people',
    query: 'who does our taxes & does he have access to nido',
    mustContain: ['Marcus Lee', 'read'],
  },
  {
    area: 'people',
    query: 'sam carter relation + phone',
    mustContain: ['brother', phoneSpellings('512', '555', '0143')],
  },
  { area: 'people', query: 'priya email', mustContain: ['priya.shah@example.com'] },
  { area: 'people', query: 'guardian for mia n leo', mustContain: ['Priya Shah'] },
  { area: 'people', query: "who's our trusted contact", mustContain: ['Alex'] },
  { area: 'people', query: 'backup executor', mustContain: ['Sam Carter'] },
  { area: 'people', query: 'our advisors?', mustContain: ['Dana Hughes', 'Marcus Lee'] },
  { area: 'people', query: 'who drew up our wills', mustContain: ['Dana Hughes'] },
  {
    area: 'people',
    query: "sam's home address",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits line #',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'safe where + who has the combo',
    mustContain: ['office closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'whats in the fireproof safe',
    mustContain: ['car titles', 'passports'],
  },
  { area: 'guidebook', query: 'gmail plan after i die', mustContain: ['memorialize'] },
  { area: 'guidebook', query: 'gmail recovery phone whose', mustContain: ['Alex'] },
  {
    area: 'guidebook',
    query: 'first calls list - alex number',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'marcus lee phone',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  { area: 'guidebook', query: 'kids letter - when to call grandma', mustContain: ['Sunday'] },
  { area: 'guidebook', query: 'how many guidebook entries', mustContain: [['4', 'four']] },
  {
    area: 'guidebook',
    query: 'wifi password for the house',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'condo mortgage due', mustContain: [dueOn(5)] },
  { area: 'due dates', query: 'honda pmt date', mustContain: [dueOn(10)] },
  { area: 'due dates', query: 'verizon due?', mustContain: [dueOn(20)] },
  { area: 'due dates', query: 'spotify charge date', mustContain: [dueOn(11)] },
  { area: 'due dates', query: 'electric bill due', mustContain: [dueOn(18)] },
  { area: 'due dates', query: 'texas gas bill when', mustContain: [dueOn(22)] },
  { area: 'due dates', query: '529 contribution date', mustContain: [dueOn(15)] },
  { area: 'due dates', query: 'leo preschool tuition due', mustContain: [dueOn(1)] },
  {
    area: 'due dates',
    query: 'netflix + internet when do they hit',
    mustContain: [dueOn(7), dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'drivers license expiry?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-25 questions, each with its id (`h25-`, area and index). */
export const HELD_OUT_25: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h25-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
