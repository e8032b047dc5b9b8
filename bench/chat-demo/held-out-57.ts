// A fifty-seventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-57`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. The voice is a mixture: everyone who uses the family's one Nido sign-in, each question
// in one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; an adult sibling or
// parent of Jordan's helping while Jordan is ill (Sam the brother, Jordan's mom or dad), naming
// people by relation and name; the executor or successor trustee after Jordan's death; the
// family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial planner; and Jordan or Alex at
// a desk asking questions that work across records. About 20 of the 80 filter, rank, leave out,
// compare, group or add up several records, some ask two things at once; the rest are direct
// lookups spread over many records and fields (obligations, vendor account numbers, accounts,
// loans, homes, vehicles, holdings, beneficiaries, policies, estate documents and their people,
// advisors, trusted contacts, guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 21:37:48 and 21:42:40 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no question set beyond what was
// allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its
// last 15 lines: header and export shape); who ran no git command and never ran the chat, the
// benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts, in full), bench/chat-demo/spellings.ts,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines) and the product spec's "AI assistant" section. No slips. Since an HSA may be listed
// on Investments as well as on Financial Accounts, no question asks for a total or a ranking of
// all investment accounts; nothing asked depends on the day the demo was seeded (no next date of
// a yearly or six-monthly payment, no expiry or access end date, no age).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (not by hand):
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents); a holding as quantity × price rounded half away from zero
// to cents; an account's value as its holdings' value, else its entered balance; net worth as
// household-summary.ts defines it (accounts + investments + properties − loans − credit-card
// balances); printed as "$1,234.56". Where an amount may reasonably be stated two ways (per
// charge or per month, with or without cents) both are accepted; dates of monthly payments use
// dueOn, other dates dateSpellings, phones phoneSpellings; account numbers accept the full number
// or its last four digits. A question signed by someone names the people it is about; one in the
// first person without a name is Jordan's (the owner, Jordan Carter).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying austin energy a month',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query:
      'Alex here. What do the two GEICO car policies come to together per month, and per year?',
    mustContain: ['$250.17', dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom, helping out while Jordan is in the hospital. How much do Jordan and Alex pay Bright Horizons for Leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm handling Jordan Carter's estate now that Jordan has passed. Which of the household's bills aren't set to come out of any bank account or card, so nobody will pay them unless we do?",
    mustContain: ['Travis County', 'DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA, for the rental schedule: what do Jordan and Alex pay the Rainey Tower Owners Association each month for the condo, and what is that over a year?",
    mustContain: [dollars('525'), dollars('6,300')],
  },
  {
    area: 'spending',
    query:
      'Counting the yearly and six-monthly bills by the month, what are our three biggest monthly costs?',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'how much is mias soccer',
    mustContain: [['$325.00', '$325', '$54.17']],
  },
  {
    area: 'spending',
    query:
      'Alex typing. Add up everything that gets charged to my Amex Blue Cash: what does it come to a month on average, counting the yearly and six-monthly charges by the month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother. What do Jordan and Alex pay each month for the family membership at Life Time Fitness?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate I need to know how much the household spent on groceries last month.",
    mustContain: [],
    decline: true,
  },
  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What is the balance of Alex Carter's emergency fund at Ally Bank?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have across our checking and savings accounts, leaving out the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'chase checking acct # pls',
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query: "Alex typing: what's the balance on my American Express card right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's dad; Jordan asked me to look into the family HSA. Which bank is it with and how much is in it?",
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'As executor for Jordan Carter, I need the mortgage balances: how much is still owed on the Bluebonnet house and how much on the Rainey Street condo?',
    mustContain: [dollars('412,380'), dollars('298,100')],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. How is Jordan and Alex's Chase Total Checking account titled?",
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'accounts',
    query: 'What is our net worth, and how much do we still owe on our three loans together?',
    mustContain: ['$793,032.96', dollars('724,700')],
  },
  {
    area: 'accounts',
    query: 'honda loan - rate n how much left??',
    mustContain: [['4.9%', '4.90%', '4.9 %'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'Alex here. What interest rate does my Ally emergency fund earn?',
    mustContain: [],
    decline: true,
  },
  // ── Investments ──
  {
    area: 'investments',
    query:
      "Sam, Jordan's brother, helping while Jordan is sick. How many shares of the Fidelity 500 Index Fund does Jordan hold in the Dell 401(k), and what are they worth?",
    mustContain: [['520.4', '520.40'], '$110,558.98'],
  },
  {
    area: 'investments',
    query:
      "Executor for the late Jordan Carter here. What is the account number of Jordan's Fidelity 401(k)?",
    mustContain: [['88310422', '0422']],
  },
  {
    area: 'investments',
    query:
      "Financial planner for the Carters. Compare Jordan's Dell 401(k) with Alex's Vanguard Roth IRA: what is each worth today?",
    mustContain: ['$154,007.81', dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      'What are the holdings in our Schwab joint brokerage worth altogether, and how much is that above what we paid for them?',
    mustContain: [dollars('54,353'), dollars('11,203')],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we have n whats that worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: "It's Alex. Who are the beneficiaries on my Roth IRA?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Jordan's mother here. Who gets the Schwab joint brokerage account once both Jordan and Alex are gone?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Sam Carter, successor trustee, after Jordan's death. What's the account number of Mia's 529, and who is named successor owner on it?",
    mustContain: [['529006121', '6121'], 'Alex'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. What is the unrealized gain on the Carters' Apple shares in the Schwab account?",
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'What percentage does Dell match on my 401(k) contributions?',
    mustContain: [],
    decline: true,
  },
  // ── Policies ──
  {
    area: 'policies',
    query: 'geico policy # for the tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Alex here — how much life insurance is there on me, and who's the beneficiary?",
    mustContain: [dollars('750,000'), 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "Sam here, Jordan's brother. If both Jordan and Alex died, who would collect on Jordan's Northwestern Mutual life policy?",
    mustContain: [['Carter Family Revocable Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query:
      "I'm the executor of Jordan Carter's estate and need to file the life insurance claim. What is the face amount of Jordan's policy, and its policy number?",
    mustContain: [dollars('1,000,000', '$1 million'), 'NM22918810'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the Carters' attorney. What is the dwelling coverage on their homeowners policy for the Bluebonnet house?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do the two of us have in total, adding both policies?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'bcbs policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Alex here. What do we pay a year in premiums for the two life insurance policies combined?',
    mustContain: [dollars('1,458')],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's father. Which GEICO policy covers Jordan and Alex's Honda CR-V, and what kind of coverage is it?",
    mustContain: ['4410-22-918', 'full coverage'],
  },
  {
    area: 'policies',
    query:
      "For Jordan Carter's estate: what is the deductible on the State Farm homeowners policy?",
    mustContain: [],
    decline: true,
  },
  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes here. When did Jordan and Alex Carter sign their wills, and when were the wills last reviewed?',
    mustContain: [dateSpellings(2023, 3, 14), dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Which of our assets are already in the family trust, and which one still needs to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'wheres the original of my will',
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. On my financial power of attorney, who is the backup agent after Jordan?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "This is Sam, Jordan's brother. Who is Jordan's health care agent, and who is the backup after them?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm settling Jordan Carter's estate. Under Jordan's will, who is guardian for Mia and Leo, and who is the alternate?",
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm the Carters' financial planner. Which of Jordan's and Alex's estate documents was not signed on the same day as their wills, and when was it signed?",
    mustContain: [['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Who are the trustees of our family trust, and who takes over as successor trustee?',
    mustContain: ['Jordan', 'Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'is my will a pour over will or a regular one',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: 'Alex here. What is the tax ID number (EIN) of the Carter Family Revocable Trust?',
    mustContain: [],
    decline: true,
  },
  // ── People ──
  {
    area: 'people',
    query: "Jordan's mom here. What's the phone number for Priya Shah?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "As executor of Jordan Carter's estate I need to write to the family's attorney. What is her email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "I'm the Carters' financial planner. Who is the trusted contact on Jordan's Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Which of our advisors can get into our Nido, and with what level of access?',
    mustContain: ['Marcus Lee', 'read'],
  },
  {
    area: 'people',
    query: 'cpa phone #',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "Alex here. Who's our estate attorney, and what's her phone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "Sam here, Jordan's brother. What roles am I named to across Jordan's and Alex's estate documents?",
    mustContain: ['executor', 'guardian', 'successor trustee', ['agent', 'power of attorney']],
  },
  {
    area: 'people',
    query:
      "Executor here, after Jordan Carter's death: how do I reach Jordan's brother? I need his phone number.",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' financial planner. Which professional advisors do Jordan and Alex have on file, and which firm is each with?",
    mustContain: ['Hughes Law', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "What is Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },
  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats in the fireproof safe',
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "Alex typing — what does the guidebook say to do with Jordan's Gmail?",
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad here. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "Executor for Jordan Carter. What's the Dell HR benefits number in the guidebook, for the 401(k) and the group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee here. Which of the Carters' guidebook entries can I read now, and which only after an event?",
    mustContain: [['Who to call first', 'first calls'], 'safe'],
  },
  {
    area: 'guidebook',
    query:
      'Which guidebook entries are shared with Alex right away, and which one waits until after an event?',
    mustContain: [['Who to call first', 'first calls'], 'safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'what does my letter to the kids tell them to do on sundays',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Alex here: which guidebook entries is Marcus Lee never allowed to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Sam, Jordan's brother. In Jordan's guidebook, who is the first person to call, and at what number?",
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "Executor here. What's the passcode to Jordan's iPhone, per the guidebook?",
    mustContain: [],
    decline: true,
  },
  // ── Due dates ──
  {
    area: 'due dates',
    query:
      "Marcus Lee, CPA. When does the Carters' Chase Home Lending mortgage payment on the condo come out each month?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills come out on the 1st of the month, and what do they add up to?',
    mustContain: [
      'Wells Fargo',
      'Rainey Tower',
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
      dollars('5,408'),
    ],
  },
  {
    area: 'due dates',
    query: 'when does spectrum autopay n whats our acct # with them',
    mustContain: [dueOn(12), ['8245120039', '0039']],
  },
  {
    area: 'due dates',
    query: 'Alex here. When is the Verizon bill paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "Jordan's mom here, keeping the bills straight while Jordan is ill. When does the car payment on Jordan and Alex's Honda CR-V come out?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Executor for Jordan Carter's estate: which of the children's bills are not on autopay, so someone has to pay them by hand?",
    mustContain: ['Piano', 'Lonestar'],
  },
  {
    area: 'due dates',
    query:
      "I'm the Carters' financial planner. On what day does the monthly 529 contribution for Mia go out, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: 'What gets paid on the 28th of each month, and what on the 22nd?',
    mustContain: [['Central Texas Regional Mobility', 'toll'], 'Texas Gas'],
  },
  {
    area: 'due dates',
    query: 'netflix n spotify what days do they charge',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: "Alex here. When is Mia's next piano recital?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-57 questions, each with its id (`h57-`, area and index). */
export const HELD_OUT_57: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h57-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
