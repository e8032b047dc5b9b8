// A second held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-2`:
// npx tsx bench/chat-demo.ts held-out-2
//
// Why. The first held-out split in questions.ts was seen by the engineers fixing the chat, so it
// can no longer be called held out. This set replaces it as the set nobody tunes against.
//
// When and how it was written. On 2026-11-29 between 20:30 and 20:58 UTC, before any engine
// change made after 20:35 UTC that day, by a helper who never opened anything under
// src/server/modules/ai-insights/ (the chat engine) nor its tests or fixtures, and never ran the
// chat on these questions. Sources: the demo catalog only (src/server/db/seed/demo-catalog.ts,
// demo-investment-catalog.ts, demo-policy-catalog.ts, demo-estate-catalog.ts, demo-people.ts,
// demo-guidebook.ts, demo-household.ts, demo-documents.ts) and the product spec's AI Insights
// section. Every amount was worked out from the catalog as questions.ts describes (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12; holdings as quantity × price; net worth
// counting each investment-type account once), printed as formatCents does ("$1,234.56"). The
// wording is deliberately different from questions.ts, and most facts asked are ones it does not
// ask. Where a right answer may reasonably state an amount two ways (per charge or per month),
// both spellings are accepted.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, and do not look at this set's answers while changing the engine. 56 questions, 7 in each
// of the eight areas, plus 5 that must be declined (Nido does not hold the answer).

