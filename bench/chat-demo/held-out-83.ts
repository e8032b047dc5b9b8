// An eighty-third held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-83`.
//
// Why. A fresh set nobody has tuned against, in a mixed voice: the questions are typed by everyone
// who shares the family's one Nido sign-in. Jordan on a phone (terse, lowercase, typos); Alex;
// Jordan's brother Sam and Jordan's parents, helping while Jordan is ill; the executor and the
// successor trustee after Jordan's death; the attorney Dana Hughes; the CPA Marcus Lee; a
// financial planner; and Jordan or Alex at a desk asking across records. Some say who they are,
// most do not. About a quarter add up, rank, filter or compare several records; the rest are
// direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 12:10:51 and 12:13:26 UTC (from `date -u`),
// by a helper who kept the clean-room rules: never opened, grepped, listed or searched anything
// under src/server/modules/ai-insights/ (the chat engine) or test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; never listed bench/chat-demo/ and
// opened in it only questions.ts lines 1-120 (types, dueOn, protocol), held-out-6.ts its first 40
// and last 15 lines (header style and export shape) and spellings.ts; opened no other notes; ran
// no git command; never ran the chat, the benchmark, the app, the tests or a full tsc; used no
// search tool over this repository's code.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts), src/shared/finance/
// frequency.ts, src/server/modules/investments/account-values.ts, src/shared/investments/
// valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines) and the product spec's "AI assistant" section.
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway Python script (exact
// decimals): monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12), summed then rounded once to cents; a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; the HSA is
// never counted as an investment. Printed as "$1,234.56" (whole dollars through `dollars`); where
// an amount may reasonably be stated per charge, per month or per year, each is accepted. Dates of
// monthly payments use dueOn, other dates dateSpellings, phones phoneSpellings. Nothing depends on
// when the demo was seeded beyond monthly due days. First-person questions without a name are
// Jordan's.
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
const MAY_22_2018 = dateSpellings(2018, 5, 22);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'how much is spotify', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query:
      "Hi, this is Sam, Jordan's brother — I'm covering the bills this month. What does the Texas Gas Service bill usually run?",
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the CPA, here. What do the Carters pay the Travis County Tax Office each year for the Bluebonnet house?',
    mustContain: [dollars('12,840', '$1,070.00', '$1,070')],
  },
  { area: 'spending', query: 'whats leos preschool cost us', mustContain: [dollars('1,420')] },
  {
    area: 'spending',
    query:
      "We're Jordan's parents, paying a few things while Jordan is in the hospital. How much is Mia's soccer club?",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query: 'Both GEICO car policies together — what do they cost?',
    mustContain: [dollars('1,501', '$3,002.00', '$3,002', '$250.17')],
  },
  {
    area: 'spending',
    query:
      'Add up everything that gets charged to the Amex card. What does that come to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'What do piano, soccer and the 529 contribution for Mia come to a month, all in? — Alex',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'top 3 biggest bills per month?',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'how much did we drop at HEB on groceries in october',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'chase checkng balance?', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query:
      "I'm the executor of Jordan's estate. How much is in the Ally emergency fund, and whose name is it in?",
    mustContain: [dollars('25,300'), 'Alex'],
  },
  {
    area: 'accounts',
    query: 'This is Alex — what do we still owe on the Amex right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "How much is left on the Honda loan, and what's the interest rate on it?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      "Jordan asked us to check the health savings account before the surgery bills come in. What's in it?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. What's the total cash across the Chase checking and both savings accounts, leaving out the HSA?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on both mortgages combined',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      'As successor trustee I need a rough equity figure for the Rainey Street condo: its estimated value less what is owed on its mortgage.',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'When did the Carters buy the Bluebonnet house, and for how much?',
    mustContain: [MAY_22_2018, dollars('520,000')],
  },
  {
    area: 'accounts',
    query: 'whats the routing number for the chase checking',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: '401k balance', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "It's Alex. What's my Roth at Vanguard worth now?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "For the plan review: the total of all the Carters' investment accounts, not counting the HSA?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many Apple shares sit in the joint Schwab account?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: "Who are the beneficiaries on Jordan's Fidelity 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'any of my 401k funds down from what i paid',
    mustContain: [['FXNAX', 'U.S. Bond Index', 'US Bond Index']],
  },
  {
    area: 'investments',
    query: "What's sitting in cash in the Schwab sweep?",
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'Across every account, which single holding is worth the most, and how much is it?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "Sam here. What is Mia's 529 worth, and who takes it over as owner if Jordan is gone?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: "what's the expense ratio on FXAIX",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance do i have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'Alex here. Who is my life insurance with, and how much is it for?',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'Which of our insurance policies name the family trust as a beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      "The hospital admissions desk wants Jordan's health insurance policy number — what is it?",
    mustContain: ['BCX448102937'],
  },
  { area: 'policies', query: 'geico policy # for the tesla', mustContain: ['4410-22-919'] },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we carry on the Bluebonnet house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What is the combined death benefit of both spouses’ life policies?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query:
      "Marcus Lee (CPA): what premium does Northwestern Mutual charge for Jordan's term policy?",
    mustContain: [dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query: "How long a term is Jordan's Northwestern policy, and what year was it issued?",
    mustContain: [['20-year', '20 year', 'twenty'], '2019'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: "who's executor on my will", mustContain: ['Alex Carter'] },
  {
    area: 'estate documents',
    query: 'Dana Hughes here. On what date did Jordan sign the will?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Jordan has passed and I'm handling the estate. Where is the original will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'If anything happens to both Jordan and Alex, who raises Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee of the family trust once Jordan and Alex are both gone?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Is anything still waiting to be retitled into the revocable trust? Which account?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Which of Jordan's documents name Priya Shah, and in what role in each?",
    mustContain: ['guardian', ['health care', 'healthcare', 'medical']],
  },
  {
    area: 'estate documents',
    query: "When were Jordan's will and the trust last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "What case number did the Travis County probate court give Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'sams cell #',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "I'm the executor and need to reach Priya Shah. What's her phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Who is the family's lawyer, and how do we ring her?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What firm is Marcus Lee with? — Alex',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: "Financial planner here — give me phone numbers for both of the Carters' advisors.",
    mustContain: [phoneSpellings('512', '555', '0120'), phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Who did Jordan set up as the trusted contact in Nido?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Which of our advisors actually has access to our records in Nido right now?',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: "What's Sam Carter's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "When is Sam's birthday?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  { area: 'guidebook', query: 'where did i say the safe is', mustContain: ['closet'] },
  {
    area: 'guidebook',
    query: 'This is Alex. Who has the combination to the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Where are the car titles kept?',
    mustContain: ['safe'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account in the end?',
    mustContain: [['memorialize', 'memorialized', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Sam here. Who is on Jordan’s "call first" list?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "We're Jordan's parents. The letter Jordan left for the children — what does it ask them to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Apart from the wills and the trust, what else is stored in the fireproof safe?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery number on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Did Jordan leave any wishes about burial or cremation?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'wells fargo mortgage draft date?', mustContain: [dueOn(1)] },
  {
    area: 'due dates',
    query: 'This is Alex. When is the condo mortgage with Chase paid each month?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the next Honda car payment taken?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "We're helping Jordan out: when will Verizon take its next payment?",
    mustContain: [dueOn(20)],
  },
  { area: 'due dates', query: 'netflix renews when', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'As executor I want to stop the Austin Energy autopay in time. When does it run?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly autopays come out on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When does the monthly contribution to Mia's 529 go in?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which monthly autopay comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: "when does my driver's license need renewing",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-83 questions, each with its id (`h83-`, area and index). */
export const HELD_OUT_83: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h83-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
