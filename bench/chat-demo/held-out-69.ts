// A sixty-ninth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-69`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture: everyone who uses the family's one Nido sign-in, each question
// in one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam
// or Jordan's mom or dad helping while Jordan is ill, naming people by relation and name; the
// executor or successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA
// (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work
// across records. About 20 of the 80 filter, rank, leave out, compare, group or add up several
// records (some ask two things at once); the rest are direct lookups spread over many records
// and fields.
//
// When and how it was written. On 2026-12-02 between 02:02:16 and 02:06:06 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/, read no other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and
// its last 15 lines: header and export shape), grepped neither bench/ nor src/ as a whole, ran no
// git command, and never ran the chat, the benchmark, the app or the tests. Sources read:
// bench/chat-demo/spellings.ts, the demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the
// first 60 lines of src/shared/finance/asset-schemas.ts and the first 80 of
// src/shared/finance/categories.ts, and the product spec's "AI assistant" section.
// Slips: to find the files, the helper listed src/server/db/seed/ (output filtered to the demo-*
// names) and printed the heading lines of the product spec (`grep '^#'`, so the titles of its
// other sections were seen, not their text). Nothing else outside the list was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance), printed as "$1,234.56".
// Whole-dollar amounts use `dollars` (with and without cents); dates of monthly payments use
// dueOn, other dates dateSpellings, phones phoneSpellings; account numbers accept the full number
// or its last four digits. A question in the first person without a name is Jordan's (the owner,
// Jordan Carter); a signed question names the people it is about. Left out: anything that
// depends on when the demo was seeded (next date of a yearly or bi-annual autopay, a policy's
// renewal, sign-in addresses, the death event) or that the catalog leaves ambiguous (whether the
// HSA counts as an investment, hence net worth and the investment total).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const TOTAL_CHECKING = ['Total Checking', '8842'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'hw much r we paying for electric + gas at the house every mo',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "It's Alex. What's the account number we have on file for Spectrum internet?",
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. What does the Rainey Street condo cost them each month in mortgage and HOA together?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'As executor of the estate of Jordan Carter, I need the amount of the Travis Heights HOA dues and how often they are billed.',
    mustContain: [dollars('450'), 'quarter'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What do Jordan and Alex pay in a full year for life insurance premiums, Northwestern Mutual and Haven Life combined?",
    mustContain: [dollars('1,458')],
  },
  {
    area: 'spending',
    query:
      "Add up everything in our Other category for me (streaming, phone, internet, gym, memberships). What's the monthly total?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "Jordan's dad here, going through their bills. How many lines are on the Verizon plan and what does it cost?",
    mustContain: [['3', 'three'], '$148.20'],
  },
  {
    area: 'spending',
    query:
      "As the family's financial planner: how much of the household's monthly spending goes to the home category (mortgages, HOA dues, utilities, property tax, home insurance)?",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'how much did we spend on groceries at HEB last month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'whats the bal in chase checking',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'Alex here. How much is sitting in my Ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's father, helping Sam with the paperwork. What do they still owe on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), '4.9'],
  },
  {
    area: 'accounts',
    query:
      'What is the outstanding balance on the Wells Fargo mortgage on 4512 Bluebonnet Lane? I am the executor.',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, attorney. What is the estimated value of the Rainey Street condo, and what did the Carters pay for it?',
    mustContain: [dollars('410,000'), dollars('365,000')],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in the Bluebonnet house once the mortgage is taken off?',
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query:
      'Financial planner here. Across Chase Total Checking, Chase Premier Savings and the Ally emergency fund, how much cash does the family hold in total?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "Marcus Lee, CPA, for the Carters' return: what interest rate is on the Chase Home Lending mortgage on the condo?",
    mustContain: ['6.25'],
  },
  {
    area: 'accounts',
    query: "Sam, Jordan's brother. What's the VIN on the Tesla? The insurer is asking.",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: "What's the routing number for our Chase checking account?",
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
    query: "Alex typing. What's my Roth IRA at Vanguard worth right now?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA: what is the unrealized gain on the Apple shares in the joint Schwab brokerage account?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "As executor, I need the primary and contingent beneficiaries on Jordan Carter's Dell 401(k).",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Which holding across all of the Carters' investment accounts is worth less than was paid for it, and by how much? (their financial planner)",
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      "What are our two retirement accounts worth put together, my Dell 401(k) and Alex's Roth IRA?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: "Jordan's mom here. How much is in Mia's 529 college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how many shares of msft do we hav',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      'Dana Hughes, the family attorney. How is the Schwab joint brokerage titled, and who is named on its transfer-on-death registration?',
    mustContain: [['JTWROS', 'right of survivorship'], 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'How much has Jordan contributed to the 401(k) so far this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'whats my life ins policy # w northwestern',
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: "I'm Alex. How much is my Haven Life policy for, and who is its primary beneficiary?",
    mustContain: [dollars('750,000'), 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "I'm settling Jordan Carter's estate. Who is the contingent beneficiary on Jordan's Northwestern Mutual life policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "Sam here, Jordan's brother. What's the GEICO policy number for the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      'For the financial plan: what is the total life insurance face amount across both spouses?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's dad. What is the dwelling coverage on the homeowners policy for the Bluebonnet house?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What do the GEICO auto policies on both our cars cost us in a year, all together?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes here. What is the policy number of the Carters' Blue Cross Blue Shield health plan, and whom does it cover?",
    mustContain: ['BCX448102937', ['Carter family', 'all four']],
  },
  {
    area: 'policies',
    query:
      "Marcus Lee, CPA. What's the annual premium on the Carters' State Farm homeowners policy?",
    mustContain: [dollars('2,864')],
  },
  {
    area: 'policies',
    query: 'whats the deductible on the geico policy for the honda',
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
    query: "Alex here. Who's the alternate executor named in my will?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "I'm the executor. Where is the original of Jordan Carter's will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, successor trustee. Which assets are funded into the Carter Family Revocable Trust, and which still have to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes: who is named guardian of Mia and Leo in Jordan's will, and who is the alternate guardian?",
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "This is Jordan's mom. Who can make medical decisions for Jordan if Jordan can't, and who is the backup?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      "When did Alex sign the directive to physicians? I think it's older than the rest of our documents.",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query:
      "Financial planner here. Who holds Jordan's durable financial power of attorney, and who is second in line?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: "Jordan's dad here. When were Jordan's will and the family trust last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: "Who were the two witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes phone #',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Alex typing. What firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      "I'm Sam, Jordan's brother. What's Priya Shah's phone number? I need to reach her about the kids.",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "As executor: who is Jordan Carter's primary trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Dana Hughes here. What email address and firm name does Nido have for me?',
    mustContain: ['dana@hugheslaw.example', 'Hughes Law'],
  },
  {
    area: 'people',
    query: "Jordan's mom here. What is Priya Shah's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Which of our advisors can get into our Nido household, and with what level of access?',
    mustContain: ['Marcus Lee', 'read'],
  },
  {
    area: 'people',
    query:
      'Financial planner: how is Priya Shah related to the family, and what is she named to do for the children?',
    mustContain: ['sister', 'guardian'],
  },
  {
    area: 'people',
    query:
      "Marcus Lee, CPA. Apart from Jordan and Alex themselves, which people are named in Jordan's estate documents?",
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: "What is Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whos on my first calls list in the guidebook',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Sam, Jordan's brother. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "As executor: what did Jordan want done with Jordan's Gmail account?",
    mustContain: ['memorialize', ['a year', 'one year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. Which of the guidebook entries am I able to see right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries are never shared with Marcus Lee?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom here. Does Jordan's letter to Mia and Leo say anything about me?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's dad. According to the guidebook, what's inside the fireproof safe?",
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "Financial planner: how many entries are in Jordan's guidebook?",
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does wells fargo mortgage autopay hit',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Alex: what day does the Chase Home Lending payment on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Sam here, Jordan's brother. When is the next Honda car payment due?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "I'm the executor. Which bills are auto-paid on the 1st of each month, and what do they come to together?",
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
    query: 'Which of our bills are not on autopay, so someone has to pay them by hand?',
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Lonestar',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: "Jordan's mom here. When is Leo's preschool tuition taken out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'netflix vs spotify which one hits 1st in the month n when',
    mustContain: ['Netflix', dueOn(7)],
  },
  {
    area: 'due dates',
    query:
      'Financial planner: when does the monthly 529 contribution to the Texas Tuition Promise Fund go out, and from which account?',
    mustContain: [dueOn(15), TOTAL_CHECKING],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. Which account does the Austin Energy bill draft from, and on what day of the month?',
    mustContain: [TOTAL_CHECKING, dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next soccer game?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-69 questions, each with its id (`h69-`, area and index). */
export const HELD_OUT_69: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h69-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
