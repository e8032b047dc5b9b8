// An eleventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-11`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 08:38:34 and 08:40:40 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages or diffs; who never read the other question sets beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts
// lines 1-40, its header and helpers, and its last 15 lines, how its ids are made), and never
// opened held-out-12.ts nor any other file in bench/chat-demo/; who never grepped the repository
// for phrases of the chat's answers; and who never ran the chat, the benchmark or the app.
// Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12, summed
// then rounded once to cents; a holding as quantity × price rounded half away from zero; an
// account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings, phone numbers phoneSpellings. Questions in the owner's voice ("my
// will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much are netflix and spotify costing us together each month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What is the monthly total for everything in the Home category?',
    mustContain: ['$7,188.22'],
  },
  { area: 'spending', query: 'whats the verizon bill', mustContain: ['$148.20'] },
  {
    area: 'spending',
    query: 'How much are the HOA dues on the Rainey condo?',
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query: 'Which one costs us more, the gym membership or the internet?',
    mustContain: ['Life Time', dollars('219')],
  },
  {
    area: 'spending',
    query:
      'I am trying to work out what we spend on Mia alone. Could you total up her activities and the college savings per month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'electric plus gas, what do the utilities at the house come to a month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much do we pay GEICO in a year for both cars?',
    mustContain: [dollars('3,002')],
  },
  { area: 'spending', query: 'How many recurring bills do we have?', mustContain: ['28'] },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's the balance in the Chase checking?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'how much is in our emergency fund',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'What do our savings accounts add up to?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: 'How much is owed on the Amex card right now?',
    mustContain: ['$2,340.18'],
  },
  { area: 'accounts', query: 'Whose name is the HSA in?', mustContain: ['Jordan'] },
  {
    area: 'accounts',
    query:
      'As the executor I need a rough picture of the estate. What is the household net worth at the moment?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'what are the last 4 digits of the joint checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the Honda?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'Total left to pay on both mortages?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'What interest rate is the Ally savings account earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'How much is my 401k worth?', mustContain: ['$154,007.81'] },
  { area: 'investments', query: 'how many apple shares do we own', mustContain: ['60'] },
  {
    area: 'investments',
    query: "What's Alex's Roth IRA worth these days?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'What is the total value of all of our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "how much is in Mia's college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'Who gets the Schwab brokerage account once both of us are gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'Which single holding is worth the most?',
    mustContain: [['FXAIX', 'Fidelity 500']],
  },
  {
    area: 'investments',
    query: 'how much have our investments gained overall compared with what we paid for them',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Should I sell the Apple shares before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance do I have?',
    mustContain: [['$1,000,000.00', '$1,000,000', '$1 million', '$1M']],
  },
  {
    area: 'policies',
    query: "Who is the benificiary on Alex's Haven Life policy?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What is the policy number for our homeowners insurance?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'whats the dwelling coverage on the house',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Who is our health insurance with?',
    mustContain: [['Blue Cross', 'BCBS']],
  },
  {
    area: 'policies',
    query: 'I need the GEICO policy number for the Tesla please',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'What is the premium on my life insurance policy?',
    mustContain: [['$960.00', '$960', '$80.00', '$80']],
  },
  {
    area: 'policies',
    query: 'How much life cover do the two of us have combined?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million', '$1.75M']],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on the Northwestern Mutual policy?',
    mustContain: [['Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: 'What is the deductible on our GEICO auto policies?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: "Who's the executor of my will?", mustContain: ['Alex'] },
  {
    area: 'estate documents',
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'who would be guardain of the kids if something happened to both of us',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still has to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the living will (the directive to physicians)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'When was the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'How many estate planning documents do we have on file altogether?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'Will our estate have to pay federal estate tax when we die?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's our lawyer's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  { area: 'people', query: 'who is our acountant?', mustContain: ['Marcus Lee'] },
  {
    area: 'people',
    query: "Can you give me Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Which firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  { area: 'people', query: 'Who is our trusted contact?', mustContain: ['Alex'] },
  {
    area: 'people',
    query: 'phone number for Priya',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What level of access does our CPA have to our records?',
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only', 'can view']],
  },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['sister'] },
  {
    area: 'people',
    query: 'Which advisors do we have listed?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "What is Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What number do I call at Dell HR about the 401(k) and the group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's Gmail account?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'How long should my gmail be kept open?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and the trust, what else is in teh safe?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook addressed to?',
    mustContain: [['Mia and Leo', 'Mia & Leo']],
  },
  {
    area: 'guidebook',
    query: 'How many entries are there in our family guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What's Alex's number on the who-to-call-first list?",
    mustContain: [phoneSpellings('512', '555', '0101')],
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
    query: 'When is the next Wells Fargo mortgage payment due?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'when does the condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: "When's the Honda car payment due?", mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: 'What date does Verizon get paid next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'When does the Life Time gym membership get charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium due?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When is the next contribution to Mia's 529 going out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'austin energy bill, when is it due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are due on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When does the lease on the Rainey Street condo run out?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-11 questions, each with its id (`h11-`, area and index). */
export const HELD_OUT_11: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h11-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
