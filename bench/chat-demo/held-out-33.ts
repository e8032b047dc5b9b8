// A thirty-third held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-33`.
//
// Why. A fresh set nobody has tuned against, in the voice of a realistic mixture of everyone who
// uses a family's Nido sign-in. Each question has one voice, taken in turn from six (so each about
// equally often): Jordan (the owner) quickly on a phone (terse, lower case, abbreviations, typos);
// Alex (the spouse), sometimes saying who is typing; a sibling (Sam or Priya) helping during an
// illness or after a death; the executor or successor trustee named in the estate documents (Alex,
// or Sam as alternate executor and successor trustee); the family's attorney, CPA or financial
// planner; and Jordan or Alex at a desk asking questions that work across records. About one
// question in four or five filters, ranks, compares, groups or adds up several records; the rest
// are direct lookups. Questions are spread over many different records of each area.
//
// When and how it was written. On 2026-12-01 between 04:36:44 and 04:40:38 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git; who did not list bench/chat-demo/ and read no other question set
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made);
// and who never ran the chat, a benchmark, the app or the tests. Sources: the demo seed and
// catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp and
// checked again against the seed: monthly equivalents quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero to
// cents; an account's value as its holdings' value, else its entered balance; net worth as
// accounts + investments + properties − loans − credit-card balances (the two mortgages' balances
// from their obligations, the Honda loan); printed as "$1,234.56". Where an amount may reasonably
// be stated two ways (per charge or per month or per year, with or without cents), both are
// accepted. Dates of monthly payments use dueOn (only obligations paid monthly on a set day are
// asked about, since the next date of a yearly one depends on the day it was seeded); other dates
// use dateSpellings, phone numbers phoneSpellings. Questions in the owner's voice ("my will") are
// Jordan's.
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
    query: 'hw much is the spectrum bill',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query: 'Alex here — what are we paying Verizon each month?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping with the bills while Jordan is in the hospital. How much does Leo's preschool cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'As executor I am listing the household bills. What does the family pay the Travis Heights HOA, and how often?',
    mustContain: [
      dollars('450', '$150.00', '$150'),
      ['quarter', 'every three months', 'every 3 months'],
    ],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What is the yearly premium on their State Farm umbrella policy?",
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query: 'Which of our bills are paid only once a year, and what do they add up to?',
    mustContain: [['$17,402.75', '$1,450.23']],
  },
  {
    area: 'spending',
    query: 'gym membrship how much',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "Alex typing. All in, what do Mia's bills come to per month — piano, soccer and her 529 contribution?",
    mustContain: [['$524.17', '$6,290.00', '$6,290']],
  },
  {
    area: 'spending',
    query:
      "This is Priya, I'm helping the family while Jordan is sick. How much is the Texas Gas Service bill?",
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query: "I'm the executor of Jordan's estate. What did the family spend on groceries last year?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What is the combined balance of their checking, both savings accounts and the HSA?",
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query:
      'Of our bank accounts (checking and savings), which one holds the most money, and how much?',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'whats on the amex rn',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Alex here. How much is in the HSA?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "Priya here — Jordan's in treatment and I'm helping Alex with the paperwork. How much is still owed on the Honda car loan?",
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'For the estate inventory: what is the balance of the Chase Total Checking account, and how is it titled?',
    mustContain: ['$18,450.33', ['right of survivorship', 'JTWROS', 'joint tenants']],
  },
  {
    area: 'accounts',
    query: 'CPA question: what interest rate is the Rainey Street condo mortgage at?',
    mustContain: [['6.25%', '6.25 %', '6.25 percent', '6.250%']],
  },
  {
    area: 'accounts',
    query: "What's our net worth right now, everything counted?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much we still owe on the house mortage',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: "Alex here — what's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "I'm Sam, Jordan's brother; I'm handling Jordan's finances during chemo. How much is Jordan's Dell 401(k) worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'As successor trustee I need to know: who are the transfer-on-death beneficiaries on the Schwab joint brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. What's the total unrealized gain over cost basis in the Schwab joint brokerage?",
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      'Across all our investment accounts, which single holding is worth the most, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'how many aapl shares do we hav',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: "It's Alex. What's my Vanguard Roth IRA worth?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Priya here, helping Alex after Jordan passed. Who is the successor owner on Mia's 529 account?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "As executor, what is the total value of all the family's investment accounts?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. Is any of the Carters' holdings worth less than they paid for it? Which one, and by how much?",
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Add up the dividends all our funds paid us in 2025.',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'policy # on the tesla insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Alex here — how much life insurance do I have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "I'm Sam, Jordan's brother. Jordan passed away last week. Who is the primary beneficiary of Jordan's Northwestern Mutual life policy?",
    mustContain: ['Alex'],
  },
  {
    area: 'policies',
    query:
      "As executor I need the policy number of the family's Blue Cross Blue Shield health plan.",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the Carters' attorney. What is the dwelling coverage on their State Farm homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "What's the total face amount of all our life insurance policies together?",
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'geico policy num for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'Alex typing: what do we pay in a year for car insurance on both cars together?',
    mustContain: [dollars('3,002', '$250.17')],
  },
  {
    area: 'policies',
    query:
      "Priya here; Alex asked me to find Jordan's term life paperwork. How long is the term, and what year was it issued?",
    mustContain: [['20-year', '20 year', 'twenty-year', 'twenty year'], '2019'],
  },
  {
    area: 'policies',
    query: 'As successor trustee: what is the deductible on the GEICO policy for the Honda?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Dana Hughes here, the family's attorney. When was Jordan's will last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents is the oldest, and when was it signed?',
    mustContain: ['Alex', ['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'whos the backup executor on my will',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Where is the original of my will kept?',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query:
      "Sam here, Jordan's brother. Jordan is in hospice and the family asked me: who does Jordan's will name as guardian of the kids?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. Which assets are in the Carter Family Revocable Trust, and which one still hasn't been retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Who is the alternate agent under Alex's durable financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'In which of our estate documents is Priya Shah named, and in what role?',
    mustContain: ['guardian', ['health care', 'healthcare', 'medical']],
  },
  {
    area: 'estate documents',
    query: 'when did we sign the trust',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'Alex here — how much estate tax will we owe when one of us dies?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "This is Priya. Jordan is in the ICU and I'm helping Alex. What's the phone number for the family's lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'As executor I need to reach the family CPA. Which firm is he with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I'm the Carters' financial planner. What email address do you have for Sam Carter?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Which of our advisors have access to our Nido, and at what level?',
    mustContain: ['Marcus', 'read'],
  },
  {
    area: 'people',
    query: 'priyas number?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Alex here — which law firm is our attorney with?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: "I'm Sam, Jordan's brother. Who is Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "I'm Alex, executor of Jordan's estate. What's the phone number for Marcus Lee?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      "Dana Hughes, attorney for the Carters. I need to write to the children's named guardian: what is Priya Shah's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Pull up Sam's and Priya's mailing addresses for the holiday cards.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits # from the guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What did Jordan want done with the Gmail account?',
    mustContain: [
      ['memorializ', 'memorialis'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's gone and I'm helping Alex sort things out — I'm Sam. Who has the combination to the fireproof safe?",
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'As executor: I was told Jordan left a letter in the guidebook. Who is it addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Dana Hughes, the family's attorney. What does the guidebook say is kept in the fireproof safe?",
    mustContain: ['will', 'trust', 'car title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'List the titles of all our guidebook entries.',
    mustContain: ['Who to call first', 'fireproof safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'whats alexs number in the guidebook',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Alex typing. In the letter to the kids, what does it ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query:
      "Priya here, helping out after Jordan's death. Whose phone is the recovery phone for Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "As executor I need to get into Jordan's Gmail. What is the password?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA. When is the next Haven Life premium drafted?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month, and how much is that in total?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'when does netflix hit',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex here — when is the Austin Energy bill due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      "I'm Sam, covering Jordan's bills while Jordan recovers. When is the Honda car payment due?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'As executor: when is the next payment due on the Rainey Street condo mortgage?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Financial planner here. When is the next contribution to Mia's 529 made?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      'Which of our monthly bills are drafted after the 17th of the month, and what do they add up to?',
    mustContain: ['$421.25'],
  },
  {
    area: 'due dates',
    query: 'when spotify due',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "Alex here — when does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-33 questions, each with its id (`h33-`, area and index). */
export const HELD_OUT_33: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h33-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
