// A tenth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-10`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for how well
// the chat generalizes: questions phrased the way a spouse, an adult child or an executor types
// into a chat (short and long, casual and formal, a few typos, records named partially or
// informally), asking for totals, comparisons, counts, yes/no and who/when/where/which answers,
// spread over many different records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 06:33:01 and 06:36:17 UTC (from `date -u`),
// by a helper under clean-room rules: it never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, nor bench/README.md, nor bench/chat-demo.ts, and never read git log
// messages or diffs; of the earlier question sets it read only questions.ts lines 1-120 (types,
// dueOn and the protocol), spellings.ts (the shared helpers), and held-out-6.ts lines 1-40 (its
// header and helpers) and its last 15 lines (how its ids are made), never held-out-7, -8 or -9;
// and it never ran the chat, the benchmark or the app. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts (and
// src/shared/finance/asset-schemas.ts and categories.ts for what counts as a liability and the
// categories), and the product spec's AI Insights section. Every amount was worked out from the
// catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once
// to cents; a holding as quantity × price rounded half away from zero; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances), checked with a throwaway script (deleted) and printed as
// "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per month, with or
// without cents), both are accepted; dates of monthly payments use dueOn, other dates several
// spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be financial, legal or tax advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats our total monthly for the home category? mortgages, utilities, hoa, all of it',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'how much r we paying for netflix + spotify combined?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What does the Life Time gym membership run us?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'Which costs more per month, the Verizon phone plan or the Spectrum internet?',
    mustContain: ['Verizon', '$148.20'],
  },
  {
    area: 'spending',
    query: 'How much is the HOA on the Rainey condo?',
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query: 'What do we spend on Mia each month, all in?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'Counting insurance and registration, what does the Tesla cost us on a monthly basis?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'How many recurring bills do we have on file?',
    mustContain: [['28', 'twenty-eight']],
  },
  {
    area: 'spending',
    query: 'Each month, how much of our bills gets charged to the Amex?',
    mustContain: ['$1,062.92'],
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
    query: 'How much is in the Ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'whats the balence in our chase checking',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'How much do we owe on the Amex Blue Cash card right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'What is our household net worth?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'What do the two Chase accounts add up to?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'What interest rate is the Honda car loan at?',
    mustContain: [['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate I need the outstanding balance on the Wells Fargo mortgage for the Bluebonnet house.",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of the amex?',
    mustContain: ['8431'],
  },
  {
    area: 'accounts',
    query: "What's the house on Bluebonnet Lane worth these days?",
    mustContain: [dollars('685,000')],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally savings account pay?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is my 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "What's Alex's Roth IRA worth?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'How many shares of Apple do we hold?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'Value of the joint Schwab brokerage account?',
    mustContain: [dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'What are all of our investment accounts worth together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "How much is in Mia's college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much are we up on the Microsoft shares?',
    mustContain: [dollars('4,263')],
  },
  {
    area: 'investments',
    query: 'How much cash is sitting uninvested in the brokerage?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'who gets the schwab brokerage account under the transfer on death registration?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'Should I rebalance my 401k into more bonds before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: "Who's the contingent beneficiary on my Northwestern Mutual policy?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: 'policy # for our health insurance?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on the homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "How much is the premium on Jordan's term life?",
    mustContain: [['$960.00', '$960', '$80.00']],
  },
  {
    area: 'policies',
    query: "I need the policy number for the Tesla's auto insurance.",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Combined, how much life insurance is there on Jordan and Alex?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'Is our health plan an HMO or a PPO?',
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query: 'how long is the term on jordans northwestern policy',
    mustContain: [['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: 'Does our State Farm homeowners policy cover flood damage?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did Jordan sign the will?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: "Where's the original of my will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of our trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Who's named executor in Alex's will?",
    mustContain: ['Jordan'],
  },
  {
    area: 'estate documents',
    query: 'who is the agent on my durable power of attorney for finances',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: "Who is Alex's backup health care agent?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be moved into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When were our wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'If we move to Colorado, do we need to redo our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Sam's phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Who's our CPA?",
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: 'email for our estate lawyer?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'If something happened to both of us, who would raise the kids?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'people',
    query: 'Which firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Who is my trusted contact in Nido?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Priya's email address pls",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: [['Dana Hughes', 'Hughes Law']],
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
    query: "What's the number for the Dell HR benefits line?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with their Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and the trust, what else is kept in the safe?',
    mustContain: ['passport', 'car titles'],
  },
  {
    area: 'guidebook',
    query: "In the guidebook's who-to-call-first list, what's Alex's number?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in our family guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What's the password for Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the next payment on the condo mortgage?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when does the texas gas bill come out',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'What day does Spotify charge us?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'Next Honda car payment due date?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium drafted?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "when's verizon due",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'When does the monthly 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the gym membership charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When is Leo's next checkup at the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-10 questions, each with its id (`h10-`, area and index). */
export const HELD_OUT_10: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h10-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
