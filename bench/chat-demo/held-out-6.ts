// A sixth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-6`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, yes/no and who/when/where/which answers, spread over many records and
// fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 03:14:29 and 03:17:52 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor git log messages; who never read the earlier question sets beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-5.ts lines 1-75, its
// header and helpers, and its last 15 lines, how its ids are made); and who never ran the chat,
// the benchmark or the app. Sources: the demo catalog (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section. Every amount
// was worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const SEPTEMBER_10_2021 = dateSpellings(2021, 9, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the monthly total for all the home stuff?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'How much do we spend on our cars every month, everything included?',
    mustContain: ['$745.73'],
  },
  {
    area: 'spending',
    query: 'Netflix plus Spotify — how much is that together per month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What are our utilities (electric and gas) costing us monthly?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much does the condo cost us a month between the morgage and the HOA?',
    mustContain: ['$2,635.00'],
  },
  {
    area: 'spending',
    query: 'How much is the gym membership?',
    mustContain: ['$219.00'],
  },
  {
    area: 'spending',
    query: 'what are we paying to insure the tesla',
    mustContain: [['$812.00', '$135.33']],
  },
  {
    area: 'spending',
    query: "What's our cell phone bill?",
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'Which membership costs more per year, Amazon Prime or Costco?',
    mustContain: ['Amazon Prime', '$139.00'],
  },
  {
    area: 'spending',
    query: 'How much did we spend eating out at restaurants last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "How much is in Alex's emergency fund at Ally?",
    mustContain: ['$25,300.00'],
  },
  {
    area: 'accounts',
    query: 'How much do we have in checking and savings combined?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'What do we still owe on the Honda?',
    mustContain: ['$14,220.00'],
  },
  {
    area: 'accounts',
    query: 'what interest rate are we paying on the condo mortgage',
    mustContain: [['6.25%', '6.25 %', '6.250%']],
  },
  {
    area: 'accounts',
    query: "What's the current balance on the Amex card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Could you tell me our total net worth as of today?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'whose name is the HSA acount in?',
    mustContain: ['Jordan'],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in the Bluebonnet house?',
    mustContain: ['$272,620.00'],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Rainey Street condo, and when did we buy it?',
    mustContain: [dollars('365,000'), SEPTEMBER_10_2021],
  },
  {
    area: 'accounts',
    query: "What's my credit score right now?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'What are all our investments worth in total?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how much is in my 401k',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Is any of our holdings losing money compared to what we paid?',
    mustContain: [['FXNAX', 'Bond Index'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: 'How much have we made on the Apple shares so far?',
    mustContain: ['$5,250.00'],
  },
  {
    area: 'investments',
    query: "Which is worth more right now, Alex's Roth or our joint brokerage at Schwab?",
    mustContain: ['$54,362.00', '$54,353.00'],
  },
  {
    area: 'investments',
    query: 'If both Alex and I are gone, who inherits my 401(k)?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What's Mia's college fund worth these days?",
    mustContain: ['$15,600.00'],
  },
  {
    area: 'investments',
    query: 'What is our single biggest holding and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Overall, how much are our investments up versus what we put in?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Should I sell our Apple stock now before the market drops?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [['$750,000.00', '$750,000', '$750K', '$750k']],
  },
  {
    area: 'policies',
    query: "On Jordan's Northwestern Mutual policy, who is the contingent beneficiary after Alex?",
    mustContain: [['Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query: "what's the policy number for the Tesla's car insurence?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What is the monthly premium for our health insurance?',
    mustContain: ['$618.00'],
  },
  {
    area: 'policies',
    query: 'Add up both our life insurance policies — how much coverage is that in total?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million', '$1.75M']],
  },
  {
    area: 'policies',
    query: "How long is the term on Jordan's life policy?",
    mustContain: [['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'Is our health plan a PPO or an HMO, and do we get it through work?',
    mustContain: ['PPO', 'Dell'],
  },
  {
    area: 'policies',
    query: 'How much do we pay each year for my term life with Northwestern Mutual?',
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query: "What's the deductible on our health insurance plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Who is the executor named in Alex's will?",
    mustContain: ['Jordan'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: 'Who would raise Mia and Leo if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "If Alex can't make medical decisions for me, who is next in line on my healthcare power of attorney?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'What type of financial power of attorney do I have?',
    mustContain: ['durable'],
  },
  {
    area: 'estate documents',
    query: 'What does my directive to physicians say about end of life care?',
    mustContain: ['life-sustaining'],
  },
  {
    area: 'estate documents',
    query: 'Which assets are supposed to be in the revocable trust?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Would our wills hold up in court if one of our relatives contested them?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's our attorney's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which firm does Marcus work for?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Who is set up as our trusted contact in case something happens to me?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: "what's Sam's email address",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'What level of access does our CPA have to our information?',
    mustContain: [
      ['read access', 'read-only', 'read only', 'read-level', 'view-only', 'view only', 'can view'],
    ],
  },
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'When does Marcus Lee usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "Do we have Priya's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'How is Sam Carter related to us?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: 'How much does Marcus Lee charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What number do I call at Dell HR about the 401k and group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['office closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What's inside the safe besides the wills and the trust?",
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's Gmail account after Jordan dies?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can our CPA see right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the reccovery phone for my gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'What does the letter to the kids say?',
    mustContain: ['grandmother', 'proud'],
  },
  {
    area: 'guidebook',
    query: "What's Alex's number on the first-calls list?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the Wi-Fi password at the condo?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the condo mortgage due next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when does the electric bill come out',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When is the next Honda car payment?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does Verizon get paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which bills are due on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When is the premium for Alex's life insurance due?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When will Spotify charge us next?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "Which of our bills aren't on autopay?",
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Lonestar',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: 'when do the toll tags get charged?',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'When do our passports expire?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-6 questions, each with its id (`h6-`, area and index). */
export const HELD_OUT_6: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h6-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
