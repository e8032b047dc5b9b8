// A seventy-second held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-72`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture of everyone who uses the family's one Nido sign-in, each
// question in one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam
// or Jordan's mom or dad helping while Jordan is ill, naming people by relation and name; the
// executor or successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA
// (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work
// across records. About 20 of the 80 filter, rank, compare or add up several records (some ask
// two things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 02:40:22 and 02:43:19 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/, never grepped bench/ or src/ as a whole,
// never read another question set beyond what was allowed (questions.ts lines 1-120: types, dueOn
// and protocol; held-out-6.ts lines 1-40 and its last 15 lines: header and export shape), ran no
// git command and never ran the chat, the benchmark, the app or the tests. Sources:
// bench/chat-demo/spellings.ts, the demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the first
// 60 lines of src/shared/finance/asset-schemas.ts, the first 80 of
// src/shared/finance/categories.ts, and the product spec's "AI assistant" section. Slips: to find
// that section, the spec's heading lines (`grep -n '^#'`) were printed, so its other section
// titles were seen (not their text); and the seed folder was listed (`ls`, filtered to demo-*) to
// name the demo-*.ts files. Nothing else outside the list was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents); a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00" (`dollars`); where an amount may
// reasonably be stated per charge or per month, both are accepted. Dates of monthly payments use
// dueOn, other dates dateSpellings, phones phoneSpellings; account numbers accept the full number
// or its last four digits. Questions in the first person without a name are Jordan's. Questions
// whose answer depends on when the demo was seeded, or that the catalog leaves ambiguous (the HSA
// as an investment, hence net worth and the investment total), are left out.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying verizon a month',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'Alex here. What does our family gym membership cost?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. Who do we pay for Leo's preschool, and how much is it each month?",
    mustContain: ['Bright Horizons', dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan's estate I need the full monthly cost of the Rainey Street condo: the mortgage and the HOA together.",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'Marcus Lee, the CPA. What do the Carters pay a year for their umbrella policy?',
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. How many of the Carters' bills are charged to the Amex card, and what do they come to per month?",
    mustContain: ['12', '$1,062.92'],
  },
  {
    area: 'spending',
    query: 'What do Netflix and Spotify cost us together each month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'how much do we pay geico a yr total for both cars',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much are Mia's soccer fees with Lonestar?",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'whats in the ally emergency fund rn',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "It's Alex. How much do I owe on my Amex right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Sam here, helping my brother Jordan. What's the account number of the Chase checking, so I can set up a transfer?",
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query:
      'As executor, I need the outstanding balance on the Wells Fargo mortgage on the Bluebonnet house.',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: "Dana Hughes, the family's attorney. What is the VIN of the Carters' Tesla?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA: when did the Carters buy the Rainey Street condo, and what did they pay?',
    mustContain: [dateSpellings(2021, 9, 10), dollars('365,000')],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. What's the combined balance of the Carters' checking and savings accounts, leaving out the HSA?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "What's the interest rate on the Honda car loan, and how much is left on it?",
    mustContain: [['4.9%', '4.9 %', '4.90%'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      "Alex at the desk. How much equity do we have in the condo: its estimated value minus what's left on the Chase mortgage?",
    mustContain: [dollars('111,900')],
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
    query: 'how many shares of msft do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'Alex typing. What is my Roth IRA at Vanguard worth?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "I'm Jordan's dad; Jordan asked me to check on the 401(k). Who is the primary beneficiary of Jordan's Dell 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      "As Jordan's executor: who inherits the Schwab joint brokerage under its TOD registration, and in what shares?",
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', 'equal']],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee here. What is the unrealized gain on the Apple shares in the joint brokerage?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "Financial planner: which single holding across all the Carters' investment accounts is worth the most, and what is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query:
      "Add up my 401(k) and Alex's Roth IRA: how much do we have in retirement accounts together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'is the bond fund in my 401k up or down vs what i paid? by how much',
    mustContain: [dollars('1,397'), ['down', 'loss', 'lost', 'below', 'less than', '-$1,397']],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom here. How many tuition units are in Mia's 529, and who takes over as owner if Jordan can't?",
    mustContain: ['120', 'Alex'],
  },
  {
    area: 'investments',
    query: 'How much did the Schwab brokerage pay us in dividends last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'whats the policy # on the tesla insurance',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      'Alex here. How much is my Haven Life policy for, and who is the contingent beneficiary?',
    mustContain: [
      dollars('750,000', '$750k'),
      ['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust'],
    ],
  },
  {
    area: 'policies',
    query:
      "Sam here, Jordan's brother. Jordan is in the hospital. What's the policy number of the family's Blue Cross health insurance?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "I'm the executor. Who is the primary beneficiary of Jordan's Northwestern Mutual life policy, and what is the death benefit?",
    mustContain: ['Alex', dollars('1,000,000', '$1 million', '$1m')],
  },
  {
    area: 'policies',
    query: 'Dana Hughes here. What is the dwelling coverage on the State Farm homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "Marcus Lee, CPA. What is the annual premium on Jordan's term life policy?",
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query:
      'Financial planner: what is the total life insurance coverage on Jordan and Alex combined?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75m')],
  },
  {
    area: 'policies',
    query:
      'Which of our insurance policies name the Carter Family Revocable Trust as a beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: "I'm Jordan's father. Which car does GEICO policy 4410-22-918 cover?",
    mustContain: [['CR-V', 'CRV']],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'wheres the original of my will',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: "It's Alex. Who is the executor of my will if Jordan can't serve?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's mother. Who would raise Mia and Leo if something happened to both Jordan and Alex?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      'As successor trustee of the Carter Family Revocable Trust: which asset meant for the trust has still not been retitled into it?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes here. When was Jordan's will last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Marcus Lee, CPA. When was the Carter Family Revocable Trust signed, and in which state?',
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query:
      "Financial planner: which of Alex's estate documents is the oldest, and when was it signed?",
    mustContain: [['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Who is the backup health care agent on my medical power of attorney?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "Alex at the desk. Who is the successor trustee of our trust, and what's their phone number?",
    mustContain: ['Sam', phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'estate documents',
    query: 'What is the name of the notary who witnessed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whats danas email',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Alex here. Which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Sam, Jordan's brother. What's the phone number of Jordan's attorney?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "I'm settling Jordan's estate. Who is Jordan's primary trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Dana Hughes here. What level of access does Marcus Lee have to the household?',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'Marcus Lee, CPA. What phone number do the Carters have for Priya Shah?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Financial planner: list the Carters' advisors and the role of each.",
    mustContain: ['Dana Hughes', 'attorney', 'Marcus Lee', ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: "What's Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "This is Jordan's dad. In which month does Marcus Lee prepare the family's tax return?",
    mustContain: ['March'],
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
    query: 'wat did i say to do w my gmail',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Alex typing. Who has the combination to the fireproof safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: "Sam here, helping Jordan. What's the Dell HR benefits number in the guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "As executor: what's inside the fireproof safe, according to Jordan's guidebook?",
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query:
      "Dana Hughes here. The letter in Jordan's guidebook for the children: what does it ask them to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. What number does the guidebook give for reaching Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      "Financial planner: which of the family's guidebook entries are never shared with the CPA?",
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries have I shared with both Alex and Marcus right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's mom. Whose phone is the recovery phone for Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "What's the Wi-Fi password at the Bluebonnet house?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does netflix come out',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex here. When is the next Spectrum internet payment?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "Sam here. When is the next payment due on Jordan's Honda car loan?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      'As executor I need to keep both mortgages current: when do the Wells Fargo and the Chase Home Lending payments come out?',
    mustContain: [dueOn(1), dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's dad here. When does the Texas Gas Service bill get paid?",
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what day is the monthly 529 contribution to the Texas Tuition Promise Fund made?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      "Financial planner: which of the Carters' monthly payments are drawn on the 1st, and how much comes out that day in total?",
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'Which of our payments comes out latest in the month, and on what day?',
    mustContain: [['toll', 'Mobility Authority'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: "This is Jordan's mom. When is the Austin Energy bill paid?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-72 questions, each with its id (`h72-`, area and index). */
export const HELD_OUT_72: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h72-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
