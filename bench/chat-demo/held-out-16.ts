// A sixteenth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-16`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 10:33:51 and 10:35:19 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts, nor git log messages or diffs (and ran neither git status nor git diff);
// who never read the earlier question sets beyond what was allowed (questions.ts lines 1-120:
// types, dueOn and protocol; spellings.ts; held-out-6.ts lines 1-40, its header and helpers, and
// its last 15 lines, how its ids are made), never listed bench/chat-demo/, and never ran the
// chat, the benchmark or the app. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script under
// /tmp (deleted after) and printed as "$1,234.56". Where an amount may reasonably be stated two
// ways (per charge or per month, with or without cents), both are accepted; dates of monthly
// payments use dueOn, other dates several spellings, phones several spellings. Questions in the
// owner's voice ("my will", "my 401k") are Jordan's.
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
  { area: 'spending', query: 'how much r we paying for internet?', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: 'What do electricity and gas come to together each month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'All in, how much does Mia cost us per month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'what do the two HOA dues add up to per month combined',
    mustContain: ['$675.00'],
  },
  {
    area: 'spending',
    query: 'How much are we spending every month on the Rainey St condo?',
    mustContain: [dollars('2,635')],
  },
  { area: 'spending', query: 'Costco membership - how much is it?', mustContain: [dollars('130')] },
  {
    area: 'spending',
    query: "Piano plus soccer for Mia, what's that per month?",
    mustContain: ['$274.17'],
  },
  { area: 'spending', query: 'What do we pay Verizon?', mustContain: ['$148.20'] },
  {
    area: 'spending',
    query: 'How many recurring bills do we have altogether?',
    mustContain: ['28'],
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
    query: "What's in the Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  { area: 'accounts', query: 'how much is in checking right now', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: 'What is our household net worth at the moment?',
    mustContain: ['$793,032.96'],
  },
  { area: 'accounts', query: 'How much do we owe on the Amex?', mustContain: ['$2,340.18'] },
  { area: 'accounts', query: 'Whose name is the Ally savings account in?', mustContain: ['Alex'] },
  {
    area: 'accounts',
    query: "What's the remaining balance on the Wells Fargo mortgage?",
    mustContain: [dollars('412,380')],
  },
  { area: 'accounts', query: 'HSA balance?', mustContain: [dollars('8,700')] },
  {
    area: 'accounts',
    query: 'How much is still owed on the Honda loan and at what interest rate?',
    mustContain: [dollars('14,220'), '4.9%'],
  },
  {
    area: 'accounts',
    query: 'What is the Bluebonnet house estimated to be worth?',
    mustContain: [dollars('685,000')],
  },
  {
    area: 'accounts',
    query: 'Should I move the emergency fund into a CD or leave it in savings?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'How much is my 401k worth?', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'whats the total value of all our investment accounts',
    mustContain: ['$278,322.81'],
  },
  { area: 'investments', query: 'How many shares of Apple do we own?', mustContain: ['60'] },
  {
    area: 'investments',
    query: "What's the Vanguard Roth worth, and whose account is it?",
    mustContain: [dollars('54,362'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'Who are the beneficiaries on the Schwab brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "How much is in Mia's college 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft position worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: "Who's the primary beneficiary on Jordan's Fidelity 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'how much cash is sitting uninvested in the schwab acct?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'Should we sell the Microsoft shares before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Jordan have?',
    mustContain: [dollars('1,000,000')],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's car insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Who is the beneficiary of Alex's Haven Life policy?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on our homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'which company is our health insurance with',
    mustContain: ['Blue Cross Blue Shield'],
  },
  {
    area: 'policies',
    query: 'How much is the Northwestern Mutual premium?',
    mustContain: [['$960.00', '$960', '$80.00', '$80']],
  },
  {
    area: 'policies',
    query: "Who's the contingent beneficiary on my life insurance?",
    mustContain: [['Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: 'What is the combined death benefit of both of our life policies?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'State Farm home policy number please',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'Is a million dollars of term life enough coverage for our family?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'Who is the executor of my will?', mustContain: ['Alex'] },
  {
    area: 'estate documents',
    query: 'When did we sign the family trust?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "where's the original of Jordan's will kept",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "If Alex can't serve, who's the backup executor?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who would be guardian of the kids if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'who is successor trustee of the Carter trust',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Who is the second-choice health care agent on my medical power of attorney?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When was my will last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Would our pour-over wills still be valid if we moved to California?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  { area: 'people', query: "Who's our accountant?", mustContain: ['Marcus Lee'] },
  { area: 'people', query: 'what firm is our lawyer with', mustContain: ['Hughes Law'] },
  { area: 'people', query: "Sam Carter's email?", mustContain: ['sam.carter@example.com'] },
  {
    area: 'people',
    query: 'How do I reach Priya by phone?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['Sister'] },
  {
    area: 'people',
    query: 'marcus lee phone # pls',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  { area: 'people', query: 'Which firm does our CPA work at?', mustContain: ['Lee & Ortiz'] },
  { area: 'people', query: 'Who is Sam Carter to the family?', mustContain: ['Brother'] },
  {
    area: 'people',
    query: 'What does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What number do I call at Dell HR about the 401(k) and group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  { area: 'guidebook', query: 'Where is the fireproof safe?', mustContain: ['closet'] },
  {
    area: 'guidebook',
    query: 'who has the combination for the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with their Gmail account?',
    mustContain: ['memorialize'],
  },
  {
    area: 'guidebook',
    query: 'How long should my gmail stay open before anything is done with it?',
    mustContain: ['year'],
  },
  {
    area: 'guidebook',
    query: "Who's on the list of people to call first?",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for the children anywhere?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'Apart from the wills and trust, what else is kept in the safe?',
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "What's the combination to the safe?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the next Wells Fargo mortgage payment?',
    mustContain: [dueOn(1)],
  },
  { area: 'due dates', query: 'when does netflix charge us', mustContain: [dueOn(7)] },
  { area: 'due dates', query: "When's the Honda car payment due?", mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: 'What date does the Chase mortgage on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which day is the Austin Energy bill drafted?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is the next contribution to Mia's 529 plan?",
    mustContain: [dueOn(15)],
  },
  { area: 'due dates', query: 'When does Verizon get paid?', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium due?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When is the gym membership charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-16 questions, each with its id (`h16-`, area and index). */
export const HELD_OUT_16: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h16-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
