// A nineteenth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-19`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 13:23:53 and 13:26:31 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor git log, diff, status or show output; who never
// listed the folder bench/chat-demo/ nor read the earlier question sets beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts lines 1-40,
// its header and helpers, and its last 15 lines, how its ids are made); and who never ran the
// chat, any benchmark, the app or the tests. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero to
// cents; an account's value as its holdings' value, else its entered balance; net worth as
// accounts + investments + properties − loans − credit-card balances), checked with a throwaway
// script and printed as "$1,234.56". Where an amount may reasonably be stated two ways (per
// charge or per month, with or without cents), both are accepted; dates of monthly payments use
// dueOn, other dates several spellings (dateSpellings), phone numbers several spellings
// (phoneSpellings). Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'What are we paying per month in life insurance premiums for the two of us together?',
    mustContain: ['$121.50'],
  },
  {
    area: 'spending',
    query: 'how much is the costco membership',
    mustContain: [['$130.00', '$130', '$10.83']],
  },
  {
    area: 'spending',
    query:
      'What does the Rainey condo cost us each month between the mortgage and the HOA dues combined?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'Car insurnace for both cars with GEICO — what does that come to per month?',
    mustContain: ['$250.17'],
  },
  {
    area: 'spending',
    query: "How much is Leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm trying to get my head around the house side of our budget. What's the monthly total for everything filed under Home — mortgages, utilities, HOA, insurance and property tax?",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'Which is more expensive to insure, the Tesla or the CR-V? How much is its premium?',
    mustContain: ['Tesla', ['$812.00', '$812', '$135.33']],
  },
  {
    area: 'spending',
    query: 'what do electricity and gas run us a month',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "how many of our bills aren't set up on autopay?",
    mustContain: [['7', 'seven']],
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
    query: 'whats in the Ally savings right now',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'What are the last four digits of our Chase checking account?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'Add up our checking and savings for me, Chase and Ally both, but leave the HSA out.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "What's currently owed on Alex's American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the emergency fund under?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: "how much is left on the honda loan and what's the rate",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      'As executor I need a rough figure for the household net worth. What does Nido show for it?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'Which bank is the health savings account with, and what is its balance?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in the Rainey Street condo, value minus the mortgage?',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) is the Ally savings account earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my 401k worth at the moment?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares do we own?',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      "Which is worth more — Alex's Roth IRA or our joint Schwab account? Give me both numbers.",
    mustContain: ['$54,362.00', '$54,353.00'],
  },
  {
    area: 'investments',
    query: "Who's the primary beneficary on Alex's Vanguard Roth?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'How much is just sitting in cash in the brokerage?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'Please give me the combined value of all of our investment accounts.',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "How much is in Mia's 529, and who takes over as its owner if I die?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'How much have the Apple shares gained over what we paid for them?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'whats the single biggest holding we have across all the accounts?',
    mustContain: [['FXAIX', 'Fidelity 500']],
  },
  {
    area: 'investments',
    query: 'When did we buy the Apple stock in the Schwab account?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "policy number on Alex's life insurance?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'How much would my Northwestern Mutual policy pay out?',
    mustContain: [['$1,000,000', '$1,000,000.00', '$1 million', '$1M', '1 million']],
  },
  {
    area: 'policies',
    query: "Who is the contingent beneficiary on Jordan's life policy?",
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on the State Farm homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "who insures the tesla and what's the policy #",
    mustContain: ['GEICO', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'I need our Blue Cross policy number for a doctor visit.',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Between the two of us, how much life insurance coverage do we have in total?',
    mustContain: [['$1,750,000', '$1,750,000.00', '$1.75 million', '$1.75M', '1.75 million']],
  },
  {
    area: 'policies',
    query: "What's the personal liability limit on our homeowners policy?",
    mustContain: [dollars('500,000')],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have recorded?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the CR-V?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Who did I name as agent on my durable financial power of attorney, and who is the backup?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'When was our trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'where is the original of the trust document kept',
    mustContain: [['fireproof safe', 'the safe']],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the Carter Family Revocable Trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Which of our assets have actually been funded into the trust so far?',
    mustContain: [['Bluebonnet', '4512']],
  },
  {
    area: 'estate documents',
    query: 'When were the wills last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'what kind of will do I have',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: 'How is the Schwab brokerage titled, for estate purposes?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to draw up the wills and the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes phone #',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "What's our attorney's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'If I need to get hold of Priya Shah, what number do I call?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "sam's email?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Who would raise Mia and Leo if both Jordan and Alex passed away?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'people',
    query: 'How is Priya related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Who does our taxes, and what time of year do they do them?',
    mustContain: ['Marcus Lee', 'March'],
  },
  {
    area: 'people',
    query: 'Could you list the advisors we have on file?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "What's Marcus Lee's office address? I need to drop off some papers.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's the phone number for Dell HR benefits",
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
    query: "What's kept inside the fireproof safe?",
    mustContain: ['passport', 'title'],
  },
  {
    area: 'guidebook',
    query: "According to the guidebook, what should happen to Jordan's Gmail account?",
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "The recovery phone on Jordan's gmail — whose is it?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for the kids? What does it tell them?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'who are we supposed to call first when something happens',
    mustContain: ['Dana Hughes', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'What number does the first-calls entry give for Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What kind of funeral did Jordan want, burial or cremation?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When does the next mortgage payment on the house come out?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'spectrum bill - what day?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'When is the Honda car payment due next?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does Chase Home Lending draft the condo mortgage?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's the next 529 contribution for Mia going out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when does austin energy autopay next',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Verizon due date pls',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'On what date is the Life Time gym membership charged?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does Alex's Haven Life premium get paid?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When does the warranty on the CR-V run out?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-19 questions, each with its id (`h19-`, area and index). */
export const HELD_OUT_19: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h19-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
