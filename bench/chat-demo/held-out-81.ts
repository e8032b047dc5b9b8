// An eighty-first held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-81`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed by everyone who shares the family's one Nido sign-in (Jordan on a
// phone, Alex, Jordan's brother Sam and Jordan's parents helping while Jordan is ill, the executor
// and the successor trustee after Jordan's death, the attorney Dana Hughes, the CPA Marcus Lee, a
// financial planner, and Jordan or Alex at a desk), asking for direct lookups over many records and
// fields, and about a quarter of the time for totals, rankings, filters and comparisons.
//
// When and how it was written. On 2026-12-02 between 10:05:10 and 10:09:17 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who read no other question set beyond what was allowed (questions.ts lines
// 1-120: types, dueOn and protocol; held-out-6.ts, its first 40 and last 15 lines: header style and
// export shape; spellings.ts whole); who opened nothing under /work/notes/ but its brief, ran no
// git command, and never ran the chat, the benchmark, the app or the tests.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts), bench/chat-demo/
// spellings.ts, src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the first
// 60 lines of src/shared/finance/asset-schemas.ts, the first 80 lines of
// src/shared/finance/categories.ts, and the "AI assistant" section of the product spec.
//
// Slips. Two. (1) In the first command, run together with reading the brief and before its rules
// were read, `ls bench/chat-demo | head -50` listed that folder (the first 50 file names, other
// held-out sets among them; none was opened). (2) Reading the spec's "AI assistant" section, the
// lines printed around it (60-100 of product-spec.md: the bill upload and family selector
// sections, "Other screens" and section 3, "Entities and their fields") were seen too; nothing in
// this set was taken from them.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script, never guessed:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed
// then rounded once to cents; a holding as quantity × price rounded half away from zero to cents;
// an account's value as its holdings' value, else its entered balance; printed as "$1,234.56"
// (whole dollars with and without cents). Where an amount may reasonably be stated per charge or
// per month (or per year), both are accepted. Dates of monthly payments use dueOn, other dates
// dateSpellings, phones phoneSpellings. No fact depends on when the demo was seeded (beyond the
// monthly due days), and the HSA is never counted as an investment. Questions in the first person
// without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const AUGUST_1_2021 = dateSpellings(2021, 8, 1);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'how much r we paying for spotify', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: 'Alex here. What does our gym membership cost us?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. How much does the family pay Bright Horizons for Leo's preschool each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'What do we spend per month on the Rainey Street condo, the mortgage and the HOA together?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What do they pay for their State Farm coverage, the homeowners policy and the umbrella combined?",
    mustContain: [dollars('3,249', '$270.75')],
  },
  {
    area: 'spending',
    query: "Marcus Lee, CPA. What is the Carters' Texas DMV registration fee on the Tesla?",
    mustContain: [['$84.75', '$7.06']],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much are Mia's soccer fees with Lonestar?",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query: 'Which three of our bills cost us the most per month?',
    mustContain: ['Wells Fargo', ['Chase Home Lending', 'Chase'], 'Bright Horizons'],
  },
  {
    area: 'spending',
    query:
      'How much of our monthly spending goes on the Amex card, all the card-paid bills added up?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'Alex typing: how much did we spend on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'tesla vin?', mustContain: ['5YJ3E1EA8KF123456'] },
  {
    area: 'accounts',
    query: "It's Alex. How much is on the Amex right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "Jordan's dad here. Whose name is the Ally emergency fund in?",
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate I need the last four digits of the Chase checking account.",
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have across our checking and our two savings accounts?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. What is still owed on the Wells Fargo mortgage on Bluebonnet Lane?",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'How much equity do we have in the Rainey Street condo, its estimated value less what is left on its mortgage?',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query:
      "Sam here, Jordan's brother. What's the interest rate on the Honda car loan, and how much is still owed on it?",
    mustContain: ['4.9%', dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What did they pay for the Bluebonnet house, and what is it estimated to be worth now?",
    mustContain: [dollars('520,000'), dollars('685,000')],
  },
  {
    area: 'accounts',
    query:
      "Marcus Lee here. What's the routing number for the Carters' Chase checking, for their refund's direct deposit?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'whats my 401k worth rn', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "Alex here. What is my Roth IRA worth, and who's its primary beneficiary?",
    mustContain: [dollars('54,362'), 'Jordan'],
  },
  {
    area: 'investments',
    query: "Which is worth more, Alex's Roth IRA or our joint Schwab brokerage, and by how much?",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query:
      'Sam here, helping Jordan. How many shares of Apple are in the brokerage account, and what are they worth?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query:
      "I'm Sam Carter, successor trustee. Who receives the Schwab joint brokerage under its transfer-on-death registration?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA: which of the Carters' holdings is showing a loss against its cost basis, and how big is the loss?",
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's mom. If something happens to Jordan, who takes over Mia's 529, and what is it worth?",
    mustContain: ['Alex', dollars('15,600')],
  },
  {
    area: 'investments',
    query: "What's the biggest single holding we own, and how much is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. What is the total unrealized gain on Jordan's Dell 401(k)?",
    mustContain: ['$51,407.81'],
  },
  {
    area: 'investments',
    query: 'whats the expense ratio on FXAIX',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'policy # for the tesla insurance?', mustContain: ['4410-22-919'] },
  {
    area: 'policies',
    query: 'This is Alex. How much is my life insurance for, and who is the beneficiary?',
    mustContain: [dollars('750,000'), 'Jordan'],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Jordan and Alex have between them?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      "I'm Alex, executor of Jordan's estate. Which company holds Jordan's life policy, and what's the policy number?",
    mustContain: ['Northwestern Mutual', 'NM22918810'],
  },
  {
    area: 'policies',
    query: "Jordan's dad here. Who is the contingent beneficiary on Jordan's life insurance?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'What do our two GEICO car policies cost per month combined?',
    mustContain: [['$250.17', '$1,501.00', '$1,501']],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes here. What is the dwelling coverage on the Carters' State Farm homeowners policy, and its policy number?",
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query:
      "Marcus Lee here. What's the Carters' monthly health insurance premium, and with which carrier?",
    mustContain: [dollars('618'), ['Blue Cross Blue Shield', 'BCBS']],
  },
  {
    area: 'policies',
    query: "Jordan's mom again. What kind of health plan does the family have?",
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'wheres my will kept', mustContain: ['safe'] },
  {
    area: 'estate documents',
    query: 'Alex here: who are the executors named in my will, in order?',
    mustContain: ['Jordan', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. What is in the Carter Family Revocable Trust, and what still hasn't been retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes here. When were the Carters' wills signed, and when were they last reviewed?",
    mustContain: [MARCH_14_2023, FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mom here. Who would raise Mia and Leo if something happened to both Jordan and Alex?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "Which of Alex's estate documents is older than the wills, and when was it signed?",
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Jordan's dad here. Who backs Alex up as agent on Jordan's financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "As Jordan's executor: how is the Chase Total Checking account titled? Does it pass outside probate?",
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents name Priya Shah, and in what role?',
    mustContain: ['guardian', ['health care', 'healthcare', 'medical']],
  },
  {
    area: 'estate documents',
    query: "Who were the two witnesses on Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "Alex here. What's Priya's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Jordan's dad here. What firm is Marcus Lee with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I'm Jordan's executor. I need Sam Carter's phone number and email.",
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Which of our advisors can see our records in Nido, and with what level of access?',
    mustContain: ['Marcus', ['read', 'view']],
  },
  {
    area: 'people',
    query: "This is Jordan's mom. Who is Sam to Jordan, and who is Priya Shah?",
    mustContain: ['brother', 'sister'],
  },
  {
    area: 'people',
    query:
      "Marcus Lee, CPA. What's Dana Hughes's email, so I can coordinate with her on the estate?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Which of our contacts have a 713 area code?',
    mustContain: ['Priya'],
  },
  {
    area: 'people',
    query: "Sam here, Jordan's brother. Who is Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Jordan's dad here. What's Sam's home address? I want to mail him the paperwork.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats in the safe',
    mustContain: ['will', 'trust', 'title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'Sam here, helping Jordan. Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "As Jordan's executor: what did Jordan want done with the Gmail account?",
    mustContain: [
      ['a year', 'one year', '1 year', '12 months'],
      ['memorialize', 'memorialise'],
    ],
  },
  {
    area: 'guidebook',
    query: "This is Jordan's mom. Whose phone is the recovery phone for Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "Who is on the 'who to call first' list in our guidebook?",
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad here. What's the Dell HR benefits number in Jordan's guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Dana Hughes here. Who is the letter in the Carters' guidebook addressed to?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: "It's Alex. What does Jordan's letter ask the kids to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'wells fargo mortgage next due?', mustContain: [dueOn(1)] },
  {
    area: 'due dates',
    query: 'Alex here. When does the Verizon bill come out next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "Sam here, Jordan's brother. When is the next Honda car payment due?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are auto-paid on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "This is Jordan's mom. When does the 529 contribution for Mia go out next?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills comes out latest in the month, and on what day?',
    mustContain: [
      ['Central Texas Regional Mobility Authority', 'Mobility Authority', 'toll'],
      dueOn(28),
    ],
  },
  {
    area: 'due dates',
    query: "As Jordan's executor: in what year does Jordan's Northwestern Mutual term policy end?",
    mustContain: ['2039'],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA. When did the Honda car loan start, and how long is its term?',
    mustContain: [
      AUGUST_1_2021,
      ['60 months', '60-month', 'five years', '5 years', 'five-year', '5-year'],
    ],
  },
  {
    area: 'due dates',
    query: "Jordan's dad here. When are the gas bill and the electric bill paid next?",
    mustContain: [dueOn(22), dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-81 questions, each with its id (`h81-`, area and index). */
export const HELD_OUT_81: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h81-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
