// A seventy-ninth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-79`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed by everyone who shares the family's one Nido sign-in (Jordan on a
// phone, terse and with typos; Alex, sometimes saying who is typing; Jordan's brother Sam and
// Jordan's mom and dad helping while Jordan is ill; the executor and the successor trustee after
// Jordan's death; the attorney Dana Hughes, the CPA Marcus Lee and a financial planner; and Jordan
// or Alex at a desk asking across records), about a quarter of them filtering, ranking, comparing
// or adding up several records, the rest direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 08:48:30 and 08:54:28 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ and never read another question set
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts, its
// first 40 and last 15 lines: header style and export shape); who ran no git command and never
// ran the chat, the benchmark, the app or the tests.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts, and
// the "AI assistant" section of the product spec.
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script in /tmp, never
// guessed: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12), summed then rounded once to cents; a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance. Printed as
// "$1,234.56", whole dollars through `dollars` (with and without cents); where an amount may
// reasonably be stated per charge, per month or per year, each is accepted. Dates of monthly
// payments use dueOn, other dates dateSpellings, phones phoneSpellings. Nothing depends on when the
// demo was seeded beyond monthly due days; the HSA is never counted as an investment, and no
// net-worth or investment-total question is asked. Questions in the first person without a name
// are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the fact), one per area.

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
    query: 'Alex here. What do the two HOAs (the house and the condo) come to per month combined?',
    mustContain: [[...dollars('675'), ...dollars('8,100')]],
  },
  {
    area: 'spending',
    query:
      "Hi, this is Sam, Jordan's brother. I'm covering the bills while Jordan is in the hospital. How much is Leo's preschool at Bright Horizons each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA. For the Rainey Street rental, what are the monthly carrying costs on file, mortgage and HOA together?',
    mustContain: [[...dollars('2,635'), ...dollars('31,620')]],
  },
  {
    area: 'spending',
    query:
      'In monthly terms, what is the total of all the bills we charge to the Amex Blue Cash card?',
    mustContain: [['$1,062.92', '$12,755.04']],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom. What does the family pay Verizon, and how many lines is that for?",
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query: 'texas gas svc bill how much',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      "Alex at the desk: which costs us more per month, Mia's activities (piano plus soccer) or the Life Time Fitness membership? Give me both numbers.",
    mustContain: [
      ['$274.17', ...dollars('3,290')],
      [...dollars('219'), ...dollars('2,628')],
    ],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. Across every policy they pay for (life, health, home, umbrella and both cars), what do their insurance premiums come to in a year?",
    mustContain: [[...dollars('15,125'), '$1,260.42']],
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
    query: 'hsa balnce?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'Alex typing. How much is in my Ally emergency fund right now?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor of Jordan's estate. What is still owed on the Wells Fargo mortgage on Bluebonnet Lane, and at what interest rate?",
    mustContain: [dollars('412,380'), '3.375'],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee here. What are the last four digits of the Chase Premier Savings account, and whose name is it in?',
    mustContain: ['9310', ['Jordan & Alex', 'Jordan and Alex']],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have across checking and both savings accounts combined? Leave the HSA out.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's dad here. When did Jordan and Alex buy the Bluebonnet house, and what did they pay?",
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query:
      'Sam Carter, successor trustee. What is the Rainey Street condo estimated to be worth, and how much is left on its mortgage?',
    mustContain: [dollars('410,000'), dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'Which of our two cars is worth more, and by how much?',
    mustContain: [['Tesla', 'Model 3'], dollars('3,300')],
  },
  {
    area: 'accounts',
    query: 'whats on the amex rn',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on Alex's American Express card?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how many msft shares do we have n what are they worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "Alex here. The bond fund in Jordan's 401(k): what is it worth, and how far is it up or down against what we paid?",
    mustContain: [dollars('22,403'), dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      "Sam here, Jordan's brother. What is Mia's 529 worth, and who takes it over as owner if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query:
      "As executor I need two things about Jordan's Dell 401(k) at Fidelity: its current value and its primary beneficiary.",
    mustContain: ['$154,007.81', 'Alex'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. What is the cost basis of the Apple position in the joint brokerage, and the unrealized gain on it?',
    mustContain: [dollars('8,700'), dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'Which single holding, across all our investment accounts, is worth the most?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'who is on the TOD for the schwab acct and what split',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', 'equal']],
  },
  {
    area: 'investments',
    query:
      "Alex here. Which is bigger, my Roth IRA at Vanguard or our joint brokerage at Schwab? What's each worth?",
    mustContain: ['Roth', dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom asking: how many shares of the Schwab dividend ETF, SCHD, are in the brokerage, and at what price?",
    mustContain: ['600', '$28.15'],
  },
  {
    area: 'investments',
    query: 'How much did Jordan contribute to the Dell 401(k) so far this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how long is the term on my northwestern mutual policy n when was it issued',
    mustContain: [['20-year', '20 year', '20 years', 'twenty'], '2019'],
  },
  {
    area: 'policies',
    query: "Alex here, what's the policy number on my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: "I'm Jordan's brother Sam. What's the GEICO policy number for the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "I'm handling Jordan's estate. What's the policy number of Jordan's Northwestern Mutual life policy, and who is the contingent beneficiary?",
    mustContain: [
      'NM22918810',
      ['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust'],
    ],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, the family attorney. What is the policy number of the State Farm homeowners policy on Bluebonnet Lane, and its dwelling coverage?',
    mustContain: ['53BX901244', dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What is the combined face amount of the life insurance on Jordan and on Alex?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: "Jordan's dad. What health insurance does the family have, and what kind of plan is it?",
    mustContain: [['Blue Cross', 'BCBS'], 'PPO'],
  },
  {
    area: 'policies',
    query: 'Alex at the desk: how much do we pay GEICO in a year for both cars together?',
    mustContain: [[...dollars('3,002'), '$250.17']],
  },
  {
    area: 'policies',
    query:
      "Financial planner here. Who is the primary beneficiary of Alex's life policy, and how much is it for?",
    mustContain: ['Jordan', dollars('750,000')],
  },
  {
    area: 'policies',
    query: "What's the annual deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did i sign my will',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: "Alex here — when was Jordan's will last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mom here. If something happened to both Jordan and Alex, who would raise Mia and Leo?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. Which assets have been put into the Carter Family Revocable Trust, and is anything still waiting to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes. Where is the original of Jordan's will kept?",
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'In which of my estate documents is Sam named, and in what role in each?',
    mustContain: ['executor', 'guardian', 'successor trustee', ['power of attorney', 'POA']],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign the directive to physicians',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Jordan's dad asking. Who makes medical decisions for Jordan if Alex can't?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. How is the Schwab joint brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query:
      "Has Jordan's will been filed for probate in Travis County yet, and what is the cause number?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'sams number?',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Alex here, what's Priya's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Sam again. Which firm is Marcus Lee, Jordan's CPA, with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      "I'm Jordan's executor. How do I reach Dana Hughes, the attorney? I need her phone and email.",
    mustContain: [phoneSpellings('512', '555', '0120'), 'dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Dana Hughes here. Who is set up as Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Which advisors do we have on file, and what does each of them do for us?',
    mustContain: ['Dana Hughes', 'Marcus Lee', ['attorney', 'lawyer'], ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: "Jordan's mother. What's the phone number for Priya Shah?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'what does marcus do for us n when',
    mustContain: [['tax return', 'joint return'], 'March'],
  },
  {
    area: 'people',
    query: "Jordan's dad. What level of access does the CPA have to Jordan's Nido account?",
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home mailing address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'who has the safe combo',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What did Jordan want done with the Gmail account, and when?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Sam here. Where exactly is Jordan and Alex's fireproof safe?",
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query:
      "As Jordan's executor: what's the Dell HR benefits number for the 401(k) and the group life insurance?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee. Besides the wills, what is kept in the fireproof safe?',
    mustContain: ['trust', 'titles', 'passport'],
  },
  {
    area: 'guidebook',
    query: "Who's on the first-calls list in my guidebook?",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom. Did Jordan leave a letter for the kids? Does it say anything about their grandmother?",
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'Alex at the desk: which guidebook entries is our CPA never allowed to see?',
    mustContain: ['Gmail', ['Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: "Sam Carter, successor trustee. What number does Jordan's guidebook give for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Which hymns did Jordan want sung at the funeral?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when is the wells fargo pmt due',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Alex here: when does the condo mortgage come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Sam helping out while Jordan is sick. When does Verizon get paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'Executor here. When is the next Honda Financial Services car payment due, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. When is the next contribution to the Texas Tuition Promise Fund drafted, and for how much?',
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: 'Which monthly bills autopay on the 1st, and what do they add up to?',
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
    query: "Jordan's mom: when is the Texas Gas Service bill due?",
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Alex at the desk: which monthly payments come out between the 10th and the 15th?',
    mustContain: ['Honda', 'Spotify', 'Spectrum', ['Texas Tuition', '529']],
  },
  {
    area: 'due dates',
    query: "Jordan's dad. When does the Life Time Fitness membership get charged?",
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-79 questions, each with its id (`h79-`, area and index). */
export const HELD_OUT_79: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h79-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
