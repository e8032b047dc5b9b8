// A sixtieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-60`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's
// mom or dad helping while Jordan is ill, naming people by relation and name; the executor or
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee)
// or a financial planner; and Jordan or Alex at a desk asking questions that work across
// records. About 20 of the 80 filter, rank, leave out, compare, group or add up several records,
// some ask two things at once; the rest are direct lookups spread over many records and fields
// (obligations, vendor account numbers, accounts, loans, homes, vehicles, holdings,
// beneficiaries, policies, estate documents and their people, advisors, trusted contacts,
// guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 22:01:00 and 22:03:25 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no earlier question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn, protocol and first examples;
// held-out-6.ts lines 1-40 and its last 15 lines: header and export shape); who ran no git
// command and never ran the chat, the benchmark, the app or the tests. Sources: the demo catalog
// and seeders (every src/server/db/seed/demo-*.ts, in full), bench/chat-demo/spellings.ts,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines) and the "AI assistant" section of the product spec. Slips: none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (importing the
// catalog, frequency.ts and valuation.ts), never by hand: monthly equivalents as frequency.ts
// defines them (quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents); a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; printed as "$1,234.56". Where an amount may
// reasonably be stated two ways (per charge or per month, with or without cents), both are
// accepted; dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings; account numbers accept the full number or its last four digits. Questions
// asked in the first person without a name are Jordan's (the owner, Jordan Carter); a signed
// question names the people it is about. Nothing asked depends on when the demo was seeded.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing
// an answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JTWROS = ['right of survivorship', 'JTWROS', 'rights of survivorship'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'austin energy acct # pls, on hold w them',
    mustContain: [['4401928830', '8830']],
  },
  {
    area: 'spending',
    query: 'Alex here. What does the Life Time Fitness membership cost us?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother, helping out while Jordan is sick. How much is Leo's preschool at Bright Horizons each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate. How much are the Travis Heights HOA dues and how often are they paid?",
    mustContain: [dollars('450', '$150.00'), 'quarter'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. For the Rainey Street condo (the rental), what are the monthly costs on record and what do they total?",
    mustContain: [dollars('2,110'), dollars('525'), dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'Jordan at the desk: which of our bills are charged to the Amex card, and what do they come to per month altogether?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: "how much r mia's soccer fees",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query:
      "Alex typing. What's the account number for our Spectrum internet? I'm on the phone with them.",
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query:
      "Jordan's mom here, trying to keep the bills paid while Jordan is in the hospital. Of the bills that come every month, which one is not on autopay and has to be paid by hand, and how much is it?",
    mustContain: ['piano', dollars('220')],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate. How much did the household spend on groceries at H-E-B last month?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts (bank accounts, cards, loans, homes, vehicles) ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What's their combined cash in checking, savings and the emergency fund, leaving out the HSA?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      'Alex at the desk: list our loans from the biggest balance to the smallest, and what rate is the biggest one at?',
    mustContain: [dollars('412,380'), dollars('298,100'), dollars('14,220'), '3.375'],
  },
  {
    area: 'accounts',
    query: 'whats the acct number on the ally emergency fund',
    mustContain: [['2207719034', '9034']],
  },
  {
    area: 'accounts',
    query: 'Alex here. How is our Chase Total Checking account titled?',
    mustContain: [JTWROS],
  },
  {
    area: 'accounts',
    query:
      "Jordan's dad here, sorting out the car registration while Jordan is ill. What's the VIN on the family's Tesla Model 3?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      "Sam Carter, successor trustee for my late brother Jordan. What's the balance and interest rate on the Chase Home Lending mortgage on the Rainey Street condo?",
    mustContain: [dollars('298,100'), '6.25'],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. When did Jordan and Alex buy the Rainey Street condo, and what did they pay for it?",
    mustContain: [dateSpellings(2021, 9, 10), dollars('365,000')],
  },
  {
    area: 'accounts',
    query:
      'Jordan, at my desk: how much equity do we have in the two homes combined, their values minus the mortgages?',
    mustContain: [dollars('384,520')],
  },
  {
    area: 'accounts',
    query: 'honda loan - orig amount + when did it start',
    mustContain: [dollars('27,900'), dateSpellings(2021, 8, 1)],
  },
  {
    area: 'accounts',
    query: "Alex here. What's the routing number for our Chase checking account?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "Sam here, Jordan's brother. How much is in Jordan's Dell 401(k) at Fidelity right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "I'm Alex, Jordan's executor. Who are the beneficiaries on Jordan's Fidelity 401(k), and in what shares?",
    mustContain: ['Alex', 'Mia', 'Leo', '50%'],
  },
  {
    area: 'investments',
    query:
      "Financial planner for the Carters here. What's the total value across all four of their investment accounts, and how much is that above what they paid (cost basis)?",
    mustContain: ['$278,322.81', '$80,972.81'],
  },
  {
    area: 'investments',
    query:
      'Alex at the desk: which of our investment accounts is worth the most, and which the least?',
    mustContain: ['401(k)', '$154,007.81', '529', dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we own + what are they worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "Alex here. What's my Vanguard Roth IRA worth, and who are its contingent beneficiaries?",
    mustContain: [dollars('54,362'), 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom asking. What is Mia's 529 plan worth, and who takes it over as owner if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query:
      "I'm Alex, executor of Jordan's estate. How is the Schwab joint brokerage registered, and who does it pass to on death?",
    mustContain: [JTWROS, 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Marcus Lee, CPA, here. How much is sitting in the Carters' Schwab cash sweep?",
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query:
      'Jordan at my desk: how much did the Schwab joint brokerage pay out in dividends last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'policy # for geico on the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "Alex here. What's the face amount on my Haven Life policy, and who is the primary beneficiary?",
    mustContain: [dollars('750,000'), 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "Sam, Jordan's brother. Who is the contingent beneficiary on Jordan's Northwestern Mutual life policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      "I'm Alex, executor of Jordan's estate, filing the claim. What's the policy number and face amount of Jordan's Northwestern Mutual policy?",
    mustContain: ['NM22918810', dollars('1,000,000')],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes here. How much dwelling coverage does the State Farm homeowners policy on the Bluebonnet house have, and what is its policy number?',
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query:
      'Alex at the desk: how much life insurance do Jordan and I carry, both policies combined?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'bcbs policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Alex typing. What do we pay for the State Farm umbrella policy?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad here. What insurance policies are on the two cars, with their policy numbers and premiums?",
    mustContain: ['4410-22-918', '4410-22-919', dollars('689'), dollars('812')],
  },
  {
    area: 'policies',
    query: "I'm Alex, Jordan's executor. What's the claims phone number for Northwestern Mutual?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes, the family attorney. When was the Carter Family Revocable Trust signed, and who is the successor trustee?',
    mustContain: [MARCH_14_2023, 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'Jordan at the desk: which of our assets are already in the trust, and which still need to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who is the backup executor on Alex's will, after Jordan?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "Sam here (Jordan's brother). Am I named as an agent under Jordan's durable financial power of attorney, and who comes before me?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Alex, executor of Jordan's estate. Who does Jordan's will name as guardian of Mia and Leo, and who is the alternate?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes here. When did Alex Carter sign the directive to physicians (the living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query:
      "Jordan, at my desk: under my medical power of attorney, who is my health care agent and who is the backup, and is Alex's set up the same way?",
    mustContain: ['Alex', 'Priya Shah', 'Jordan'],
  },
  {
    area: 'estate documents',
    query: 'when was my will last reviewed',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: "Alex here. Which notary notarized our wills, and what's their commission number?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "Jordan's mom here. What's Sam's phone number? He's Jordan's brother.",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "I'm Alex, executor of Jordan's estate. What is Priya Shah's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Financial planner here. Who is the Carters' CPA, and which firm is he with?",
    mustContain: ['Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: 'Alex at the desk: list our advisors with their phone numbers.',
    mustContain: [
      'Dana Hughes',
      phoneSpellings('512', '555', '0120'),
      'Marcus Lee',
      phoneSpellings('512', '555', '0177'),
    ],
  },
  {
    area: 'people',
    query: 'whos my trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Alex here. What's Dana Hughes's email?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "Jordan's dad. What access does the CPA, Marcus Lee, have to Jordan's Nido? Can he change things?",
    mustContain: [['read access', 'read-only', 'read only', 'view only', 'view-only', 'can view']],
  },
  {
    area: 'people',
    query:
      'Sam Carter, successor trustee since my brother Jordan died. Which law firm is Dana Hughes with, and what did she draft for the family?',
    mustContain: ['Hughes Law', 'trust'],
  },
  {
    area: 'people',
    query: "Marcus Lee here. What's Sam Carter's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Jordan at the desk: what's Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits # from my guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Alex here. What does the guidebook say to do with Jordan's Gmail?",
    mustContain: [['memorialize', 'memorialise'], 'year'],
  },
  {
    area: 'guidebook',
    query:
      "Sam here, Jordan's brother. Where is the fireproof safe, and what's inside it, according to Jordan's guidebook?",
    mustContain: ['closet', 'passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Alex, executor of Jordan's estate. Who is the guidebook letter to Mia and Leo shared with, and when can I read it?",
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee, the CPA. Which of Jordan's guidebook entries can I see now, and which only after an event?",
    mustContain: ['Who to call first', 'safe'],
  },
  {
    area: 'guidebook',
    query:
      'Jordan at the desk: which guidebook entries can Alex see right now, and which one is held back until after an event?',
    mustContain: ['Who to call first', 'safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'what does my letter to mia n leo say',
    mustContain: ['grandmother', 'proud'],
  },
  {
    area: 'guidebook',
    query: "Alex here. What number does the guidebook's who-to-call-first list give for me?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom here. Besides Alex, who does Jordan's guidebook say to call first?",
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "I'm Alex, Jordan's executor. What song did Jordan want played at the funeral?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what day does the Wells Fargo mortgage autopay go out, and from which account?',
    mustContain: [dueOn(1), ['Total Checking', '8842']],
  },
  {
    area: 'due dates',
    query:
      'Alex at the desk: which bills come out on the 1st of the month, and what do they total?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'netflix charge date?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex here. When does the Honda car payment come out each month?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Sam here, covering Jordan's bills while Jordan is sick. When is the Texas Gas Service bill paid, and how much is it?",
    mustContain: [dueOn(22), '$62.15'],
  },
  {
    area: 'due dates',
    query:
      "I'm Alex, executor of Jordan's estate. On what day does the Haven Life premium for Alex's policy draft, and how much is it?",
    mustContain: [dueOn(9), '$41.50'],
  },
  {
    area: 'due dates',
    query:
      "The Carters' financial planner here. When is the monthly 529 contribution to the Texas Tuition Promise Fund made, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query:
      'Jordan at my desk: which monthly autopays come out after the 15th, and what do they add up to?',
    mustContain: ['Austin Energy', 'Texas Gas', 'Verizon', '$421.25'],
  },
  {
    area: 'due dates',
    query: 'spotify day?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "Alex here. When is the kids' next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-60 questions, each with its id (`h60-`, area and index). */
export const HELD_OUT_60: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h60-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
