// A fourth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-4`:
// npx tsx bench/chat-demo.ts held-out-4
//
// Why. Another fresh set nobody has tuned against, phrased the way family members type into a
// chat: short and long, casual and formal, a few typos, records named partially or informally
// ("the condo", "Alex's Roth", "the Honda"), totals, comparisons and yes/no questions.
//
// When and how it was written. On 2026-11-29 between 23:46 and 23:55 UTC, by a helper who never
// opened anything under src/server/modules/ai-insights/ (the chat engine) nor its tests or
// fixtures, never read the earlier question sets beyond their headers (questions.ts lines 1-120:
// types, dueOn and protocol; held-out-3.ts its header and the lines that make its ids), and never
// ran the chat or the benchmark. Sources: the demo catalog only (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section. Every amount
// was worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month), both are accepted; dates of
// monthly payments use dueOn, other dates several spellings.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'how much is the gas bill?', mustContain: ['$62.15'] },
  {
    area: 'spending',
    query: 'What do we pay each month for the HOA at the condo?',
    mustContain: ['$525.00'],
  },
  {
    area: 'spending',
    query:
      'All in, what do the cars cost us per month? loans, insurance, registration, tolls, everything',
    mustContain: ['$745.73'],
  },
  {
    area: 'spending',
    query: 'Tell me what the Travis Heights HOA costs',
    mustContain: [['$450.00', '$150.00']],
  },
  {
    area: 'spending',
    query: 'which card or account pays for spectrum internet',
    mustContain: [['Blue Cash', '8431']],
  },
  {
    area: 'spending',
    query: 'How much are we paying GEICO for the Tesla?',
    mustContain: [['$812.00', '$135.33']],
  },
  {
    area: 'spending',
    query: 'netflix + spotify together, how much a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'Could you give me the monthly total for everything in the home category?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'Is the Life Time gym membership more than $200 a month?',
    mustContain: ['$219.00'],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'how much is in the Ally emergency fund',
    mustContain: ['$25,300.00'],
  },
  { area: 'accounts', query: 'Whose name is the HSA under?', mustContain: ['Jordan Carter'] },
  {
    area: 'accounts',
    query: "what's the balance on the amex right now",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much do we have at Chase altogether, checking and savings?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the condo mortgage?',
    mustContain: ['$298,100.00'],
  },
  {
    area: 'accounts',
    query: "What's the interest rate on the Bluebonnet house mortgage?",
    mustContain: ['3.375'],
  },
  {
    area: 'accounts',
    query: 'Honda loan - what was the original amount and what rate are we paying?',
    mustContain: ['$27,900.00', ['4.9%', '4.90%', '4.9 %', '4.90 %']],
  },
  {
    area: 'accounts',
    query: 'Whats our net worth?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of our joint checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "What's my credit score these days?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: "How much is Alex's Roth worth?", mustContain: ['$54,362.00'] },
  {
    area: 'investments',
    query: 'What is the total value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how many shares of microsoft do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: "What's our Apple stock worth, and how much is it up from what we paid?",
    mustContain: ['$13,950.00', '$5,250.00'],
  },
  {
    area: 'investments',
    query: "who's the primary beneficiary on Jordan's 401k",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'Is the bond index fund in the 401(k) up or down, and by how much?',
    mustContain: ['$1,397.00'],
  },
  {
    area: 'investments',
    query: "Who is the successor owner on Mia's 529?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'Who gets the Schwab brokerage account through the transfer on death registration?',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'whats the fidelity 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'What will VTI be trading at next month?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance does Jordan have',
    mustContain: [['$1,000,000.00', '$1,000,000', '$1 million']],
  },
  {
    area: 'policies',
    query: "Who is the beneficiary on Alex's Haven Life policy?",
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'policies',
    query: "Who's the contingent beneficiary on the Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on the house?",
    mustContain: [['$610,000.00', '$610,000']],
  },
  {
    area: 'policies',
    query: 'policy number for the tesla insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Who is our health insurance with, and what is the monthly premium?',
    mustContain: ['Blue Cross Blue Shield of Texas', '$618.00'],
  },
  {
    area: 'policies',
    query: "whats the premium on alex's life insurance",
    mustContain: ['$41.50'],
  },
  {
    area: 'policies',
    query: 'How much life insurance coverage do Jordan and Alex have combined?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million']],
  },
  {
    area: 'policies',
    query: 'How much is the homeowners insurance premium?',
    mustContain: [['$2,864.00', '$238.67']],
  },
  {
    area: 'policies',
    query: "Will our health insurance cover Leo's braces?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's the executor of Jordan's will?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'estate documents',
    query: 'who would be the guardian for the kids if something happend to both of us',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of the trust kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "On Alex's medical power of attorney, who's the backup agent after Jordan?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'when were the wills last reviewed',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be moved into the trust? Which account?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "What does Sam's own will leave to our kids?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'who is our CPA and what firm is he with',
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Which law firm is our attorney at?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: 'What kind of access does Marcus have to our Nido?',
    mustContain: ['read'],
  },
  { area: 'people', query: 'email for sam carter?', mustContain: ['sam.carter@example.com'] },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['sister'] },
  { area: 'people', query: "Who's our trusted contact?", mustContain: ['Alex Carter'] },
  {
    area: 'people',
    query: "can you tell me Priya's phone number",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Which of our advisors drafted the wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'What does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Who should I call first if something happens to Jordan?',
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "what's the number for Dell HR benefits",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's gmail account?",
    mustContain: [['memorialize', 'memorialise', 'memorialized', 'memorialised']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can Marcus Lee see right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'is there a letter for the kids? what does it say',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's kept inside the safe?",
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'When will Alex be able to read the letter for Mia and Leo?',
    mustContain: ['after'],
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
    query: 'When does the Wells Fargo mortgage come out?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'when is the condo mortgage paid',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's the Austin Energy bill due?",
    mustContain: [dueOn(18)],
  },
  { area: 'due dates', query: 'spotify charge date?', mustContain: [dueOn(11)] },
  {
    area: 'due dates',
    query: 'What day does the Honda payment get taken?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "When is the next contribution to Mia's 529 going in?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "when does alex's haven life premium get paid",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'List the bills that are auto-paid on the 1st of the month.',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When does the gym membership hit the card?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next piano recital?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-4 questions, each with its id (`h4-`, area and index). */
export const HELD_OUT_4: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h4-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
