// A thirty-eighth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-38`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture of everyone who uses the family's Nido sign-in, each question in
// one voice taken in turn: Jordan (the owner) on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; an adult sibling or parent helping
// during an illness, naming people by relation and name; the executor or successor trustee after
// a death; the family's attorney, CPA or financial planner; and Jordan or Alex at a desk asking
// questions that work across records. 20 of the 80 questions filter, rank, leave out, compare,
// group or add up several records; the rest are direct lookups.
//
// When and how it was written. On 2026-12-01 between 07:09:53 and 07:13:03 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages; who never listed bench/chat-demo/ nor read the
// earlier question sets beyond what was allowed (questions.ts lines 1-120: types, dueOn and
// protocol; spellings.ts; held-out-6.ts lines 1-40, its header and helpers, and its last 15
// lines, how its ids are made); and who never ran the chat, the benchmark, the app or the tests.
// Sources: the demo seed and catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/
// frequency.ts, household-summary.ts, asset-schemas.ts (first 60 lines), categories.ts (first 80
// lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts
// and the product spec's AI Insights section. The records are those `npm run demo` seeds, without
// `--event`.
//
// Amounts. Every amount was worked out with a throwaway script outside the repo from the catalog,
// then checked again by a second script that imported the seed's catalogs: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value
// as its holdings' value, else its entered balance; totals of debts and cash as the sums of the
// entered balances; printed as "$1,234.56". Where an amount may reasonably be stated two ways
// (with or without cents), both are accepted; dates of monthly payments use dueOn, other dates
// several spellings. Questions in the owner's voice ("my will", "my gmail") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'wats the spectrum bill', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: "Alex here — how much is Leo's preschool at Bright Horizons each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mother, I'm helping with their bills while Jordan is in the hospital. What does the Life Time Fitness membership cost?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm the executor of Jordan's estate and I'm cancelling subscriptions. What does Spotify Family charge, and which card is it billed to?",
    mustContain: ['$19.99', ['Amex', 'American Express']],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. For the rental schedule on the Rainey Street condo: what is the monthly owners' association fee there?",
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query:
      'Jordan at my desk. If I add up every bill that is charged to the Amex Blue Cash card, what does that come to per month (monthly equivalent)?',
    mustContain: ['$1,062.92'],
  },
  { area: 'spending', query: 'verizon how much/mo', mustContain: ['$148.20'] },
  {
    area: 'spending',
    query: 'Alex typing. What do the two GEICO car policies cost us together over a full year?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother, covering the house while Jordan is sick. What do the Bluebonnet house utilities come to a month, electric plus gas?",
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'As executor, I need to know how much the household spent on groceries at H-E-B last month.',
    mustContain: [],
    decline: true,
  },
  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner, reviewing liquidity. What is the balance of Alex's emergency fund at Ally?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we hold across all our checking and savings accounts at Chase and Ally together? Leave the HSA out of it.',
    mustContain: ['$85,750.33'],
  },
  { area: 'accounts', query: 'hsa bal?', mustContain: [dollars('8,700')] },
  {
    area: 'accounts',
    query: "It's Alex. What interest rate are we paying on the Honda car loan?",
    mustContain: [['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's sister Priya, helping out while Jordan's ill. Which bank is the family's main checking account with, and what are its last four digits?",
    mustContain: ['Chase', '8842'],
  },
  {
    area: 'accounts',
    query:
      'Executor here. What is still owed on the Wells Fargo mortgage for the house on Bluebonnet Lane?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family attorney. What did the Carters pay for the Rainey Street condo, and on what date did they buy it?',
    mustContain: [dollars('365,000'), dateSpellings(2021, 9, 10)],
  },
  {
    area: 'accounts',
    query:
      'Sitting down with the statements: what is our total debt if you add both mortgages, the Honda loan and the balance on the Amex card?',
    mustContain: ['$727,040.18'],
  },
  {
    area: 'accounts',
    query: 'how much equity do we hav in the condo (value minus mortgage)',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'Alex again — what is the routing number for our Chase checking?',
    mustContain: [],
    decline: true,
  },
  // ── Investments ──
  {
    area: 'investments',
    query:
      "I'm Jordan's dad, helping while Jordan is in the hospital. Who is the primary beneficiary on Jordan's Fidelity 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'Sam Carter, successor trustee. Under the transfer-on-death registration, who receives the Schwab joint brokerage account after both Jordan and Alex?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. What is the cost basis of the Microsoft shares in the joint Schwab account?',
    mustContain: [dollars('10,500')],
  },
  {
    area: 'investments',
    query:
      "Which is worth more right now, Alex's Roth IRA at Vanguard or our joint brokerage at Schwab, and by how much?",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: 'whats the expense ratio on fxaix',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query: "Alex here. If something happens to Jordan, who takes over as owner of Mia's 529?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      "Jordan's brother Sam here, Dell HR is asking me for the account number of Jordan's Fidelity 401k. What is it?",
    mustContain: [['88310422', '0422']],
  },
  {
    area: 'investments',
    query:
      'As executor I need one figure: the combined value of all four investment accounts (the 401(k), the Roth, the brokerage and the 529).',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. How many tuition units does Mia's Texas Tuition Promise Fund 529 hold, and for which enrollment year?",
    mustContain: ['120', '2036'],
  },
  {
    area: 'investments',
    query:
      'Looking across all our holdings: is any of them worth less than we paid for it? Which one, and by how much?',
    mustContain: [['FXNAX', 'Bond Index'], '$1,397.00'],
  },
  // ── Policies ──
  { area: 'policies', query: 'nw mutual policy number?', mustContain: ['NM22918810'] },
  {
    area: 'policies',
    query: 'Alex typing: how much is my Haven Life policy for?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's mom. Jordan is in the hospital and they want the family's Blue Cross health insurance policy number. What is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Executor of Jordan's estate. Who is the contingent beneficiary on Jordan's Northwestern Mutual life policy?",
    mustContain: [['Carter Family Revocable Trust', 'Family Revocable Trust']],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, attorney for the Carters. What is the dwelling coverage on the State Farm homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'If you add the face amounts of the life insurance on both of us, what is our total life coverage?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  { area: 'policies', query: 'geico policy # for the tesla', mustContain: ['4410-22-919'] },
  {
    area: 'policies',
    query:
      'Alex typing — how many insurance policies do we have on file altogether, and how many of those are life insurance?',
    mustContain: [
      ['6', 'six'],
      ['2', 'two'],
    ],
  },
  {
    area: 'policies',
    query: "This is Sam, Jordan's brother. Which car is covered by the GEICO policy ending in 918?",
    mustContain: [['CR-V', 'CRV']],
  },
  {
    area: 'policies',
    query: "I'm the executor. What is the deductible on the family's Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },
  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      "Dana Hughes, the Carters' attorney. Where is the original of Jordan's signed will kept?",
    mustContain: [['fireproof safe', 'the safe']],
  },
  {
    area: 'estate documents',
    query:
      'Going through our estate plan: which of our estate documents was NOT signed on March 14, 2023, whose is it and when was it signed?',
    mustContain: [['living will', 'directive'], 'Alex', dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'who is guardian for the kids if we both die',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who's second in line as agent on my financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Priya, Jordan's sister. Jordan is in the ICU — who makes medical decisions for Jordan under the healthcare power of attorney?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, the successor trustee of the Carter Family Revocable Trust. When was the trust last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. How is the Chase Total Checking account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query:
      'What has actually been put into our revocable trust so far, and what is still waiting to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'what kind of will is mine',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who were the witnesses on Jordan's will?",
    mustContain: [],
    decline: true,
  },
  // ── People ──
  {
    area: 'people',
    query: "This is Jordan's mother. What email do you have for my son Sam?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "I'm handling Jordan's estate. What firm is Dana Hughes with?",
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: "Financial planner for the Carters. What's the best phone number for their attorney?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      'Of the advisors we have listed, which ones actually have access to our Nido, and at what level?',
    mustContain: ['Marcus Lee', ['read', 'view']],
  },
  { area: 'people', query: 'priyas cell #', mustContain: [phoneSpellings('713', '555', '0188')] },
  {
    area: 'people',
    query: 'Alex typing. What does the note on our CPA say he does for us?',
    mustContain: ['joint return', 'March'],
  },
  {
    area: 'people',
    query: "I'm Sam, Jordan's brother. What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "I'm the executor and need to mail Priya Shah a copy of the will. What's her home address?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query: "Dana Hughes here. Which accounting firm is the Carters' CPA with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      'Leaving out the four of us in the house and our advisors, who else is in our records, and how is each of them related to us?',
    mustContain: ['Sam', 'brother', 'Priya', 'sister'],
  },
  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'guidebook - dell hr benefits #?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Where exactly is the fireproof safe in the house?',
    mustContain: [['office closet', 'closet']],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's sister Priya. Who has the combination to the family safe?",
    mustContain: [['Dana Hughes', 'Hughes']],
  },
  {
    area: 'guidebook',
    query:
      'As executor: besides the wills and the trust, what else does the guidebook say is inside the safe?',
    mustContain: [['car titles', 'vehicle titles', 'titles'], 'passport'],
  },
  {
    area: 'guidebook',
    query:
      "Dana Hughes, the family's attorney. What do Jordan's guidebook instructions say should ultimately be done with the Gmail account?",
    mustContain: [['memorialize', 'memorialized', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Which of our guidebook entries can Marcus, our CPA, see right now?',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery # on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "It's Alex. What number is listed for me on the who-to-call-first list?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      "I'm Sam, Jordan's brother. Which guidebook entries will the CPA never be able to see, not even after something happens?",
    mustContain: ['Gmail', ['For Mia and Leo', 'Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. What is the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },
  // ── Due dates ──
  {
    area: 'due dates',
    query:
      "Marcus Lee, CPA. When is the next monthly contribution to Mia's Texas Tuition Promise Fund drafted?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      'Which bills auto-pay on the 1st of the month, and how much comes out that day in total?',
    mustContain: [dollars('5,408'), 'Wells Fargo', 'Rainey', 'Blue Cross', 'Bright Horizons'],
  },
  { area: 'due dates', query: 'when does the honda pmt come out', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: "Alex here — when's the next Verizon autopay?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "This is Jordan's dad. When is the Texas Gas Service bill due next?",
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Executor here: when is the next Chase mortgage payment on the condo due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Marcus Lee, CPA. When is the Carters' next estimated tax payment due to the IRS?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'due dates',
    query:
      "Which of the kids' bills have no payment day set, so we have to remember them ourselves?",
    mustContain: ['Austin Piano Academy', 'Lonestar Soccer'],
  },
  {
    area: 'due dates',
    query: 'which monthly bills come out btwn the 10th n 15th',
    mustContain: ['Honda', 'Spotify', 'Spectrum', 'Tuition Promise'],
  },
  {
    area: 'due dates',
    query: 'Alex typing. What day of the month does the Life Time gym membership get charged?',
    mustContain: [dueOn(2)],
  },
];

/** The held-out-38 questions, each with its id (`h38-`, area and index). */
export const HELD_OUT_38: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h38-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
