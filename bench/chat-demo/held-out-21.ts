// A twenty-first held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-21`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way Jordan's spouse and Jordan type them during a yearly money
// review at the kitchen table, mixed with quick one-liners typed on a phone (short and long,
// casual and formal, a few typos, records named partially or informally, asides in parentheses,
// a reason or some context before the question), asking for totals, comparisons, counts, yes/no
// and who/when/where/which answers, spread over many records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 17:05:28 and 17:09:07 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor git log, diff, status or show; who never
// listed the folder bench/chat-demo/ and never read the earlier question sets beyond what was
// allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40, its
// header and helpers, and its last 15 lines, how its ids are made; spellings.ts); and who never
// ran the chat, the benchmark, the app or the tests. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero
// to cents; an account's value as its holdings' value, else its entered balance; net worth as
// accounts + investments + properties − loans − credit-card balances, as household-summary.ts
// and valuation.ts define them), checked with a throwaway script outside the repository and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings, phone numbers several spellings. Questions in the owner's voice
// ("my will", "my 401k") are Jordan's; the spouse's questions name Jordan and Alex.
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
const BLUE_CROSS = ['Blue Cross', 'BCBS'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      "Jordan and I are doing our yearly money review tonight. Before anything else: what's the grand total of all our bills per month?",
    mustContain: ['$11,164.78'],
  },
  {
    area: 'spending',
    query: 'how much r we paying for the gym',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: "What does Leo's preschool run us each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Quick comparison for the car conversation: what does the Honda cost us per month versus the Tesla, counting loan, insurance and registration?',
    mustContain: ['$579.83', '$142.40'],
  },
  {
    area: 'spending',
    query: 'Travis Heights HOA — how much is it? (I think they bill quarterly)',
    mustContain: [dollars('450', '$150.00', '$150')],
  },
  {
    area: 'spending',
    query: 'What does everything in the "Other" category add up to monthly?',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'electric + gas at the house, combined, per month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Between piano, soccer and her 529 contribution, how much are we putting toward Mia every month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'The umbrella policy from State Farm, whats that cost us?',
    mustContain: [dollars('385', '$32.08')],
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
    query: "What's sitting in the joint Chase checking right now?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'The Ally emergency fund: whose name is it in, and how much is in it?',
    mustContain: ['Alex', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'what do we owe on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Every year we write down our net worth on the fridge calendar. By Nido's numbers, what is the household's net worth today?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have across our checking and savings accounts combined (not counting the HSA)?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "What's left on the Honda loan, and at what interest rate?",
    mustContain: [dollars('14,220'), '4.9'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the condo morgage?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query:
      'Bluebonnet house: what is it estimated to be worth now, and what did we pay for it back in 2018?',
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of the Chase savings acct?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on Alex's Amex card?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's my 401k worth these days?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Which is bigger right now, Alex's Roth IRA or the joint brokerage at Schwab? Give me both numbers.",
    mustContain: ['Roth', dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'How many Apple shares do we own, and what are they worth?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'Total value of all the investment accounts put together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'who are the benificiaries on the Schwab brokerage account',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Mia's college fund (the Texas Tuition Promise one) — how many tuition units does it hold and what's it worth?",
    mustContain: ['120', dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Across everything we have invested, how much are we up in total compared with what we paid?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Is the bond fund in my 401(k) up or down, and by how much?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      "Retirement check-in: Jordan's 401(k) plus Alex's Roth together, what are they worth altogether?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'When did we first buy the Microsoft shares?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "What's the death benefit on Alex's life insurance?",
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on my Northwestern Mutual policy?',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'policy # for the tesla insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      'The agent asked how much dwelling coverage we carry on the Bluebonnet house. What is it?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What does my term life policy cost us a year, and what year was it issued?',
    mustContain: [dollars('960', '$80.00', '$80'), '2019'],
  },
  {
    area: 'policies',
    query: "Who's our health insurance with, and what's the policy number?",
    mustContain: [BLUE_CROSS, 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have recorded in Nido altogether?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'Combined, how much life insurance do Jordan and I have between the two policies?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: "The Honda's car insurance: who's the carrier and what's the premium?",
    mustContain: ['GEICO', dollars('689', '$114.83')],
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
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "If Alex can't serve, who's the backup executor on my will?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Hard question, but we should know it: who would raise Mia and Leo if something happened to both of us?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'successor trustee on the family trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "What has actually been put into the trust so far, and is there anything that still hasn't been retitled into it?",
    mustContain: [['Bluebonnet', '4512'], 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Alex's financial power of attorney: who is the agent, and who's the alternate?",
    mustContain: ['Jordan', 'Sam'],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians (Alex's living will)?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'When were the wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to draft the wills and the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "who's our CPA again and what firm is he with",
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Which law firm drafted our wills and the trust?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: 'I need to call Priya about the guardianship paperwork. What number do we have for her?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Who is set up as the trusted contact for our household?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Does Marcus (our CPA) have access to our Nido? What kind of access?',
    mustContain: [['read-only', 'read only', 'read access', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'What time of year does our accountant usually prepare the joint return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "When is Sam's birthday? I want to get a card in the mail on time.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "In the guidebook, who's the first person on the call list, and at what number?",
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Dell HR benefits line — what number did Jordan put in the guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'What all is kept in the safe, according to the guidebook?',
    mustContain: ['passport', 'title'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery phone on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter in the guidebook? Who is it addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query:
      'In the letter for the kids, what does it say about their grandmother (which day were they supposed to call)?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "What's the Wi-Fi password at the house? Is it written down in the guidebook?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next mortgage payment on the house coming out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'netflix charge date?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'When does the condo mortgage (Chase) get drafted next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      "I'm trying to keep enough in checking at the start of each month. Which bills come out on the 1st?",
    mustContain: ['Wells Fargo', 'Rainey Tower', BLUE_CROSS, 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When is the next Honda car payment due?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "When does the monthly contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "Haven Life premium (Alex's policy) — what day does it get paid?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'when is the internet bill due',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Next charge for the Life Time membership?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the Tesla's registration expire this year?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-21 questions, each with its id (`h21-`, area and index). */
export const HELD_OUT_21: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h21-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
