// A fifty-eighth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-58`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom
// or dad helping while Jordan is ill, naming people by relation and name; the executor or the
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee)
// or a financial planner; and Jordan or Alex at a desk asking questions that work across records.
// About 20 of the 80 filter, rank, leave out, compare, group or add up several records, some ask
// two things at once; the rest are direct lookups spread over many records and fields
// (obligations, vendor account numbers, accounts, loans, homes, vehicles, holdings,
// beneficiaries, policies, estate documents and their people, advisors, trusted contacts,
// guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 21:37:50 and 21:42:46 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no question set beyond what was
// allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its
// last 15 lines: header and export shape; spellings.ts); who ran no git command and never ran the
// chat, the benchmark, the app or the tests. Sources: every src/server/db/seed/demo-*.ts in full
// (the demo catalog and its seeders), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// "AI assistant" section of the product spec. Slip: src/server/db/seed/create-demo-user.ts (a
// seed file, but not named demo-*.ts, so outside the allowed list) was read in full along with the
// demo seeders; it holds only how the owner's sign-in and profile are made (household name, home
// state), and no question relies on anything found only there.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp, not
// by hand: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12, summed then rounded once to cents); a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; home equity
// as estimated value less the mortgage's outstanding balance; printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month, with or without cents), both
// are accepted; dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. Questions in the first person without a name are Jordan's (the owner).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const JTWROS = [
  'JTWROS',
  'right of survivorship',
  'joint tenants with right of survivorship',
  'joint with survivorship',
];
const AFTER_EVENT = [
  'after the event',
  'after an event',
  'after a triggering event',
  'after the triggering event',
  'only after',
  'after Jordan',
  'after death',
  'after a death',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'austin energy acct number?',
    mustContain: [['4401928830', '8830']],
  },
  {
    area: 'spending',
    query: 'Alex here. What do we pay Verizon a month, and how many lines is that for?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother, helping out while Jordan is sick. How much does Bright Horizons charge each month for my nephew Leo?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate. What does the Rainey Street condo cost us each month for its mortgage and HOA together?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the Carters’ CPA. What are the Travis Heights HOA dues on the Bluebonnet house, and how often are they billed?',
    mustContain: [dollars('450'), ['quarter', 'every 3 months', 'every three months']],
  },
  {
    area: 'spending',
    query:
      'Which of our bills have no bank account or card set up to pay them and aren’t on autopay?',
    mustContain: ['Travis County', 'DMV', 'Umbrella'],
  },
  { area: 'spending', query: 'how much is costco membrship', mustContain: [dollars('130')] },
  {
    area: 'spending',
    query: 'Alex typing. What do the two GEICO car policies cost us per month combined?',
    mustContain: ['$250.17'],
  },
  {
    area: 'spending',
    query:
      "Jordan's dad here, sorting the bills while my son is in the hospital. How many of their bills are charged to the Amex, and what do those come to per month?",
    mustContain: [['12', 'twelve'], '$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam Carter, executor of my late brother Jordan's estate. What did the hospital bill for Jordan's last stay come to?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What's the interest rate on the Rainey Street condo mortgage, and how much is still owed on it?",
    mustContain: [['6.25%', '6.25 %', '6.250%'], dollars('298,100')],
  },
  {
    area: 'accounts',
    query:
      'Sitting down to go through our finances: which of our bank accounts (not the investments) hold more than $20,000?',
    mustContain: ['Premier Savings', ['Emergency fund', 'Ally']],
  },
  {
    area: 'accounts',
    query: 'ally emergncy fund acct #',
    mustContain: [['2207719034', '9034']],
  },
  {
    area: 'accounts',
    query: "It's Alex. What's the VIN on our Tesla?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's mom here. How much do Jordan and Alex still owe on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate, I need to know how the Chase Total Checking account is titled.",
    mustContain: [JTWROS],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee (CPA) here. What did the Carters pay for the Bluebonnet house, and on what date did they buy it?',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query:
      'If I take each home’s estimated value and subtract what we still owe on its mortgage, how much equity do we have across both homes in total?',
    mustContain: [dollars('384,520')],
  },
  { area: 'accounts', query: 'amex balance rn?', mustContain: ['$2,340.18'] },
  {
    area: 'accounts',
    query: "Alex here. What's the routing number for our Chase checking account?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      'Sam here, helping my brother Jordan. How many shares of Microsoft are in Jordan and Alex’s joint Schwab account, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "I'm the executor of the late Jordan Carter's estate. Who are the beneficiaries on Jordan's Dell 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Dana Hughes, the family’s attorney. How is the Charles Schwab joint brokerage registered, and whom does its transfer-on-death designation name?',
    mustContain: [JTWROS, 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Alex at the computer: which is worth more right now, my Vanguard Roth IRA or our joint Schwab brokerage? Give me both values.',
    mustContain: ['Roth', dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'r any of our holdings worth less than what we paid? by how much',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Alex here. How many shares of VXUS do I have in my Roth, and at what price?',
    mustContain: ['160', '$66.80'],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's dad. Who takes over my granddaughter Mia's 529 if Jordan can't manage it, and what's that account's number?",
    mustContain: ['Alex', ['529006121', '6121']],
  },
  {
    area: 'investments',
    query:
      "Sam Carter, successor trustee, after my brother Jordan's death. What are all of the family's investment accounts worth together?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. What is the unrealized gain on the Apple shares in the Carters’ joint brokerage?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'What are the expense ratios of the funds in my 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'geico policy # for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'Alex typing — who are the beneficiaries on my Haven Life policy?',
    mustContain: ['Jordan', ['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      "Jordan's mom here. How much life insurance does my son Jordan have, and with which company?",
    mustContain: [['$1,000,000', '$1,000,000.00', '$1 million', '$1M'], 'Northwestern Mutual'],
  },
  {
    area: 'policies',
    query:
      "I'm Alex, executor now that Jordan has passed. What's the policy number on Jordan's Northwestern Mutual life policy so I can file the claim?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query:
      "I'm the Carters' financial planner. What's the dwelling coverage on their State Farm homeowners policy, and its policy number?",
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query: 'What do the face amounts of our two life insurance policies add up to?',
    mustContain: [['$1,750,000', '$1,750,000.00', '$1.75 million', '$1.75M']],
  },
  { area: 'policies', query: 'bcbs policy numbr?', mustContain: ['BCX448102937'] },
  {
    area: 'policies',
    query:
      'Alex here. Which of our insurance policies costs us the most per year, and what is that yearly cost?',
    mustContain: ['Blue Cross', dollars('7,416')],
  },
  {
    area: 'policies',
    query:
      "Sam here (Jordan's brother). Which policy covers Jordan and Alex's Tesla, and what's its premium?",
    mustContain: ['4410-22-919', ['$812.00', '$812', '$135.33']],
  },
  {
    area: 'policies',
    query:
      "As executor of Jordan's estate: what's the deductible on the State Farm homeowners policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      "Dana Hughes, the Carters' attorney. Under Jordan's durable financial power of attorney, who is the agent and who is the alternate?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Going through our estate plan: which documents name Sam, and in what role in each?',
    mustContain: [
      'successor trustee',
      'guardian',
      'executor',
      ['power of attorney', 'POA', 'agent'],
    ],
  },
  {
    area: 'estate documents',
    query: 'wheres the original of my will',
    mustContain: ['safe', 'Hughes Law'],
  },
  {
    area: 'estate documents',
    query: "Alex here — who's the guardian for Mia and Leo in our wills, and who's the backup?",
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's dad here. If Alex can't make medical decisions for my son Jordan, who is named to make them?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "Sam Carter, successor trustee, after my brother Jordan's death. What is in the Carter Family Revocable Trust, and is anything still waiting to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "I'm the Carters' financial planner. When were their wills last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Of all our estate documents, which one was signed on a different date from the rest, and when?',
    mustContain: [['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'who r the trustees on our trust + the successor',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Who was the notary when we signed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "Sam here, Jordan's brother. What's the phone number for Jordan and Alex's CPA?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      "I'm Alex, executor of Jordan's estate, and I need to write to our attorney. What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Dana Hughes, the family’s attorney. Who is listed as Jordan’s trusted contact in Nido?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'List all of our advisors with their roles and firms.',
    mustContain: ['Dana Hughes', 'Hughes Law', 'Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: 'sams phone # and email',
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Alex here — what's Priya's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "Jordan's mom here. What does Marcus Lee do for Jordan and Alex each year, and in which month?",
    mustContain: [['joint return', 'tax return'], 'March'],
  },
  {
    area: 'people',
    query:
      "Executor of the late Jordan Carter's estate here. Which advisor drafted the wills and the trust, and in what year?",
    mustContain: ['Dana Hughes', '2023'],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' financial planner. What's Priya Shah's email, and what roles does she have in their estate plan?",
    mustContain: ['priya.shah@example.com', 'guardian'],
  },
  {
    area: 'people',
    query: "What's Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'what did i say to do w my gmail',
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "Alex here. What's the Dell HR benefits number in Jordan's guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Sam here. My brother Jordan's guidebook mentions a fireproof safe — where is it, and who has the combination?",
    mustContain: ['closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Alex, executor of Jordan's estate. According to Jordan's guidebook, who should I call first?",
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. Which of Jordan’s guidebook entries are shared with me right now?',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'Which of my guidebook entries are never shared with Marcus, our CPA?',
    mustContain: ['Gmail', ['Mia and Leo', 'letter to the kids', 'letter to the children']],
  },
  {
    area: 'guidebook',
    query: 'whats in the fireproof safe',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      'Alex here — in the letter in Jordan’s guidebook, who is it addressed to and whom does it ask the kids to call on Sundays?',
    mustContain: ['Mia', 'grandmother'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. My son's guidebook entry about the fireproof safe: is it shared with Alex now, and when does Marcus Lee get to see it?",
    mustContain: [AFTER_EVENT],
  },
  {
    area: 'guidebook',
    query:
      "As executor of Jordan's estate: what does Jordan's guidebook say to do with the Instagram account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what day of the month is the Chase Home Lending mortgage on the rental condo paid?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      'Which of our bills autopay on the 1st of the month, and how much leaves that day in all?',
    mustContain: ['Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'when do the toll tags get charged',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'Alex here. What day does the Honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom here. When is Jordan and Alex's Austin Energy bill paid?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      "I'm settling Jordan's estate. When does the Haven Life premium on Alex's policy come out, and how much is it?",
    mustContain: [dueOn(9), '$41.50'],
  },
  {
    area: 'due dates',
    query:
      "I'm the Carters' financial planner. On what day is the monthly 529 contribution for Mia made, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query:
      'Which comes out first each month, the Verizon bill or the Texas Gas Service bill? What days?',
    mustContain: ['Verizon', dueOn(20), dueOn(22)],
  },
  { area: 'due dates', query: 'life time fitness draft day?', mustContain: [dueOn(2)] },
  {
    area: 'due dates',
    query: "Alex typing. When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-58 questions, each with its id (`h58-`, area and index). */
export const HELD_OUT_58: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h58-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
