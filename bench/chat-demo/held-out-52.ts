// A fifty-second held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-52`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture of everyone on the sign-in, each question in one voice taken in
// turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex (the
// spouse), saying who is typing; Jordan's brother Sam or Jordan's mom or dad helping while Jordan
// is ill; the executor or the successor trustee after Jordan's death; the family's attorney
// (Dana Hughes), CPA (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking
// questions that work across records. About a quarter of the questions filter, rank, compare,
// group or add up several records, some ask two things at once, and the rest are direct lookups
// spread over many records and fields, named partially or informally.
//
// When and how it was written. On 2026-12-01 between 18:15:47 and 18:21:26 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/, opened no other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn, protocol and first examples; held-out-6.ts
// lines 1-40 and its last 15 lines, for the header and the export shape), ran no git command, and
// never ran the chat, the benchmark, the app or the tests. Sources read: spellings.ts; every
// src/server/db/seed/demo-*.ts in full (catalog, household, owner, sign-in, people, investment
// catalog and investments, policy catalog and policies, estate catalog and estate, guidebook,
// documents, event, pdf, plan, planning, records); src/shared/finance/frequency.ts and
// household-summary.ts; asset-schemas.ts (first 60 lines); categories.ts (first 80 lines);
// src/shared/investments/valuation.ts; src/server/modules/investments/account-values.ts; and the
// product spec's "AI assistant" section (found with a narrow grep; it is two lines, naming the
// panel's tabs, and says nothing about what the chat answers). Slips noticed in the seed, avoided
// here: the trust's funding marks Chase Premier Savings as not yet funded while the trust scan's
// Schedule A lists it (so no question turns on whether it is in the trust, only on naming both
// assets); Priya Shah's relationship is "Sister" without saying whose; the CPA's email carries a
// per-run suffix, and the State Farm, GEICO, Northwestern Mutual and Amazon Prime autopays are
// not monthly, so their next dates depend on when the demo was seeded (none is asked). That the
// mortgages' loans carry the obligations' outstanding balances was taken from the catalog's
// comment ("one loan per real mortgage"), without reading the code that makes them.
//
// Amounts. Worked out from the catalog with a throwaway script: monthly equivalents as
// frequency.ts (quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents); a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance. Printed as "$1,234.56"; whole dollars accept both
// spellings (`dollars`). Monthly payment days use dueOn, other dates dateSpellings, phones
// phoneSpellings. A question signed by someone names who it is about; one in the first person
// without a name is Jordan's. Account numbers accept the full number or its last four digits.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const SEPTEMBER_10_2021 = dateSpellings(2021, 9, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending (monthly: home $7,188.22, auto $745.73, insurance $771.58, kids $1,944.17) ──
  {
    area: 'spending',
    query: 'how much r we paying austin energy a month',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: 'Alex here. What do we pay GEICO in a year for the car insurance, both cars together?',
    // $689.00 + $812.00, twice a year each.
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom, I'm helping Jordan with the bills while they're sick. What is the Spectrum internet bill, and what's the account number with Spectrum?",
    mustContain: ['$89.99', ['8245120039', '0039']],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate I'm going through the recurring charges on the American Express card. What do they come to per month in total?",
    // Both GEICO policies, toll tags, piano, soccer, Spectrum, Verizon, Netflix, Spotify,
    // Life Time, Amazon Prime and Costco, as monthly equivalents.
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA, for their rental schedule: what are the monthly mortgage payment and the monthly HOA dues on the Rainey Street condo?",
    mustContain: [dollars('2,110'), dollars('525')],
  },
  {
    area: 'spending',
    query:
      'Jordan at my desk. Of our bills in the Other category (phones, internet, streaming, memberships), which ones cost more than $100 a month?',
    mustContain: ['Verizon', 'Life Time'],
  },
  {
    area: 'spending',
    query: 'travis heights hoa - how much each qtr?',
    mustContain: [dollars('450')],
  },
  {
    area: 'spending',
    query: "Alex here. Per month, what do Mia's things cost us compared with Leo's?",
    // Mia: piano $220.00 + soccer $325.00 / 6 + 529 $250.00; Leo: Bright Horizons.
    mustContain: ['$524.17', dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother, sorting out Jordan's bills: what does the Life Time gym membership cost, and which card or account is it charged to?",
    mustContain: [dollars('219'), ['Amex', 'American Express', 'Blue Cash', '8431']],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate: how much did the household spend on groceries at H-E-B last month?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts (bank accounts, card, loans, homes and vehicles) ──
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. Whose name is the Ally emergency fund in, and what is its balance?",
    mustContain: ['Alex', dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "Alex at the desk: what's our total cash across checking, savings and the HSA, leaving out the credit card?",
    // $18,450.33 + $42,000.00 + $25,300.00 + $8,700.00.
    mustContain: ['$94,450.33'],
  },
  { area: 'accounts', query: 'hsa bal?', mustContain: [dollars('8,700')] },
  {
    area: 'accounts',
    query: 'Alex here. How much do I owe right now on my Amex Blue Cash card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's dad, helping out while Jordan is in the hospital. How much is left on the Honda car loan, and what's its interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query:
      'As executor for Jordan Carter: what is the outstanding balance on the Wells Fargo mortgage on the Bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA, for the depreciation schedule: what did the Carters pay for the Rainey Street condo, and on what date did they buy it?',
    mustContain: [dollars('365,000'), SEPTEMBER_10_2021],
  },
  {
    area: 'accounts',
    query:
      'Jordan at the desk: add up everything we still owe on our loans, both mortgages and the car.',
    // $412,380.00 + $298,100.00 + $14,220.00.
    mustContain: [dollars('724,700')],
  },
  { area: 'accounts', query: 'vin on the crv??', mustContain: ['7FARW2H59ME012345'] },
  {
    area: 'accounts',
    query: "Alex here. What's the routing number for our Chase checking account?",
    mustContain: [],
    decline: true,
  },

  // ── Investments (401(k) $154,007.81, Roth $54,362.00, brokerage $54,353.00, 529 $15,600.00) ──
  {
    area: 'investments',
    query: "This is Sam, Jordan's brother. What is Jordan's Dell 401(k) at Fidelity worth now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "I'm the executor of Jordan Carter's estate. Who are the beneficiaries on Jordan's Fidelity 401(k), and what share does each one get?",
    mustContain: ['Alex', ['100%', '100 %'], 'Mia', 'Leo', ['50%', '50 %', '50/50']],
  },
  {
    area: 'investments',
    query:
      "Financial planner working with the Carters: what's the unrealized gain on their Schwab joint brokerage account over its cost basis?",
    // $54,353.00 value less $43,150.00 cost basis.
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query: 'Alex at my desk: rank our investment accounts by what each is worth, biggest first.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how many aapl shares do we have n what r they worth',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: "Alex here. What's my Vanguard Roth IRA worth, and who is its primary beneficiary?",
    mustContain: [dollars('54,362'), 'Jordan'],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom here. How much is in my granddaughter Mia's college fund, and who takes the account over if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query:
      'Sam Carter, successor trustee. How much of the family’s investment accounts is sitting in cash, and at which firm?',
    mustContain: [dollars('8,750'), 'Schwab'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA: what is the total value of all the Carters' investment holdings, across every account?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'Jordan here at the desk: on what date did we buy the Microsoft shares in the Schwab account?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life ins do i have',
    mustContain: [['$1,000,000', '$1 million', '$1M', '1 million']],
  },
  {
    area: 'policies',
    query: "Alex here. What's the policy number on my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "I'm Sam, Jordan's brother. If Jordan dies, who gets the Northwestern Mutual life insurance, and who is next in line after that?",
    mustContain: ['Alex', ['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      'As executor for Jordan Carter, I need the policy number of the Northwestern Mutual term policy and what its premium is per year.',
    mustContain: ['NM22918810', dollars('960')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes here. What is the dwelling coverage on the Carters' State Farm homeowners policy?",
    mustContain: [['$610,000', '$610K']],
  },
  {
    area: 'policies',
    query:
      "Alex at the desk: what do our life insurance policies add up to in coverage, Jordan's and mine together?",
    mustContain: [['$1,750,000', '$1.75 million', '$1.75M']],
  },
  { area: 'policies', query: 'home ins policy # ?', mustContain: ['53BX901244'] },
  {
    area: 'policies',
    query: 'Alex here. Which of our policies are with GEICO, and what are their policy numbers?',
    mustContain: ['4410-22-918', '4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "This is Jordan's dad. What's the family's health insurance policy number, who is it with, and what does it cost a month?",
    mustContain: ['BCX448102937', 'Blue Cross', dollars('618')],
  },
  {
    area: 'policies',
    query:
      "Executor for Jordan Carter's estate: what is the deductible on the GEICO policy for the Honda CR-V?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      "Dana Hughes, the Carters' attorney: when did Jordan sign the will, and where is the original kept?",
    mustContain: [MARCH_14_2023, 'safe'],
  },
  {
    area: 'estate documents',
    query: 'Jordan at the desk: which of our estate documents name Priya Shah, and in what role?',
    // Guardian in both wills; backup health care agent in both medical powers of attorney.
    mustContain: ['guardian', ['health care', 'healthcare', 'medical']],
  },
  { area: 'estate documents', query: 'whos backup executor on my will', mustContain: ['Sam'] },
  {
    area: 'estate documents',
    query: 'Alex here. Who is the agent on my medical power of attorney, and who is the backup?',
    mustContain: ['Jordan', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      "Sam here, Jordan's brother. Jordan's in the hospital: who is first in line as agent on Jordan's durable financial power of attorney, and am I the backup?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter, successor trustee of the Carter Family Revocable Trust. Which assets does the trust list, and which one still has to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes again, the Carters' attorney: on what date did Alex sign the directive to physicians?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      'Alex at my desk: which of our estate documents were signed on some date other than March 14, 2023, and when?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'when was teh trust last reviewed',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who were the two witnesses on Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People (advisors, trusted contact, family in the plan) ──
  {
    area: 'people',
    query:
      "This is Jordan's mom. What's Priya Shah's phone number? I need to reach her about the kids.",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "I'm handling Jordan Carter's estate. What is the email address of the family's attorney, and what's her firm?",
    mustContain: ['dana@hugheslaw.example', 'Hughes Law'],
  },
  {
    area: 'people',
    query:
      'Financial planner for the Carters: which advisors do they have on file, and what is each one’s role?',
    mustContain: ['Dana Hughes', 'attorney', 'Marcus Lee', ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query:
      'Jordan at the desk: who is our trusted contact, and which of our advisors has access to our records?',
    mustContain: ['Alex', 'Marcus Lee'],
  },
  { area: 'people', query: 'sams email?', mustContain: ['sam.carter@example.com'] },
  {
    area: 'people',
    query: 'Alex here. Which of our advisors drafted our wills and the trust, and in what year?',
    mustContain: ['Dana Hughes', '2023'],
  },
  {
    area: 'people',
    query: "I'm Jordan's dad. What's the phone number for Jordan's lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "As executor of Jordan Carter's estate: how is Priya Shah related to the family, and what's her email?",
    mustContain: ['sister', 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Dana Hughes here. What's Marcus Lee's phone number, and what firm is he with?",
    mustContain: [phoneSpellings('512', '555', '0177'), ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Jordan at the desk: what's the street address of Dana Hughes's office?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats in the safe besides the wills',
    mustContain: ['trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Where exactly is the fireproof safe, and who has the combination?',
    mustContain: ['closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "This is Sam, Jordan's brother. Jordan's first-calls list has a Dell HR benefits number. What is it?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      'Executor for Jordan Carter: what did Jordan want done with the Gmail account, and after how long?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee, CPA. Which of the Carters' guidebook entries will I never be able to see?",
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan at my desk: how many guidebook entries do I have, and which one isn't shared with Alex yet?",
    mustContain: [['4', 'four'], 'Mia and Leo'],
  },
  { area: 'guidebook', query: 'whose # is the recovery phone on my gmail', mustContain: ['Alex'] },
  {
    area: 'guidebook',
    query:
      'Alex here, going through Jordan’s guidebook after the funeral. What does the letter to Mia and Leo ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's mom. In Jordan's who-to-call-first list, what number is given for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      "As executor of Jordan Carter's estate: where did Jordan keep the spare key to the Tesla?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates (monthly payment days only) ──
  {
    area: 'due dates',
    query:
      "Marcus Lee here. On what day does the Carters' Wells Fargo mortgage autopay, and from which account?",
    mustContain: [dueOn(1), ['Chase', 'Total Checking', '8842']],
  },
  {
    area: 'due dates',
    query: 'Jordan at the desk: which of our bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', 'Blue Cross', 'Bright Horizons'],
  },
  { area: 'due dates', query: 'when is netflx due', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Alex here. When is the next Verizon payment, and how much will it be?',
    mustContain: [dueOn(20), '$148.20'],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother, here. When does the Honda car payment come out next?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "As executor of Jordan's estate, I need to know when the Chase Home Lending mortgage on the condo is next due.",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      'Financial planner for the Carters: which of their autopays are set for the 9th of the month?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'due dates',
    query:
      'Alex at the desk: of the autopays on the Amex card, which one comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  { area: 'due dates', query: 'when does the 529 deposit go out', mustContain: [dueOn(15)] },
  {
    area: 'due dates',
    query: "Alex here. When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-52 questions, each with its id (`h52-`, area and index). */
export const HELD_OUT_52: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h52-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
