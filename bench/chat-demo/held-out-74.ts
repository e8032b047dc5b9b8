// A seventy-fourth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-74`.
//
// Why. A fresh set nobody has tuned against, in the voices of everyone who uses the family's one
// Nido sign-in, one voice a question, taken in turn: Jordan (the owner) typing on a phone (terse,
// lower case, abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's
// brother Sam or Jordan's mom or dad helping while Jordan is ill, naming people by relation and
// name; the executor or successor trustee after Jordan's death; the family's attorney (Dana
// Hughes), CPA (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions
// that work across records. About 20 of them filter, rank, compare or add up several records
// (some ask two things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 04:42:39 and 04:45:16 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read any other question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts, its first
// 40 and last 15 lines: header style and export shape); who used no git and never ran the chat,
// the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts, and
// the product spec's "AI assistant" section.
//
// Slips: none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance. Amounts are printed as
// "$1,234.56"; whole dollars are accepted with or without cents (dollars()), and where an amount
// may reasonably be stated per charge or per month both are accepted. Dates of monthly payments
// use dueOn, other dates dateSpellings, phones phoneSpellings. Nothing asked depends on when the
// demo was seeded (beyond monthly due days), and the HSA-dependent totals (net worth, the
// investment total) are left out. Questions in the first person without a name are Jordan's.
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
const REVOCABLE_TRUST = ['Revocable Trust', 'family trust'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying for the condo every month all in? mortgage + hoa',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'Alex here. What does Spotify cost us?',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, keeping an eye on the bills while Jordan is sick. How much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the Carters’ CPA. For the year: what is the property tax on the Bluebonnet house, and what does the State Farm umbrella policy cost?',
    mustContain: [dollars('12,840', '$1,070.00', '$1,070'), dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query: 'Of the bills we pay every month, which three are the biggest?',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom. What does the Tesla cost them a month, the insurance and the registration together?",
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. What does the household spend a month in the Other category (internet, phones, streaming, gym and memberships)?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'wat do we pay verizon',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      'Alex at the computer: add up the bills charged to the Amex card. What do they come to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: "Jordan's dad here. How much did they spend on groceries at H-E-B in October?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'checking bal?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "It's Alex. How much is in my Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan Carter's estate I need the balance of each checking and savings account, and their total.",
    mustContain: ['$18,450.33', dollars('42,000'), dollars('25,300'), '$85,750.33'],
  },
  {
    area: 'accounts',
    query: "Marcus Lee (CPA). What's the VIN of the Tesla, and what is it estimated to be worth?",
    mustContain: ['5YJ3E1EA8KF123456', dollars('27,800')],
  },
  {
    area: 'accounts',
    query:
      "Sam here, Jordan's brother. How much is still owed on the mortgage for the Bluebonnet house?",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family’s attorney. What is the Rainey Street condo estimated to be worth, and when was it bought?',
    mustContain: [dollars('410,000'), SEPTEMBER_10_2021],
  },
  {
    area: 'accounts',
    query: 'How much do we owe across all of our loans put together?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. What's the interest rate on the condo mortgage compared with the one on the house?",
    mustContain: [
      ['6.25%', '6.25 %', '6.250%'],
      ['3.375%', '3.375 %'],
    ],
  },
  {
    area: 'accounts',
    query: 'amex balance rn',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) does the Ally emergency fund earn?',
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
    query: 'Alex typing. What is my Roth IRA at Vanguard worth right now?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. How many Microsoft shares are in the joint brokerage, and what are they worth?",
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. What is the cost basis of the Apple shares in the Schwab account, and how much unrealized gain is in them?',
    mustContain: [dollars('8,700'), dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "I'm the executor of Jordan's estate. Who are the beneficiaries on Jordan's Dell 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Jordan's dad here. How much is saved in Mia's 529 college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Across all our investment accounts, which single holding is worth the most, and which account holds it?',
    mustContain: [
      ['FXAIX', '500 Index'],
      ['401(k)', '401k', '401 k'],
    ],
  },
  {
    area: 'investments',
    query: "Financial planner again: what are Jordan's 401(k) and Alex's Roth IRA worth combined?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'any of our holdings losing money? by how much',
    mustContain: [
      ['FXNAX', 'Bond Index'],
      ['$1,397.00', '$1,397'],
    ],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio of the Fidelity 500 Index Fund in my 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'life ins policy # w northwestern?',
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query:
      "I'm the executor now that Jordan has passed. What is the death benefit on Jordan's life insurance, and who is the primary beneficiary?",
    mustContain: [dollars('1,000,000', '$1 million'), 'Alex'],
  },
  {
    area: 'policies',
    query: "It's Jordan's mom. Alex's life insurance, is that with Haven Life? For how much?",
    mustContain: [dollars('750,000', '$750k')],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes here. Who is the contingent beneficiary on the two life insurance policies?',
    mustContain: [REVOCABLE_TRUST],
  },
  {
    area: 'policies',
    query:
      'Alex at the desk. How much life insurance do we have in total across both policies, and what do their premiums come to per month?',
    mustContain: [dollars('1,750,000', '$1.75 million'), '$121.50'],
  },
  {
    area: 'policies',
    query:
      "Sam here, helping Jordan out. Which company insures the Honda CR-V, and what's the policy number?",
    mustContain: ['GEICO', '4410-22-918'],
  },
  {
    area: 'policies',
    query:
      'Marcus Lee, CPA: which carrier is the family health plan with, and what is its policy number?',
    mustContain: [['Blue Cross', 'BCBS'], 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'home ins dwelling coverage amt?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "As the family's financial planner, I'd like a list of every insurance policy with its carrier.",
    mustContain: [
      'Northwestern Mutual',
      'Haven Life',
      ['Blue Cross', 'BCBS'],
      'State Farm',
      'GEICO',
    ],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did i sign my will',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "I'm Jordan's executor. Where is the original of the will kept?",
    mustContain: ['safe', ['Bluebonnet', 'office']],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter here. Am I the successor trustee on the Carter family trust? And who are the trustees right now?',
    mustContain: ['Jordan', 'Alex'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes, attorney. Which assets still have to be retitled into the revocable trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Jordan's mom asking: who would raise Mia and Leo if both Jordan and Alex were gone?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When was my will last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Alex here. When did I sign my living will, the directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Financial planner question: who is Jordan's agent under the durable financial power of attorney, and who is the backup?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'what kind of will do i have and where does everything left over go',
    mustContain: [['pour-over', 'pour over'], REVOCABLE_TRUST],
  },
  {
    area: 'estate documents',
    query:
      "I'm the executor. What is the probate cause number for Jordan's estate in Travis County?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes #',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "I'm Jordan's executor. Which firm is Marcus Lee, the CPA, with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I'm Jordan's mother. How do I reach Priya Shah by phone?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "It's Sam. What email address do you have on file for me?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' financial planner. Who are the family's advisors, and what does each do?",
    mustContain: ['Dana Hughes', ['attorney', 'lawyer'], 'Marcus Lee', ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: "Jordan's dad here. What's Sam's phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      'Which of our advisors can see our Nido records, and can they change anything or only read?',
    mustContain: ['Marcus Lee', ['read', 'view']],
  },
  {
    area: 'people',
    query: "Marcus Lee, CPA. What's the name of Dana Hughes's firm, and her email?",
    mustContain: ['Hughes Law', 'dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'who is my trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "What's Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'wheres the safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. What did Jordan want done with the Gmail account?",
    mustContain: [
      ['memorialize', 'memorialise'],
      ['year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Sam here, Jordan's brother. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom. What's kept in the fireproof safe?",
    mustContain: ['will', 'trust', 'title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'Dana Hughes here. What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. Jordan wrote a letter for Mia and Leo; what does it ask them to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Who does the "Who to call first" entry tell us to call?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee, CPA. Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "It's Alex. Which phone number does the guidebook list for me?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when is netflix due',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex here. When does the Honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Sam, Jordan's brother, keeping the bills paid while Jordan is in hospital. Which payments come out on the 1st of the month?",
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "Jordan's mom. When is Leo's preschool paid each month?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA. On what day does the monthly 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      "As Jordan's executor: when are the condo mortgage and the condo HOA dues paid each month?",
    mustContain: [dueOn(5), dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are not on autopay?',
    mustContain: [
      'Travis Heights',
      ['Travis County', 'property tax'],
      'DMV',
      'umbrella',
      'piano',
      'soccer',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: 'Financial planner here. When is the Austin Energy bill due, and how much is it?',
    mustContain: [dueOn(18), '$187.40'],
  },
  {
    area: 'due dates',
    query: 'gym membership charge what day',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When is the property tax bill due this year?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-74 questions, each with its id (`h74-`, area and index). */
export const HELD_OUT_74: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h74-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
