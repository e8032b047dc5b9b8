// An eighty-ninth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-89`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in a mixed, professional-leaning voice: the executor and the successor trustee after
// Jordan's death, the attorney Dana Hughes, the CPA Marcus Lee, a financial planner, an insurance
// agent, and Alex's and Jordan's parents. Some say who they are and some do not; some questions are
// long and give context before the ask, some ask two related things at once (both facts are then
// required). First-person questions without a name are Jordan's.
//
// When and how it was written. On 2026-12-02 between 17:05:30 and 17:07:33 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who read in bench/chat-demo/ only questions.ts lines 1-120 (types, dueOn,
// protocol), held-out-6.ts's first 40 and last 15 lines (header style, export shape) and
// spellings.ts; who opened no notes but the brief, ran no git command, and never ran the chat,
// the benchmark, the app, the tests or a full tsc.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts (first
// 60 lines), src/shared/finance/categories.ts (first 80 lines) and the "AI assistant" section of
// the product spec.
//
// Slips. One: the helper's very first command, run together with reading the brief and before
// knowing its rules, listed the files of bench/chat-demo/ (names only; no other set was opened).
//
// Amounts. Worked out with a throwaway Python script using exact decimals: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value as
// its holdings' value, else its entered balance; the HSA never counted as an investment. Printed
// as "$1,234.56"; where an amount may reasonably be stated per charge, per month or per year, each
// is accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. Nothing depends on when the demo was seeded beyond monthly due days.
//
// Protocol. Run once, at the end, by the lead. Never edited after an answer is seen, never used to
// tune the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after event',
  'after the triggering event',
  'after a triggering event',
  'after death',
  "after Jordan's death",
  'after Jordan’s death',
];
const EVERY_SIX_MONTHS = [
  'every 6 months',
  'every six months',
  'twice a year',
  'bi-annual',
  'biannual',
  'semi-annual',
  'semiannual',
  '6-month',
  'six-month',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      "Marcus Lee here, working on the Carters' return. I want the full cost of the home category per month — both mortgages, utilities, the HOAs, homeowners insurance and the property tax spread monthly. What does that come to?",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      'As successor trustee I am reviewing the Rainey Street condo, which is rented out. What does it cost each month between its loan payment and the owners association dues?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "Financial planner, doing a budget review: what do the household's Other-category bills (internet, phones, streaming, gym, memberships) add up to per month?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'What do the electric and gas bills at the house run together in a month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'What does the Tesla cost us a month once its insurance and registration are spread out monthly?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: "I'm Mia's grandmother. What do they pay Lonestar Soccer Club for her, and how often?",
    mustContain: [['$325.00', '$325', '$54.17'], EVERY_SIX_MONTHS],
  },
  {
    area: 'spending',
    query:
      'Which card is the Life Time Fitness membership charged to, and how much is each charge?',
    mustContain: [['American Express', 'Amex', '8431'], dollars('219')],
  },
  {
    area: 'spending',
    query:
      'Everything billed to the American Express card, with the six-monthly and yearly charges spread monthly: what is the monthly total?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: "Jordan's father asking — how much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm Alex, executor of Jordan's estate, and I'm inventorying the bank accounts. What is the current balance in the Chase Total Checking?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally Bank emergency fund in, and what is its balance?',
    mustContain: ['Alex Carter', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'What are the last four digits of the Chase Premier Savings account, and its balance?',
    mustContain: ['9310', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'For the tax file: how much is in the family HSA, and who is the account holder?',
    mustContain: [dollars('8,700'), 'Jordan Carter'],
  },
  {
    area: 'accounts',
    query:
      'Combined, how much cash sits in the checking account and the two savings accounts? Leave out the HSA.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'What balance is owed on the Amex Blue Cash Preferred?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'Sam Carter, successor trustee. The Bluebonnet house is in the trust, so I need its Wells Fargo mortgage: what principal is still outstanding, and at what interest rate?',
    mustContain: [dollars('412,380'), '3.375'],
  },
  {
    area: 'accounts',
    query: "What's left on the Honda auto loan, and what's its interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What is the outstanding balance on the Chase Home Lending loan for the condo?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for the Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "I'm the family's financial planner. Based on its current holdings, what is Jordan's Dell 401(k) at Fidelity worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here — what is my Roth IRA at Vanguard worth today?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Dana Hughes, the family's attorney. Who are the contingent beneficiaries on Jordan's 401(k), and in what shares?",
    mustContain: ['Mia Carter', 'Leo Carter', ['50%', '50 %', 'half each', 'equal']],
  },
  {
    area: 'investments',
    query:
      'How many Microsoft shares are held in the joint brokerage account, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'How much cash is sitting in the Schwab cash sweep?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query:
      "As executor I have to deal with Mia's 529. Who is named successor owner on it, and what is it worth?",
    mustContain: ['Alex Carter', dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'What is the total value of the four investment accounts together: the 401(k), the Roth IRA, the joint brokerage and the 529?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'What is the unrealized gain on the Apple position in the brokerage?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'Who receives the joint brokerage account under its transfer-on-death registration?',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'What is the employer match on the Dell 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      "This is the family's insurance agent. On Jordan's Northwestern Mutual life policy, what is the policy number and the face amount?",
    mustContain: ['NM22918810', ['$1,000,000', '$1,000,000.00', '$1 million']],
  },
  {
    area: 'policies',
    query:
      "I'm handling the claim on Jordan's life insurance as executor. Alex is the primary beneficiary — who is the contingent?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's the policy number on Alex's Haven Life coverage, and what does it cost a month?",
    mustContain: ['HL0774412', '$41.50'],
  },
  {
    area: 'policies',
    query:
      'What is the Blue Cross Blue Shield policy number, and which employer is the plan through?',
    mustContain: ['BCX448102937', 'Dell'],
  },
  {
    area: 'policies',
    query: 'What dwelling coverage does the State Farm homeowners policy provide?',
    mustContain: [['$610,000', '$610,000.00']],
  },
  {
    area: 'policies',
    query: 'Give me the GEICO policy number for the Tesla and its premium.',
    mustContain: ['4410-22-919', ['$812.00', '$812', '$135.33', '$1,624.00', '$1,624']],
  },
  {
    area: 'policies',
    query: 'How long is the term on my Northwestern Mutual policy, and when was it issued?',
    mustContain: [['20-year', '20 year', 'twenty-year', 'twenty year'], '2019'],
  },
  {
    area: 'policies',
    query:
      "Alex's father here. How much life insurance did Jordan and Alex carry between the two of them?",
    mustContain: [['$1,750,000', '$1,750,000.00', '$1.75 million']],
  },
  {
    area: 'policies',
    query: 'What is the annual premium on the homeowners policy?',
    mustContain: [['$2,864.00', '$2,864', '$238.67']],
  },
  {
    area: 'policies',
    query: 'What is the deductible on the State Farm homeowners policy?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      "Dana Hughes, for my file: on what date was Jordan's pour-over will signed, and where is the original kept?",
    mustContain: [MARCH_14_2023, 'safe'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee now that Jordan has passed. Which assets are shown as funded into the trust, and which one still has to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When was the Carter Family Revocable Trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians (Alex's living will)?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Who is named as alternate executor in Jordan's will?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's mother. If something happened to Alex too, who would raise Mia and Leo under the wills, and who is the backup guardian?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who are the agents on my healthcare power of attorney, in order?',
    mustContain: ['Alex Carter', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'How is the Chase Total Checking titled?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: "What does Jordan's living will say about life-sustaining treatment?",
    mustContain: [
      [
        'no life-sustaining treatment',
        'no life sustaining treatment',
        'no life-sustaining treatment if terminal',
      ],
    ],
  },
  {
    area: 'estate documents',
    query: "What is the Travis County probate case number for Jordan's estate?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "I'm the executor and need to get the will to the lawyer. What is Dana Hughes's phone number, and what firm is she with?",
    mustContain: [phoneSpellings('512', '555', '0120'), 'Hughes Law'],
  },
  {
    area: 'people',
    query: "Which firm is Marcus Lee with, and what's his phone number?",
    mustContain: ['Lee & Ortiz', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      "Dana Hughes here. I need to reach the alternate executor about Jordan's estate — what is Sam Carter's email?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How do I reach Priya Shah by phone, and how is she related to the family?',
    mustContain: [phoneSpellings('713', '555', '0188'), 'sister'],
  },
  {
    area: 'people',
    query: "What is the attorney's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Who is set up as the household's trusted contact?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: "Marcus Lee, CPA. What level of access do I have to the Carters' records?",
    mustContain: ['read'],
  },
  {
    area: 'people',
    query:
      "Jordan's father here. What does Marcus Lee do for the family, and at what time of year?",
    mustContain: ['return', 'March'],
  },
  {
    area: 'people',
    query: "What is Sam Carter's phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
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
    query: "Alex here. When will I be able to read the guidebook letter 'For Mia and Leo'?",
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee, CPA: is the guidebook entry about Jordan's Gmail shared with me?",
    mustContain: [['never', 'not shared', "isn't shared", 'is not shared']],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "I'm Alex's mother. Besides the wills and the trust, what's kept in the safe?",
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      'For the 401(k) and the group life claims, what is the Dell HR benefits line listed in the guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "I'm the family's CPA. When does the guidebook entry about the fireproof safe become visible to me?",
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the children, who did Jordan ask them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query:
      "As executor I'm closing out Jordan's online accounts. What does the guidebook say to do with the Gmail account, and whose phone is its recovery number?",
    mustContain: [['memorialize', 'memorialise'], 'Alex'],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['office closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: "What is the password to Jordan's Gmail account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      "I'm the executor and want the house payment to keep going out while the estate is settled. When is the next Wells Fargo mortgage payment drafted?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Successor trustee here: when is the Chase Home Lending payment on the condo next due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the next Honda Financial Services car payment?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "On what day does the monthly contribution to Mia's 529 go out next?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When do Netflix and Spotify next charge the card?',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'When is the Austin Energy autopay next?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When is the next Texas Gas Service payment due?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Alex here — when does my Haven Life premium next come out?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When is the Life Time Fitness membership charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is the Tesla's annual state inspection due?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-89 questions, each with its id (`h89-`, area and index). */
export const HELD_OUT_89: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h89-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
