// A fifteenth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-15`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 09:58:46 and 10:02:24 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor git log messages or diffs (and ran neither
// `git status` nor `git diff`); who never listed bench/chat-demo/ and never read the earlier
// question sets beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol;
// spellings.ts, the shared helpers; held-out-6.ts lines 1-40, its header and helpers, and its
// last 15 lines, how its ids are made); who never grepped the repository for phrases from chat
// answers; and who never ran the chat, the benchmark or the app. Sources: the demo catalog and
// seed (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts and the product spec's
// AI Insights section. Every amount was worked out from the catalog (monthly equivalents:
// quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero; an account's value as its holdings' value, else
// its entered balance; net worth as accounts + investments + properties − loans − credit-card
// balances), checked with a throwaway script outside the repository and printed as "$1,234.56".
// Where an amount may reasonably be stated two ways (per charge or per month, with or without
// cents), both are accepted; dates of monthly payments use dueOn, other dates dateSpellings,
// phone numbers phoneSpellings. Questions in the owner's voice ("my will", "my 401k") are
// Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

/** A short yes/no answer that the thing has not been done. */
const NOT_YET = [
  'not yet',
  'not funded',
  'unfunded',
  'is not',
  "isn't",
  'not been',
  'has not',
  "hasn't",
  'still needs',
  'still to be',
  'not retitled',
  'not in the trust',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'what do all the house related bills come to per month?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'How much are electric and gas together each month',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'Combined, what are our two mortgage payments every month?',
    mustContain: [dollars('4,955')],
  },
  {
    area: 'spending',
    query: 'how much is the car insurance on the tesla',
    mustContain: [['$812.00', '$812', '$135.33']],
  },
  {
    area: 'spending',
    query: 'netflix + spotify, how much a month is that',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What do we spend on Mia each month, all in?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How many recurring bills and obligations do we have on file altogether?',
    mustContain: [['28', 'twenty-eight']],
  },
  {
    area: 'spending',
    query: 'whats the costco membership cost',
    mustContain: [['$130.00', '$130', '$10.83']],
  },
  {
    area: 'spending',
    query: 'What does the Other category add up to monthly?',
    mustContain: ['$515.09'],
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
    query: "What's in the Ally emergency fund right now?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Checking and savings put together, how much cash do we have?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor and need a rough picture of the estate. What is the household's total net worth?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'balance left on the Honda car loan?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'What is the Bluebonnet house worth these days?',
    mustContain: [dollars('685,000')],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally account under?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'how much is still owed on both mortgages combined',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the condo mortage?',
    mustContain: [['6.25%', '6.25 %', '6.250%', '6.25 percent']],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for our Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my 401k worth",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many Apple shares do we own?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'Total value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Who is the primary beneficiary on Alex's Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'how much is in Mias college fund',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'Which is worth more at the moment, the Vanguard Roth or the Schwab brokerage?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'How much has the Roth IRA gained over what was put in?',
    mustContain: [dollars('16,562')],
  },
  {
    area: 'investments',
    query: 'If both of us pass away, who inherits the joint brokerage account at Schwab?',
    mustContain: ['Mia', 'Leo'],
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
    query: 'Does Alex have life insurance? How much?',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'policy number for the homeowners insurance?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'Who is the beneficiary on my life insurance policy?',
    mustContain: ['Alex'],
  },
  {
    area: 'policies',
    query: "Who's the contingent benificiary on Alex's Haven Life policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'what is the GEICO policy # for the Tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "I need our health insurance policy number for the doctor's office",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'What do we pay for my Northwestern Mutual policy?',
    mustContain: [['$960.00', '$960', '$80.00', '$80']],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Jordan and Alex carry between them in total?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'Is a million dollars of life insurance enough for a family like ours?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'who is the executor of my will?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of the will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When was the family trust signed?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee after Jordan and Alex?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'if something happens to both of us who would be the guardian for the kids',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who's the backup agent on my financial power of attorney?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will / directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Is the Chase Premier Savings account in the trust yet?',
    mustContain: [NOT_YET],
  },
  {
    area: 'estate documents',
    query: 'when was my will last reviewed',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Will our revocable trust keep us from paying estate taxes?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'Who is our estate attorney?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "what's Dana's phone number",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which firm is our accountant with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Do we have Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'I need to reach Priya Shah, what number do we have for her?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'How is Priya related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Who is set up as our trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What kind of access does Marcus Lee have to our records?',
    mustContain: [['read access', 'read-only', 'read only', 'view only', 'view-only', 'can view']],
  },
  {
    area: 'people',
    query: 'who does our taxes?',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: "What's Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'If something happens to Jordan, who are we supposed to call first?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the number for Dell HR about the 401(k)?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fire proof safe',
    mustContain: ['office'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with their Gmail account?',
    mustContain: [['memorializ', 'memorialis']],
  },
  {
    area: 'guidebook',
    query: 'How long did I say to keep my gmail open?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the kids, what are they asked to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and trust, what else is in the safe?',
    mustContain: ['passport', 'car title'],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery number on Jordan's gmail",
    mustContain: ['Alex'],
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
    query: "When's the next payment on the condo mortgage?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when is the electric bill due',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'What day does the Honda payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When is Verizon due next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which bills get paid on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'when does the gym membership get charged',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the monthly contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'next spotify charge?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "When is Alex's life insurance premium due?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license need renewing?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-15 questions, each with its id (`h15-`, area and index). */
export const HELD_OUT_15: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h15-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
