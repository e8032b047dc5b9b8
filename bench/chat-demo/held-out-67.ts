// A sixty-seventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-67`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product. It
// is written in the voices of everyone who uses the family's one Nido sign-in, each question in
// one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam
// or Jordan's mom or dad helping while Jordan is ill, naming people by relation and name; the
// executor or successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA
// (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work
// across records. About a quarter of the questions filter, rank, compare, group or add up several
// records (some ask two things at once); the rest are direct lookups spread over obligations,
// vendor account numbers, accounts, loans, homes, vehicles, holdings, beneficiaries, policies,
// estate documents and their people, advisors, trusted contacts, guidebook entries and their
// sharing, and payment days.
//
// When and how it was written. On 2026-12-02 between 01:37:29 and 01:41:17 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts;
// who never listed bench/chat-demo/, never read any other question set beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its last 15
// lines: header and export shape), never grepped bench/ or src/ as a whole, ran no git command and
// never ran the chat, the benchmark, the app or the tests. Sources read: bench/chat-demo/spellings.ts,
// the demo catalog and seeders (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. Slips, said plainly: (1) to find the seed files, the
// helper ran `ls src/server/db/seed/ | grep '^demo-'`, a listing of that folder filtered to the
// demo-*.ts names (no other name was shown); (2) to find the spec's "AI assistant" section, it
// printed the spec's section headings (`grep -n '^#'`), so it saw the titles of the other
// sections, though none of their text.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as src/shared/finance/frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12), summed then rounded once to cents; a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; printed as
// "$1,234.56". Whole-dollar amounts use `dollars` (with and without cents), dates of monthly
// payments `dueOn`, other dates `dateSpellings`, phones `phoneSpellings`, and account numbers
// accept the full number or its last four digits. Questions whose answer depends on when the demo
// was seeded (next date of a yearly or bi-annual payment, a policy's renewal, sign-in addresses,
// the death event) or that the catalog leaves ambiguous (whether the HSA is an investment, hence
// net worth and the investment total) were left out. A question in the first person without a
// name is Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying austin enrgy a month',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: 'Alex here. What do all the bills for Mia add up to per month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, keeping the bills going while my brother Jordan is sick. What's the Rainey Tower HOA each month?",
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate I need the yearly premium on the State Farm umbrella policy.",
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the CPA. Adding up only the bills the Carters pay once a year, what is the total for a year?',
    mustContain: ['$17,402.75'],
  },
  {
    area: 'spending',
    query:
      'Which costs us more a month: our two utility bills together, or the Verizon family plan? Give me both numbers.',
    mustContain: ['$249.55', '$148.20'],
  },
  { area: 'spending', query: 'spotify fam cost?', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: "I'm Jordan's mom. How much is my grandson Leo's preschool every month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'All together, what do the bills we charge to the Amex card come to per month (monthly equivalent)?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'Alex here — how much did we spend at H-E-B on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'ally acct bal?', mustContain: [dollars('25,300')] },
  {
    area: 'accounts',
    query: "This is Alex. What's the account number on our Chase Total Checking?",
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's dad, helping while my son Jordan is in the hospital. How much is left on the mortgage for the Bluebonnet Lane house?",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      "I'm Alex, Jordan's executor. How much is still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), '4.9%'],
  },
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What's the Rainey Street condo estimated to be worth, and what did they pay for it?",
    mustContain: [dollars('410,000'), dollars('365,000')],
  },
  {
    area: 'accounts',
    query:
      'How much do we have across our checking and savings accounts put together (leave the HSA out)?',
    mustContain: ['$85,750.33'],
  },
  { area: 'accounts', query: 'amex balnce rn', mustContain: ['$2,340.18'] },
  {
    area: 'accounts',
    query: "Sam here, Jordan's brother. What's the VIN on the Tesla?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'What do we owe in total on the two mortgages and the car loan combined?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA. I need the routing number of the Chase checking for the refund direct deposit.',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'whats my 401k worth rn', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'This is Alex. How many shares of VTI are in my Roth IRA, and what are they worth?',
    mustContain: ['145', dollars('43,674')],
  },
  {
    area: 'investments',
    query: "I'm Jordan's mom. How much is in my granddaughter Mia's 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "As Jordan's executor: who are the beneficiaries on Jordan's Dell 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. What's the unrealized gain on the Carters' joint Schwab brokerage account?",
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query: 'Rank our investment accounts from largest to smallest, with what each is worth.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'any of my funds worth less than i paid? by how much',
    mustContain: [['FXNAX', 'Fidelity U.S. Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: "Sam here, helping my brother Jordan. What's the account number of his Fidelity 401(k)?",
    mustContain: [['88310422', '0422']],
  },
  {
    area: 'investments',
    query: "What are my 401(k) and Alex's Roth IRA worth together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'How much in dividends did SCHD pay us last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: "polcy # for alex's haven life", mustContain: ['HL0774412'] },
  {
    area: 'policies',
    query:
      "Alex here. How much does Jordan's Northwestern Mutual policy pay out, and who's the contingent beneficiary?",
    mustContain: [dollars('1,000,000'), ['Carter Family Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query: "I'm Jordan's dad. What's the GEICO policy number on the family's Honda CR-V?",
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query:
      "I'm the executor for Jordan Carter. What is the dwelling coverage on the homeowners policy for the Bluebonnet house?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the family's attorney. Which life insurance policies name the Carter Family Revocable Trust as a beneficiary?",
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: 'What is the combined face amount of both our life insurance policies?',
    mustContain: [dollars('1,750,000')],
  },
  { area: 'policies', query: 'bcbs policy number pls', mustContain: ['BCX448102937'] },
  {
    area: 'policies',
    query:
      "Sam, Jordan's brother. What's the policy number on the State Farm insurance for the house?",
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: "What do the two cars' GEICO policies cost us together, per month?",
    mustContain: ['$250.17'],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the Tesla?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "where's the orignal of my will",
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: "This is Alex. Who's the guardian for the kids in my will, and who's the backup?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "I'm Jordan's mother. If Alex can't, who can make medical decisions for my son Jordan?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. When was the Carter Family Revocable Trust signed?",
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes here. When were Jordan's will and the trust last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: "Which of Alex's estate documents were signed before 2023, and on what date?",
    mustContain: [['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "who's the agent on my financial poa + backup",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: "Jordan's dad here. Which property is held in my son Jordan's family trust?",
    mustContain: ['Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'For each of our powers of attorney, financial and medical, who is the backup agent?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "As Jordan's executor: has the will been admitted to probate yet, and what's the cause number?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: "dana's phone #", mustContain: [phoneSpellings('512', '555', '0120')] },
  {
    area: 'people',
    query: 'Alex here. What firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I'm Sam, Jordan's brother. What's Priya Shah's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "I'm handling Jordan Carter's estate. Who is set up as Jordan's trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Dana Hughes here. What phone number and email do the Carters have for Sam Carter?',
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'List all our advisors and what each one does for us.',
    mustContain: ['Dana Hughes', 'attorney', 'Marcus Lee', ['CPA', 'accountant']],
  },
  { area: 'people', query: 'cpa phone?', mustContain: [phoneSpellings('512', '555', '0177')] },
  {
    area: 'people',
    query:
      "I'm the family's financial planner. Which advisor drafted the Carters' wills and trust, and in what year?",
    mustContain: ['Dana Hughes', '2023'],
  },
  {
    area: 'people',
    query: 'Apart from the two of us, who is named in our estate documents, and in what roles?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: "I'm Jordan's mom. When is my grandson Leo's birthday?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits # in my guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What does Jordan want done with the Gmail account, and when?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Sam, Jordan's brother. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's executor. According to the guidebook, what's kept in the fireproof safe?",
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee, CPA. Which of Jordan's guidebook entries am I able to see right now?",
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries does Alex only get to see after the event?',
    mustContain: ['For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery # on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Jordan's dad. In the letter to my grandkids Mia and Leo, who does Jordan ask them to call on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'List every entry in our guidebook by its title.',
    mustContain: ['Who to call first', 'fireproof safe', 'Jordan’s Gmail', 'For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "I'm Alex. What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does the honda pmt come out', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: 'Alex here. When does Haven Life take the payment for my policy?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother. When is the next payment on the condo mortgage with Chase?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "I'm settling Jordan Carter's estate. When is the next Verizon Wireless payment due?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee here. On what day is the monthly 529 contribution to the Texas Tuition Promise Fund drawn next?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month, and what do they add up to?',
    mustContain: [
      'Wells Fargo',
      'Rainey Tower',
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
      dollars('5,408'),
    ],
  },
  { area: 'due dates', query: 'internet bill due when', mustContain: [dueOn(12)] },
  {
    area: 'due dates',
    query: "Jordan's mom here. When does my grandson Leo's preschool payment go out next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Which autopays come out between the 18th and the 22nd of the month?',
    mustContain: ['Austin Energy', 'Verizon', 'Texas Gas'],
  },
  {
    area: 'due dates',
    query: "When does Leo's preschool close for winter break?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-67 questions, each with its id (`h67-`, area and index). */
export const HELD_OUT_67: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h67-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
