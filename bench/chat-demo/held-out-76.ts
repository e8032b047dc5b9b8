// A seventy-sixth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-76`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom
// or dad helping while Jordan is ill, naming people by relation and name; the executor or the
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), its CPA (Marcus
// Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work across
// records. About twenty of the eighty filter, rank, compare or add up several records (some ask
// two things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 05:39:26 and 05:42:16 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor the listing of bench/chat-demo/, nor git (but see Slips); who never
// read the other question sets beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol;
// held-out-6.ts lines 1-40 and its last 15 lines: header style and export shape); and who never
// ran the chat, the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the
// first 60 lines of src/shared/finance/asset-schemas.ts, the first 80 lines of
// src/shared/finance/categories.ts, and the product spec's "AI assistant" section.
//
// Slips: one. After writing the set, while running prettier and tsc, the helper ran
// `git status --porcelain` once (piped to `head -0`, so nothing was shown); no other git command
// was run and nothing outside the allowed list was opened.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents, in
// integers as valuation.ts does; an account's value as its holdings' value, else its entered
// balance), never read from the engine's answers, and printed as "$1,234.56"; whole dollars are
// accepted with and without cents. Where an amount may reasonably be stated per charge or per
// month, both are accepted. Dates of monthly payments use dueOn, other dates dateSpellings,
// phones phoneSpellings. Questions that depend on when the demo was seeded (other than monthly
// due days) or that the catalog leaves ambiguous (the HSA as an investment, hence net worth and
// the investment total) were left out. Questions in the first person without a name are
// Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'how much r we paying spotify', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: "It's Alex. What's the Austin Energy bill each month?",
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. How much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the family CPA. What do the Carters pay per year for Costco and Amazon Prime together?',
    mustContain: [dollars('269')],
  },
  {
    area: 'spending',
    query: 'What do our two kids cost us per month, Mia and Leo separately?',
    mustContain: ['$524.17', dollars('1,420')],
  },
  {
    area: 'spending',
    query: "Of the bills in our 'other' category, which one is the most expensive, and what is it?",
    mustContain: ['Life Time', dollars('219')],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. What does my granddaughter Mia's soccer club cost?",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. What's the household's monthly total for utilities, electric and gas combined?",
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "As Jordan's executor: what is the monthly mortgage payment on the Rainey Street condo?",
    mustContain: [dollars('2,110')],
  },
  {
    area: 'spending',
    query: 'how much did we spend at HEB on groceries last week',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'chase checking bal?', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: 'Alex here. How much is in my Ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "Sam (Jordan's brother) here. What's the balance on the Amex Blue Cash card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor of Jordan's estate. What are the last four digits of the Chase Premier Savings account?",
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have altogether in checking and our two savings accounts?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "Which of our bank accounts has the biggest balance, and which one is in Alex's name only?",
    mustContain: ['Premier Savings', ['Ally', 'Emergency fund']],
  },
  {
    area: 'accounts',
    query: "Marcus Lee, CPA. What's the balance of the Family HSA, and whose name is it in?",
    mustContain: [dollars('8,700'), 'Jordan'],
  },
  {
    area: 'accounts',
    query:
      'Financial planner here: how much is left on the Honda car loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's dad. How much do Jordan and Alex still owe on their two mortgages altogether?",
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally emergency fund earn?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'whats my 401k worth rn', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "It's Alex. What is my Vanguard Roth IRA worth?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: "Sam here, Jordan's brother. How many Microsoft shares are in the joint Schwab account?",
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      'As executor: who is named on the transfer-on-death registration of the Schwab joint brokerage?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'Which single holding across all our accounts is worth the most, and how much is it?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Is any of our holdings worth less than what we paid for it? Which one?',
    mustContain: [['FXNAX', 'Bond Index']],
  },
  {
    area: 'investments',
    query: 'Marcus Lee, CPA. What is the total unrealized gain in the joint brokerage account?',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. How much is in Mia's 529, and who is its successor owner?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's mother. How much is saved for retirement in Jordan's 401(k) and Alex's Roth IRA put together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio of the Fidelity 500 Index Fund in my 401k?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: "how much is alex's life ins for", mustContain: [dollars('750,000')] },
  {
    area: 'policies',
    query: 'Alex here — who is the contingent beneficiary on my Haven Life policy?',
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust']],
  },
  {
    area: 'policies',
    query: "I'm Sam, Jordan's brother. What's the policy number of the State Farm home insurance?",
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query:
      "Executor here. What is the policy number of Jordan's Northwestern Mutual life policy, and who is its primary beneficiary?",
    mustContain: ['NM22918810', 'Alex'],
  },
  {
    area: 'policies',
    query: 'What is the combined death benefit of our two life insurance policies?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'Which of our insurance policies costs the most in premiums over a year?',
    mustContain: ['Blue Cross', dollars('618', '$7,416.00', '$7,416')],
  },
  {
    area: 'policies',
    query: "Marcus Lee here. What's the dwelling coverage on the State Farm homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "Financial planner: what's the GEICO policy number for the Tesla, and what is its premium?",
    mustContain: ['4410-22-919', dollars('812', '$135.33')],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's dad. Who is the family's health insurance with, and what's the policy number?",
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'when did i sign my will', mustContain: [MARCH_14_2023] },
  {
    area: 'estate documents',
    query: 'This is Alex. Who is the alternate executor named in my will?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Sam, Jordan's brother. Where is the original of Jordan's will kept?",
    mustContain: [['fireproof safe', 'safe in the']],
  },
  {
    area: 'estate documents',
    query:
      "I'm the successor trustee. What's been put in the Carter Family Revocable Trust, and what still has to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes, the family's attorney. When did Alex sign the directive to physicians?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Who is Jordan's backup health care agent, and who is the backup agent on Jordan's financial power of attorney?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'As executor, when were the wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. What kind of will does Jordan have?',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's mom. Who would raise Mia and Leo if something happened to both Jordan and Alex?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who were the two witnesses when Jordan's will was signed?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: "dana's #?", mustContain: [phoneSpellings('512', '555', '0120')] },
  {
    area: 'people',
    query: 'Alex here: which firm is Marcus Lee, our CPA, with?',
    mustContain: ['Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "Sam here, Jordan's brother. What's Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "I'm Jordan's executor. What's the phone number of the successor trustee?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'Which of our advisors can see our Nido, and with what access?',
    mustContain: ['Marcus Lee', 'read'],
  },
  {
    area: 'people',
    query: 'Besides Jordan and Alex, who is named in our estate plan?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: "This is Jordan's mother. Who is Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      "I'm the family's financial planner. What firm is Dana Hughes with, and what did she do for the Carters?",
    mustContain: ['Hughes Law', 'wills'],
  },
  {
    area: 'people',
    query: "I'm Jordan's dad. What email do you have for my son Sam?",
    mustContain: ['sam.carter@example.com'],
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
    query: 'who do i have on my first calls list',
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What did Jordan want done with the Gmail account?',
    mustContain: ['memorialize', ['a year', 'one year', '12 months', 'twelve months']],
  },
  {
    area: 'guidebook',
    query: "Sam, Jordan's brother. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. Where exactly is the fireproof safe?",
    mustContain: [['office closet', 'closet']],
  },
  {
    area: 'guidebook',
    query: 'Dana Hughes here. According to the guidebook, which originals are kept in the safe?',
    mustContain: ['wills', 'trust', 'titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      'Marcus Lee, CPA. What number does the guidebook give for Dell HR benefits, and what is it for?',
    mustContain: [phoneSpellings('800', '555', '0199'), ['401(k)', '401k']],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in our guidebook, and what are their titles?',
    mustContain: ['Who to call first', 'fireproof safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's mom. Is there a letter for the grandkids? What does it say?",
    mustContain: ['Sundays'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's dad. What is Alex's phone number on the who-to-call-first list?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix charge', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: "It's Alex — what day does the Wells Fargo mortgage come out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother. When is the Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'As executor: when is the next payment to Chase Home Lending on the condo due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills are auto-paid on the 1st of the month, and what do they add up to?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query:
      'Which comes out later in the month, the Verizon bill or Texas Gas Service? On what day?',
    mustContain: ['Texas Gas', dueOn(22)],
  },
  {
    area: 'due dates',
    query: "This is Jordan's mother. When does the monthly contribution to Mia's 529 go in?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA. What day of the month is the Haven Life premium drafted?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'Financial planner here. When is the Life Time Fitness membership charged each month?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the tenant's lease on the Rainey Street condo end?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-76 questions, each with its id (`h76-`, area and index). */
export const HELD_OUT_76: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h76-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