import { dueOn, type ChatQuestion } from './questions';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'What are we paying Life Time Fitness?', mustContain: ['$219.00'] },
  {
    area: 'spending',
    query: 'All in, what does the Rainey Street condo cost us every month?',
    mustContain: ['$2,635.00'],
  },
  {
    area: 'spending',
    query: 'roughly what do electricity and gas come to each month',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much are the Travis Heights HOA dues?',
    mustContain: [['$450.00', '$150.00']],
  },
  {
    area: 'spending',
    query: "What are we spending on Leo's preschool?",
    mustContain: ['$1,420.00'],
  },
  {
    area: 'spending',
    query: 'What does the umbrella policy from State Farm run us?',
    mustContain: [['$385.00', '$32.08']],
  },
  {
    area: 'spending',
    query: 'Monthly, what does the Tesla cost us between insurance and registration?',
    mustContain: [['$142.40', '$142.39']],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts, loans, properties ──
  {
    area: 'accounts',
    query: 'What do we still owe Chase on the condo?',
    mustContain: ['$298,100.00'],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the Bluebonnet mortgage?',
    mustContain: [['3.375%', '3.375 %', '3.38%', '3.38 %']],
  },
  {
    area: 'accounts',
    query: 'Adding up checking and both savings accounts, how much cash do we have in the bank?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "What's our house on Bluebonnet Lane worth these days?",
    mustContain: ['$685,000.00'],
  },
  {
    area: 'accounts',
    query: 'Between both mortgages and the Honda loan, how much do we owe in total?',
    mustContain: ['$724,700.00'],
  },
  {
    area: 'accounts',
    query: 'What would the Tesla be worth?',
    mustContain: ['$27,800.00'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally savings account in?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query: "What's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's Alex's Vanguard Roth invested in?",
    mustContain: [
      ['VTI', 'Vanguard Total Stock Market'],
      ['VXUS', 'Vanguard Total International'],
    ],
  },
  {
    area: 'investments',
    query: 'How many SCHD shares do we hold, and what are they worth today?',
    mustContain: ['600', '$16,890.00'],
  },
  {
    area: 'investments',
    query: 'How much is sitting in cash at Schwab?',
    mustContain: ['$8,750.00'],
  },
  {
    area: 'investments',
    query: "What's the S&P 500 index fund in Jordan's 401k worth?",
    mustContain: ['$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Is any of our investments down from what we paid for it?',
    mustContain: [['FXNAX', 'Bond Index'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: 'What is the joint Schwab account worth altogether?',
    mustContain: ['$54,353.00'],
  },
  {
    area: 'investments',
    query: "Who are the backup beneficiaries on Alex's Roth?",
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'How much did SCHD pay us in dividends this year?',
    mustContain: [],
    decline: true,
  },

  // ── Insurance policies ──
  {
    area: 'policies',
    query: "What's the policy number for the Tesla's car insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Which company is Alex's life policy with, and how much does it pay out?",
    mustContain: ['Haven Life', '$750,000.00'],
  },
  {
    area: 'policies',
    query: 'If Jordan dies, who gets the Northwestern Mutual payout?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'policies',
    query: 'What are we paying Blue Cross every month?',
    mustContain: ['$618.00'],
  },
  {
    area: 'policies',
    query: 'Over a full year, what does GEICO charge us for both cars?',
    mustContain: ['$3,002.00'],
  },
  {
    area: 'policies',
    query: "Can you give me the policy number on Jordan's term life?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: 'What is the yearly premium for the homeowners insurance?',
    mustContain: ['$2,864.00'],
  },
  {
    area: 'policies',
    query: 'What is the copay for a specialist visit on our Blue Cross plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "If Alex can't serve as executor of Jordan's will, who's next?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who are the trustees of the family trust right now?',
    mustContain: ['Jordan Carter', 'Alex Carter'],
  },
  {
    area: 'estate documents',
    query: 'Has the Chase Premier Savings been moved into the trust?',
    mustContain: [['not funded', 'unfunded', 'not yet', 'not been', 'retitle']],
  },
  {
    area: 'estate documents',
    query: 'Who can make health care decisions for Alex?',
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'estate documents',
    query: "Under Alex's financial power of attorney, who steps in if Jordan can't?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "What does Jordan's directive to physicians say about end-of-life care?",
    mustContain: [['life-sustaining', 'life sustaining']],
  },
  {
    area: 'estate documents',
    query: 'Is any of our estate paperwork overdue for a review?',
    mustContain: ['Alex', ['living will', 'directive']],
  },

  // ── People ──
  {
    area: 'people',
    query: 'What number do I call to reach our lawyer?',
    mustContain: ['(512) 555-0120'],
  },
  {
    area: 'people',
    query: 'Do we have an email for Priya?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'What does Marcus Lee handle for us?',
    mustContain: [['joint return', 'tax return']],
  },
  {
    area: 'people',
    query: 'Remind me how Sam Carter is related to the family?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: 'Is Alex our primary or backup trusted contact?',
    mustContain: ['primary'],
  },
  {
    area: 'people',
    query: 'Which of our advisors keeps copies of the wills?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'What does Marcus Lee charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Family guidebook ──
  {
    area: 'guidebook',
    query: "What's Alex's phone number in the guidebook?",
    mustContain: ['(512) 555-0101'],
  },
  {
    area: 'guidebook',
    query: 'Where did we put the passports?',
    mustContain: [['fireproof safe', 'the safe']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'What did we write in the letter to the children?',
    mustContain: ['proud of you'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries will Marcus never be able to see?',
    mustContain: ["Jordan's Gmail", 'For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'When does our CPA get to read the entry about the safe?',
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query: 'What have we written down about our digital accounts?',
    mustContain: ["Jordan's Gmail"],
  },

  // ── Due dates (monthly auto-pay days; dates computed when the bench runs) ──
  {
    area: 'due dates',
    query: 'What day does the Chase condo mortgage come out?',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'When is the gym membership charged?', mustContain: [dueOn(2)] },
  {
    area: 'due dates',
    query: 'When does Spotify bill us next?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'When is the Texas Gas Service payment due?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Which payment goes out on the 9th each month?',
    mustContain: ['Haven Life'],
  },
  {
    area: 'due dates',
    query: 'What day is Bright Horizons tuition pulled?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Anything due on the 20th?',
    mustContain: ['Verizon'],
  },
];

/** The held-out-2 questions, each with its id (`h2-`, area and index). */
export const HELD_OUT_2: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h2-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
