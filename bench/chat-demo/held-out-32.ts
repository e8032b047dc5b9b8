// A thirty-second held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-32`.
//
// Why. A fresh set nobody has tuned against, in the voices of everyone who realistically uses a
// family's Nido sign-in, each question in one voice, taken in turn from this list (so each about
// equally often): Jordan (the owner) quickly on a phone (terse, lower case, abbreviations); Alex
// (the spouse) carefully at a desk, saying who is typing; the executor or successor trustee named
// in the estate documents (Sam Carter, or Alex as Jordan's executor), before or after a death;
// the family's CPA or financial planner; Jordan's mother, helping out on Jordan's sign-in, who says
// who she is and names members by relation ("my son Jordan", "my grandson Leo"); and Jordan
// doing a yearly review that asks the chat to work across records. About one question in five
// filters, ranks, compares or adds up several records; the rest are direct lookups, spread over
// many different records of each area. Each question has exactly one right answer in the demo
// records as `npm run demo` seeds them (without --event).
//
// When and how it was written. On 2026-12-01 between 03:52:03 and 03:55:57 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts
// lines 1-40 and its last 15 lines, its header, helpers and how its ids are made); who ran no git
// command and never ran the chat, a benchmark, the app or the tests. Sources read: the demo seed
// and catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the product spec's AI Insights section
// (/work/shared/spec/product-spec.md).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp (never
// in the repo) and checked again against the seed: monthly equivalents as frequency.ts defines
// them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as accounts + investments + properties − loans −
// credit-card balances (accounts $94,450.33 + investments $278,322.81 + homes and cars
// $1,147,300.00 − two mortgages and the Honda loan $724,700.00 − Amex $2,340.18 = $793,032.96);
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; monthly payment dates use dueOn, other dates
// dateSpellings, phone numbers phoneSpellings. Names are accepted as the records call them.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much is spectrum a month',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query:
      'Hello, this is Alex, Jordan’s spouse. Could you tell me how much we pay Verizon Wireless for our family plan each month?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      'I am Sam Carter, named successor trustee of the Carter Family Revocable Trust. What is the annual property tax bill on the Bluebonnet house?',
    mustContain: [dollars('12,840', '$1,070.00', '$1,070')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the Carters’ CPA. What do the two mortgages (the house and the condo) come to together each month?',
    mustContain: [dollars('4,955')],
  },
  {
    area: 'spending',
    query:
      'Hello, this is Jordan’s mother, I am helping out on my son’s computer. How much does my grandson Leo’s preschool cost?',
    mustContain: [dollars('1,420', '$17,040.00', '$17,040')],
  },
  {
    area: 'spending',
    query:
      'doing my yearly review: what are our three biggest bills by monthly cost, largest first?',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'gym membership $?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      'This is Alex. What does the State Farm umbrella policy cost us? I would like the yearly premium.',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query:
      'Sam Carter here, Jordan’s alternate executor. Jordan passed away last week and I am trying to budget for the household: how much were they spending on groceries each month?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'spending',
    query:
      'I’m the family’s financial planner. What is the household’s total monthly spending in the Other category (phone, internet, streaming, memberships)?',
    mustContain: ['$515.09'],
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'This is Jordan’s mother. How much money is in my son Jordan’s health savings account?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'yearly review time. what is our net worth right now, counting the investments, the house, the condo and the cars, less what we owe?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'amex bal?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'Hello, this is Alex Carter. Which bank holds my emergency fund, and what is its current balance?',
    mustContain: ['Ally', dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'I am Sam Carter, alternate executor under Jordan’s will. For the bank, I need the last four digits of the Chase Total Checking account.',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA. What is the outstanding balance on the Honda auto loan, and what interest rate does it carry?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query:
      'I’m Jordan’s mother. My son and his spouse have a savings account at Chase — how much is in it?',
    mustContain: [dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      'annual review: add up what we have in checking, both savings accounts and the HSA. total?',
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query: 'ally savings apy?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'accounts',
    query: 'This is Alex. How is the Chase Total Checking account titled?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      'I am Sam Carter, successor trustee, getting things in order before anything happens. Who are the beneficiaries on Jordan’s Dell 401(k)?',
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Financial planner here, preparing the Carters’ annual review. What is the total current value of all their investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'I’m Jordan’s mother. How much is in my granddaughter Mia’s college fund?',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'yearly review: which of my holdings is worth less than i paid for it, and by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'how many aapl shares we got',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'This is Alex. What is my Roth IRA at Vanguard worth today?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      'Sam Carter, successor trustee. For the final returns I need to know how much the Schwab brokerage paid in dividends last year.',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. What is the unrealized gain on the joint Schwab brokerage account, current value against cost basis?',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      'This is Jordan’s mother. Who gets the Schwab joint brokerage account once both my son Jordan and his spouse Alex are gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'yearly review: 401k and roth combined, how much?',
    mustContain: ['$208,369.81'],
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'tesla ins policy #',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'This is Alex. What is the face amount of my Haven Life policy?',
    mustContain: [dollars('750,000', '$750k', '$750 thousand')],
  },
  {
    area: 'policies',
    query:
      'I’m Alex, Jordan’s executor. Jordan died on Tuesday. Which company holds Jordan’s life insurance, and what is the policy number?',
    mustContain: ['Northwestern Mutual', 'NM22918810'],
  },
  {
    area: 'policies',
    query:
      'Financial planner here. What is the dwelling coverage on the Carters’ State Farm homeowners policy?',
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query:
      'I am Jordan’s mother, helping out. Who is the primary beneficiary of my son Jordan’s life insurance?',
    mustContain: ['Alex'],
  },
  {
    area: 'policies',
    query:
      'doing the yearly review. total life insurance coverage on the two of us, both policies added together?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'bcbs deductible?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'policies',
    query:
      'This is Alex. What is the policy number of our Blue Cross Blue Shield health plan? The pharmacy is asking for it.',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Sam Carter, successor trustee. Who is the contingent beneficiary on Alex’s Haven Life policy?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'Marcus Lee, CPA. Which policy covers the 2021 Honda CR-V, and what is its premium?',
    mustContain: ['4410-22-918', dollars('689', '$114.83')],
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'I’m Jordan’s mother. Who would raise my grandchildren Mia and Leo if something happened to both my son Jordan and his spouse?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'yearly review of the estate plan: which of our accounts still has not been moved into the trust?',
    mustContain: [['Premier Savings', 'Chase savings']],
  },
  {
    area: 'estate documents',
    query: 'where’s the original of my will',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'This is Alex. Who is named as the alternate executor in my will?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'I am Sam Carter, the successor trustee. On what date was the Carter Family Revocable Trust signed?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query:
      'Marcus Lee, CPA. What is the EIN (tax identification number) of the Carter Family Revocable Trust?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'estate documents',
    query:
      'This is Jordan’s mother. Who did my son Jordan name as his agent under his financial power of attorney?',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: 'yearly review: when did we last review our wills and the trust?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'who’s backup on my healthcare poa',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'This is Alex. When did I sign my directive to physicians (my living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },

  // ── People ──
  {
    area: 'people',
    query:
      'I’m Alex, named executor of Jordan’s will, and I need to reach the estate attorney this morning. What is Dana Hughes’s phone number?',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Marcus Lee here, the CPA. What email address do you have on file for Sam Carter?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query:
      'Hello, Jordan’s mother here. I would like to call Priya Shah. What is her phone number?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'yearly review: besides alex and me, who is named in our estate documents (executors, guardians, agents, trustees)?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: 'dana’s email?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'This is Alex. Which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      'Sam Carter, successor trustee. I need to send papers to Dana Hughes. What is her office mailing address?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query:
      'I’m the family’s CPA. Which attorney drafted the Carters’ wills and trust, and at what firm?',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query:
      'This is Jordan’s mother. Who is listed as the trusted contact on my son Jordan’s account?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      'yearly review: of our advisors, which one can actually sign in to nido and see our records?',
    mustContain: ['Marcus Lee'],
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr # from the guidebook',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'This is Alex. What does the guidebook say should be done with Jordan’s Gmail account?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query:
      'Sam Carter, successor trustee. According to the guidebook, who has the combination to the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      'Marcus Lee, CPA. In the guidebook’s list of first calls, what number is given for Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      'I’m Jordan’s mother. Is there a letter for my grandchildren Mia and Leo, and what does it ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'yearly review: what does the guidebook say is kept inside the fireproof safe?',
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'where’s the safe again',
    mustContain: [['closet', 'office'], 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'This is Alex. What is the password to Jordan’s Gmail account?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'guidebook',
    query:
      'I am Sam Carter, Jordan’s alternate executor. Whose phone is the recovery phone for Jordan’s Gmail, according to the guidebook?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      'Financial planner here. Whom does the family guidebook say to call first? Please list everyone on it.',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'This is Jordan’s mother. When is the next payment for my grandson Leo’s preschool due?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'yearly review: which bills are set to autopay on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'when does netflix charge next',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query:
      'This is Alex. On which day of the month is the Chase Home Lending payment for the condo drafted?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      'I’m Sam Carter, handling things after Jordan’s death. When is the next Honda car payment due?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. When does the next 529 contribution to the Texas Tuition Promise Fund go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'I’m Jordan’s mother. When is my granddaughter Mia’s next piano recital?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'due dates',
    query:
      'yearly review: which of our autopays are set for the 9th of the month, however often they run?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'due dates',
    query: 'verizon due when',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'This is Alex. When will the next Texas Gas Service bill be drafted?',
    mustContain: [dueOn(22)],
  },
];

/** The held-out-32 questions, each with its id (`h32-`, area and index). */
export const HELD_OUT_32: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h32-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
