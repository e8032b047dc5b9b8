// A sixty-third held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-63`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product. It
// is written in the voices of everyone who uses the family's one Nido sign-in, one voice per
// question in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom
// or dad helping while Jordan is ill, naming people by relation and name; the executor or the
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee)
// or a financial planner; and Jordan or Alex at a desk asking questions that work across records.
// About 20 of the 80 filter, rank, leave out, compare or add up several records (some ask two
// things at once); the rest are direct lookups spread over obligations, vendor account numbers,
// accounts, loans, homes, vehicles, holdings, beneficiaries, policies, estate documents and their
// people, advisors, trusted contacts, guidebook entries and their sharing, and payment days.
//
// When and how it was written. On 2026-12-02 between 01:05:08 and 01:09:21 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts;
// who never listed bench/chat-demo/ nor read any other question set beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its last 15
// lines: header and export shape); who ran no git command and never ran the chat, the benchmark,
// the app or the tests. Sources: bench/chat-demo/spellings.ts, the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. Slips: to find that section, the heading lines of the
// product spec (`grep -n '^#'`) were listed, so its other section titles were seen (no other text
// of the spec was read). Nothing else outside the list was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00" (dollars); dates of monthly payments use
// dueOn, other dates dateSpellings, phones phoneSpellings; account numbers accept the full number
// or its last four digits. Questions that depend on when the demo was seeded (next date of a
// yearly or bi-annual payment, renewals, sign-in addresses, the death event) or that the catalog
// leaves ambiguous (whether the HSA is an investment, hence net worth and the investment total)
// are left out. A first-person question without a name is Jordan's.
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
    query: 'spectrum acct number?? need it for a call',
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query: 'Alex here. What does Life Time Fitness charge us every month?',
    mustContain: ['$219.00'],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother, helping while Jordan is sick. Adding up piano, soccer and the 529 contribution, what do Mia's activities and savings cost the family per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Writing as executor of Jordan Carter's estate: what does the Rainey Street condo cost each month, counting its mortgage and its HOA dues together?",
    mustContain: ['$2,635.00'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What is the annual premium on the State Farm umbrella policy?",
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. What do the two GEICO car insurance policies cost combined, as a monthly equivalent?",
    mustContain: ['$250.17'],
  },
  {
    area: 'spending',
    query:
      'Looking at all our bills: what do the ones charged to the Amex card add up to per month, yearly and six-monthly ones included as monthly equivalents?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'wht r our 3 biggest monthly paymnts',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query:
      "Alex at the desk: which of our obligations have no account to pay from and aren't on autopay either?",
    mustContain: ['Travis County', 'Texas DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: "Jordan's mom here. How much did the family spend on groceries at H-E-B in October?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'chase checkng balance',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query:
      "This is Jordan's mom. How much is still owed on the loan for the Honda CR-V, and what interest rate is it at?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: "Alex typing. What's the account number of the Ally emergency fund?",
    mustContain: [['2207719034', '9034']],
  },
  {
    area: 'accounts',
    query:
      "Sam Carter, successor trustee. What is the Bluebonnet house estimated to be worth, and what's left on its mortgage?",
    mustContain: [dollars('685,000'), dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA, for the depreciation schedule: what did the Carters pay for the Rainey Street condo, and on what date did they buy it?',
    mustContain: [dollars('365,000'), dateSpellings(2021, 9, 10)],
  },
  {
    area: 'accounts',
    query:
      "As the family's planner I want their liquid cash: what's the total in their checking and savings accounts, leaving out the HSA?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'How much do we owe altogether on the two mortgages and the car loan?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query: "Jordan's dad here, sorting out the cars. What's the VIN on the Tesla?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      "Writing as executor of Jordan's estate: what is the current balance on the American Express card, and whose name is it in?",
    mustContain: ['$2,340.18', 'Alex'],
  },
  {
    area: 'accounts',
    query: "what's the routing number on our chase checking",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how many msft shares do we hv',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'Alex here. What is my Roth IRA worth right now?',
    mustContain: ['$54,362.00'],
  },
  {
    area: 'investments',
    query: "Sam, Jordan's brother. Who are the beneficiaries on Jordan's Dell 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "For the estate inventory, as Jordan's executor: what is the Fidelity 401(k) worth, and what is its account number?",
    mustContain: ['$154,007.81', ['88310422', '0422']],
  },
  {
    area: 'investments',
    query: "Marcus Lee, CPA. What's the unrealized gain on the Schwab joint brokerage account?",
    mustContain: ['$11,203.00'],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. What are the 401(k) and the Roth IRA worth together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query:
      'Across all our investment accounts, which single holding is worth the most, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "Jordan's mom here. How much is in Mia's college 529 now?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'which of my holdings r down vs what i paid',
    mustContain: [['FXNAX', 'Fidelity U.S. Bond Index', 'Fidelity US Bond Index']],
  },
  {
    area: 'investments',
    query: 'Alex here. How much did Jordan put into the 401(k) in 2025?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "It's Alex. How much life insurance does Jordan have, and who is the primary beneficiary?",
    mustContain: [dollars('1,000,000'), 'Alex'],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad here. What's the policy number on the family's Blue Cross health insurance?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "As executor of Jordan Carter's estate: who is the contingent beneficiary on the Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, the family attorney. What is the dwelling coverage on the State Farm homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "Marcus Lee here. What's the policy number on Alex's Haven Life policy, and its monthly premium?",
    mustContain: ['HL0774412', '$41.50'],
  },
  {
    area: 'policies',
    query:
      "Financial planner for the Carters: what is the combined face amount of Jordan's and Alex's life insurance?",
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      'Which of our insurance policies cover the cars, and what is the premium on each one every six months?',
    mustContain: [dollars('689'), dollars('812')],
  },
  {
    area: 'policies',
    query: 'how much is my northwestern mutual premium per yr',
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query: "Sam here, helping Jordan. What's the deductible on the GEICO policy for the Honda?",
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
    query: "Alex typing. Where is the original of Jordan's will kept?",
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, Jordan's brother. Who does Jordan's will name as guardian of Mia and Leo, and who is the backup?",
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter, successor trustee. What has been put into the Carter Family Revocable Trust, and what is still waiting to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes, attorney. Who are the agents under Jordan's durable financial power of attorney, in order?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Financial planner here. When was the Carter family trust last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: "Jordan's mom. If Alex can't make medical decisions for Jordan, who can?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'Marcus Lee, CPA. Who are the trustees of the Carter Family Revocable Trust, and who is the successor trustee?',
    mustContain: ['Jordan', 'Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Of all our estate documents, which one is the oldest, and when was it signed?',
    mustContain: [['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'whats the name of the notary who witnessed my will',
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
    query: "Alex here. What's the name of our CPA's firm?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Sam, Jordan's brother. What's Priya Shah's phone number and email?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "As executor of Jordan's estate: who was Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Dana Hughes, the Carters' attorney. What email address do you have for Sam Carter?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Marcus Lee here. What level of access do I have to the Carters' records?",
    mustContain: [['read-only', 'read only', 'read access']],
  },
  {
    area: 'people',
    query:
      'As their financial planner: which advisors does the family have on file, and in what role?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "Jordan's dad here. How is Priya Shah related to the family?",
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Apart from Jordan and Alex, who is named both in the wills and in the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'people',
    query: "what's dana hughes's hourly rate",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats in the safe again',
    mustContain: ['passport', 'car title'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "Sam, Jordan's brother, making calls for Jordan. What's the Dell HR benefits number for the 401(k) and the group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "As Jordan's executor: what did Jordan want done with the Gmail account, and when?",
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months', 'twelve months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. Which of the guidebook entries are shared with me right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: "Dana Hughes, attorney. Who is the letter in Jordan's guidebook addressed to?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'For the financial planner: which guidebook entries will the CPA never be able to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom here. Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "How many entries are in my guidebook, and which section is 'The fireproof safe' in?",
    mustContain: [['4', 'four'], 'where things are'],
  },
  {
    area: 'guidebook',
    query: "Alex here. What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does netflix hit',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex typing. When is the Chase Home Lending mortgage on the condo paid each month?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      "Sam here, handling Jordan's bills this month. When is the next Austin Energy payment, and how much is it?",
    mustContain: [dueOn(18), '$187.40'],
  },
  {
    area: 'due dates',
    query: "As executor of Jordan's estate: what day does the Bright Horizons tuition come out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "Marcus Lee, CPA. When is the monthly contribution to Mia's 529 made?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      "Financial planner here. Which of the Carters' payments come out on the 1st of the month?",
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "Jordan's dad. When does the Verizon bill get paid?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly bills are paid between the 9th and the 12th of the month?',
    mustContain: ['Haven Life', 'Honda', 'Spotify', 'Spectrum'],
  },
  {
    area: 'due dates',
    query: 'txs gas bill due when',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom here. When does Jordan's driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-63 questions, each with its id (`h63-`, area and index). */
export const HELD_OUT_63: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h63-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
