// A thirteenth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-13`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 09:24:09 and 09:29:10 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor git log messages or diffs; who never read the
// earlier question sets beyond what was allowed (questions.ts lines 1-120: types, dueOn and
// protocol; spellings.ts, the shared helpers; held-out-6.ts lines 1-40, its header and helpers,
// and its last 15 lines, how its ids are made), never listed bench/chat-demo/; and who never ran
// the chat, the benchmark or the app, nor grepped the repository for phrases from chat answers.
// (Once, a `git status --short` run to check that no stray file was left printed the names, not
// the contents, of files changed under ai-insights/; nothing there was opened.)
// Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings, phone numbers several spellings. Questions in the owner's voice ("my
// will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the gym membership costing us every month?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much are the utilities a month, electric and gas together?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'All in, what does Mia cost us per month in bills?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How much is the HOA on the Bluebonnet house?',
    mustContain: [[...dollars('450'), ...dollars('150')]],
  },
  {
    area: 'spending',
    query: 'How much more is the house mortgage than the condo mortgage each month?',
    mustContain: [dollars('735')],
  },
  {
    area: 'spending',
    query: 'How many recurring bills do we have in Nido altogether?',
    mustContain: ['28'],
  },
  {
    area: 'spending',
    query: 'netflix + spotify, how much a month combined?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What do we pay GEICO in a year for both cars?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query: "What's the monthly total for the Home category?",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is in the Chase checking right now?',
    mustContain: ['$18,450.33'],
  },
  { area: 'accounts', query: "whats the balance on Alex's amex", mustContain: ['$2,340.18'] },
  {
    area: 'accounts',
    query:
      'How much cash do we have in the bank, counting checking, both savings accounts and the HSA?',
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally emergency fund in?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query: "As the executor I need a rough picture: what is the household's net worth?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much is left on the Honda loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What is the Rainey Street condo worth now, and what did we pay for it?',
    mustContain: [dollars('410,000'), dollars('365,000')],
  },
  {
    area: 'accounts',
    query: "What's the total still owed on both morgages?",
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'What are the last four digits of the HSA account?',
    mustContain: ['0018'],
  },
  {
    area: 'accounts',
    query: 'Should we move the emergency fund into a CD or leave it at Ally?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: "What's my 401k worth right now?", mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'total value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  { area: 'investments', query: 'How many Microsoft shares do we hold?', mustContain: ['35'] },
  {
    area: 'investments',
    query: "Who are the benificiaries on Alex's Roth IRA?",
    mustContain: ['Jordan Carter', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What is Mia's college 529 worth?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much have we made on the Apple stock vs what we paid?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'Overall, how much are our investments up compared to the cost basis?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: "Which is worth more, Alex's Roth or the joint Schwab account?",
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'How much is the bond index fund in the Fidelity 401k worth?',
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'Should I sell my Apple shares before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance is there on Alex?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on my Northwestern Mutual policy?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'whats our health insurance policy number',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "What does Alex's Haven Life policy cost a month?",
    mustContain: ['$41.50'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file?',
    mustContain: ['6'],
  },
  {
    area: 'policies',
    query: "Who insures the Tesla, and what's the policy number?",
    mustContain: ['GEICO', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'What year was my term life policy issued?',
    mustContain: ['2019'],
  },
  {
    area: 'policies',
    query: "What's our total life insurance coverage, both policies together?",
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'Is a million dollars of life insurance enough for our family or should I get more?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did I sign my will?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will?',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: "Who's the executor of Alex's will, and who's the backup?",
    mustContain: ['Jordan Carter', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'If something happens to both of us, who becomes the kids guardain?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee on the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Who are the agents on my durable financial power of attorney?',
    mustContain: ['Alex Carter', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When were the wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Would my will hold up in court if one of my relatives contested it?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's our lawyer's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  { area: 'people', query: 'Who does our taxes?', mustContain: ['Marcus Lee'] },
  { area: 'people', query: 'Which firm is Marcus Lee with?', mustContain: ['Lee & Ortiz'] },
  {
    area: 'people',
    query: "what's uncle Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How do I get hold of Priya? phone number please',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  { area: 'people', query: 'Who is set up as our trusted contact?', mustContain: ['Alex Carter'] },
  {
    area: 'people',
    query: "What's the CPA's phone number?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['sister'] },
  {
    area: 'people',
    query: 'Which advisor drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'In the guidebook, what number is listed for Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits number for the 401k and group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  { area: 'guidebook', query: 'Where is the fireproof safe?', mustContain: ['office closet'] },
  {
    area: 'guidebook',
    query: "What's kept in the safe?",
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "How long should we keep Jordan's Gmail open?",
    mustContain: [['a year', 'one year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'In the letter for the kids, who did we ask them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'how many entries are in our family guidebook',
    mustContain: ['4'],
  },
  {
    area: 'guidebook',
    query: "What's grandma's phone number?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next house mortgage payment due?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'what date does the condo mortgage come out?',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'When is the Austin Energy bill paid?', mustContain: [dueOn(18)] },
  { area: 'due dates', query: 'When is the Honda car payment due?', mustContain: [dueOn(10)] },
  { area: 'due dates', query: 'When does Netflix charge us?', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Which bills are paid on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When does the 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "When is Alex's life insurance premium drafted?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'What day does the Life Time gym membership get charged?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-13 questions, each with its id (`h13-`, area and index). */
export const HELD_OUT_13: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h13-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
