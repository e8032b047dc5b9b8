// A fourteenth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-14`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 09:40:09 and 09:44:19 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages or diffs (and ran neither git status nor git diff);
// who never listed bench/chat-demo/ and never read the earlier question sets beyond what was
// allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts lines
// 1-40, its header and helpers, and its last 15 lines, how its ids are made); who never grepped
// the repository for phrases of chat answers; and who never ran the chat, the benchmark or the
// app. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12, summed
// then rounded once to cents; a holding as quantity × price rounded half away from zero; an
// account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script
// (outside the repository, deleted afterwards) and printed as "$1,234.56". Where an amount may
// reasonably be stated two ways (per charge or per month, with or without cents), both are
// accepted; dates of monthly payments use dueOn, other dates dateSpellings, phone numbers
// phoneSpellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'roughly what does the Home category run us every month?',
    mustContain: ['$7,188.22'],
  },
  { area: 'spending', query: 'how much is the austin energy bill', mustContain: ['$187.40'] },
  {
    area: 'spending',
    query: 'What do we spend on Mia in a typical month, all of her stuff added together?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'What are the two mortage payments combined, per month?',
    mustContain: [dollars('4,955')],
  },
  { area: 'spending', query: 'spotify family how much', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: 'How much does the Tesla cost us a month once you add up everything we pay for it?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'Which is more per month, our internet or the cell phone plan?',
    mustContain: ['Verizon', '$148.20'],
  },
  {
    area: 'spending',
    query: 'How many of our bills are we paying by hand, i.e. not on autopay?',
    mustContain: ['7'],
  },
  {
    area: 'spending',
    query: 'what does the costco membership cost us',
    mustContain: [dollars('130', '$10.83')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is sitting in the Chase checking right now?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "whats the balance on alex's amex card",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Between the Chase savings and the Ally emergency fund, how much do we have saved?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally emergency fund in?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query: "What is our household's net worth at the moment?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the mortgage for the Bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Rainey St condo, and what is it worth today?',
    mustContain: [dollars('365,000'), dollars('410,000')],
  },
  {
    area: 'accounts',
    query: "What's the interest rate on the car loan?",
    mustContain: [['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query: "I'm handling Jordan's estate and need the HSA balance. How much is in it?",
    mustContain: [dollars('8,700')],
  },
  { area: 'accounts', query: "What's my credit score?", mustContain: [], decline: true },

  // ── Investments ──
  { area: 'investments', query: "what's my 401k worth", mustContain: ['$154,007.81'] },
  { area: 'investments', query: 'How many Apple shares do we own?', mustContain: ['60'] },
  {
    area: 'investments',
    query: 'What are all of our investment accounts worth combined?',
    mustContain: ['$278,322.81'],
  },
  { area: 'investments', query: "how much is in Alex's Roth", mustContain: [dollars('54,362')] },
  {
    area: 'investments',
    query: "What's our Microsoft stock worth now?",
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: "How much has Mia's college fund got in it?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Which single holding is the biggest one we own, and how much is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Are Mia and Leo the beneficaries on the Schwab joint account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'How much are our investments up overall compared with what we paid for them?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: "Should I sell my Apple stock now while it's high?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance do I have?',
    mustContain: [dollars('1,000,000', '$1 million')],
  },
  {
    area: 'policies',
    query: "Who gets the money from Alex's Haven Life policy?",
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'policies',
    query: "What's the policy number for the State Farm homeowners?",
    mustContain: ['53BX901244'],
  },
  { area: 'policies', query: 'who is our health insurence through', mustContain: ['Blue Cross'] },
  {
    area: 'policies',
    query: 'How much dwelling coverage is there on the Bluebonnet house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file?',
    mustContain: ['6'],
  },
  {
    area: 'policies',
    query: "I need the Tesla's GEICO policy number, please.",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "What's the total life insurance on the two of us together?",
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: "Who's the contingent beneficiary on my life policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'When did I sign my will?', mustContain: [MARCH_14_2023] },
  {
    area: 'estate documents',
    query: "Who is named executor in Jordan's will?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of jordans will kept',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'If both of us are gone, who takes over as trustee of the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When was my will last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "Who would be the kids' guardain if something happened to us?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will (the directive to physicians)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be put into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Who is my backup health care agent?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Would making our trust irrevocable save us on estate taxes?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's the phone number for our attorney?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  { area: 'people', query: "who's our cpa", mustContain: ['Marcus Lee'] },
  { area: 'people', query: 'Which firm is Marcus at?', mustContain: ['Lee & Ortiz'] },
  {
    area: 'people',
    query: "What's Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "I need to call Priya — what's her number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Who is the trusted contact on Jordan's account?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'What is the phone number for Marcus Lee?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  { area: 'people', query: 'email for dana hughes?', mustContain: ['dana@hugheslaw.example'] },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['sister'] },
  {
    area: 'people',
    query: "What's Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'According to the guidebook, who do I call first?',
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the number for the Dell HR benefits line?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  { area: 'guidebook', query: 'where is the fireproof safe', mustContain: ['closet'] },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What are we supposed to do with Jordan's Gmail?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook written to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: "What's kept inside the safe?",
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query: "How long should Jordan's gmail account stay open?",
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in our family guidebook?',
    mustContain: ['4'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next Wells Fargo mortgage payment?",
    mustContain: [dueOn(1)],
  },
  { area: 'due dates', query: 'what day does netflix charge us', mustContain: [dueOn(7)] },
  { area: 'due dates', query: 'When is the condo mortgage due?', mustContain: [dueOn(5)] },
  {
    area: 'due dates',
    query: 'When is the Honda car payment due next?',
    mustContain: [dueOn(10)],
  },
  { area: 'due dates', query: 'When does Verizon get paid?', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'When is the next Austin Energy bill due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When does the monthly 529 contribution go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Life Time gym membership charged?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'Next due date for the Texas Gas Service bill?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-14 questions, each with its id (`h14-`, area and index). */
export const HELD_OUT_14: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h14-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
