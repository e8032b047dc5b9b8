// A seventy-eighth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-78`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product. Its
// voice is a mixture of everyone who uses the family's one Nido sign-in, one voice per question in
// turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex (the
// spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or dad helping
// while Jordan is ill, naming people by relation and name; the executor or the successor trustee
// after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial
// planner; and Jordan or Alex at a desk asking questions that work across records. About a quarter
// of the questions filter, rank, compare or add up several records (some ask two things at once);
// the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 06:17:55 and 06:20:09 UTC (from `date -u`),
// by a helper working clean-room: it never opened, grepped or listed anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md,
// bench/README.md or bench/chat-demo.ts; it never listed bench/chat-demo/ nor read any other
// question set beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol;
// held-out-6.ts, its first 40 and last 15 lines: header style and export shape); it ran no git
// command and never ran the chat, the benchmark, the app or the tests. Sources: the demo catalog
// and seeders (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the first
// 60 lines of src/shared/finance/asset-schemas.ts, the first 80 lines of
// src/shared/finance/categories.ts, and the "AI assistant" section of the product spec.
//
// Slips: none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script in /tmp, never
// read from the engine's answers: monthly equivalents as frequency.ts defines them (quarterly /3,
// bi-annual /6, yearly /12), summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance. Amounts are printed as "$1,234.56" (whole dollars with and without cents via
// `dollars`); where an amount may reasonably be stated per charge or per month (or per year), both
// are accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings; names are as written in the catalog, with short forms accepted where an answer
// would reasonably use them. Questions in the first person without a name are Jordan's. Nothing
// depends on when the demo was seeded (beyond monthly due days), and the HSA is never counted as an
// investment (so there is no net-worth or investment-total question).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much is spotify',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query: 'Alex here. What do we pay for the gym every month?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother. Jordan is sick and asked me to check the Verizon bill: how much is it and how many lines does it cover?",
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      'Everything to do with our homes (both mortgages, HOA dues, utilities, home insurance, property tax): what does it come to per month?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. For the rental condo on Rainey Street, what are the monthly mortgage payment and the monthly HOA dues?",
    mustContain: [dollars('2,110'), dollars('525')],
  },
  {
    area: 'spending',
    query: "hi this is jordan's mom. how much do they pay for leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'amazon prime cost per yr?',
    mustContain: [dollars('139', '$11.58')],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. Adding up every recurring bill charged to the Amex card, what is that per month?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'What do we pay in a year for all our insurance put together: life, health, umbrella, the house and both cars?',
    mustContain: [dollars('15,125', '$1,260.42')],
  },
  {
    area: 'spending',
    query: 'how much did we spend at HEB on groceries last month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'bal in chase checking?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "It's Alex. How much is in my Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "I'm Alex, acting as executor of Jordan's estate. How much is still owed on the Wells Fargo mortgage for the Bluebonnet Lane house?",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      'Sam here, helping my brother Jordan. What is the balance owed on the Amex card right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in total across checking and all our savings accounts?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "What's our total debt if I add up both mortgages, the car loan and the credit card balance?",
    mustContain: ['$727,040.18'],
  },
  {
    area: 'accounts',
    query: 'Marcus Lee, CPA: what interest rate is on the Rainey Street condo mortgage?',
    mustContain: [['6.25%', '6.25 %', '6.250%', '6.25 percent']],
  },
  {
    area: 'accounts',
    query:
      "Jordan's dad here. What's the family's Honda CR-V worth, and how much is left to pay on its loan?",
    mustContain: [dollars('24,500'), dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in the Bluebonnet house after the mortgage?',
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'whats the routing number for our chase checking',
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
    query: 'Alex typing: what is my Vanguard Roth IRA worth, and what funds are in it?',
    mustContain: [
      dollars('54,362'),
      ['VTI', 'Total Stock Market'],
      ['VXUS', 'Total International'],
    ],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. How many Microsoft shares are in the Schwab joint brokerage, and what are they worth today?",
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      'Sam Carter, successor trustee. Who is named as transfer-on-death beneficiary on the Schwab joint brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "This is Jordan's mom. How much is in Mia's college 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Across all our investment accounts, which single holding is the biggest, and how much is it worth?',
    mustContain: [['FXAIX', '500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'How much has my 401(k) gained overall compared with what was paid in (its cost basis)?',
    mustContain: ['$51,407.81'],
  },
  {
    area: 'investments',
    query: 'Marcus Lee here. What is the cost basis of the Apple shares in the joint brokerage?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'investments',
    query: 'if alex and i both die who gets my 401k',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'How much did Alex contribute to the Roth IRA this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'life ins face amt on me?',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "I'm Alex. Who is the primary beneficiary of my Haven Life policy?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query:
      "Alex here, as executor. Jordan has died. What is the policy number of Jordan's Northwestern Mutual life policy, and how much does it pay out?",
    mustContain: ['NM22918810', dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "jordan's dad. what's the policy number on the tesla's car insurance",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the family's attorney. If Alex dies before Jordan, who is the contingent beneficiary of Jordan's life insurance?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Alex and I have between us?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'List all of our insurance policies and who the carrier is for each.',
    mustContain: [
      'Northwestern Mutual',
      'Haven Life',
      ['Blue Cross', 'BCBS'],
      'State Farm',
      'GEICO',
    ],
  },
  {
    area: 'policies',
    query:
      "Sam here (Jordan's brother). The hospital wants Jordan's health insurance policy number, what is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "As the Carters' planner: what is the dwelling coverage on the Bluebonnet house policy, and what is its annual premium?",
    mustContain: [dollars('610,000'), dollars('2,864', '$238.67')],
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
    query: "Alex here. If I can't serve, who is the executor of Jordan's will?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "this is sam, jordan's brother. jordan is in the hospital: who has the power to make medical decisions for jordan?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, successor trustee. What's held in the Carter Family Revocable Trust, and is anything still waiting to be retitled into it?",
    mustContain: [['Bluebonnet', '4512'], 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes, the Carters' attorney: on what date were the wills signed, and in which state?",
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their directive to physicians, and when did I sign mine?',
    mustContain: [JUNE_3_2019, MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. How is the Schwab joint brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: "Jordan's dad here. Who does the will name as guardian for Mia and Leo?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who is my agent under my financial power of attorney, and who is the backup?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Who were the witnesses when I signed my will?',
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
    query: "Alex here: what's Priya's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      "As executor I need to reach the family's estate attorney. Who is the attorney, and what is the phone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "jordan's mom here. what is the name of the accounting firm that does their taxes?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      'List everyone who has a role in our estate plan (executors, guardians, trustees, agents).',
    mustContain: ['Alex', 'Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' financial planner. What's the email address for their attorney, Dana Hughes?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Sam here. What's Priya Shah's phone number? She's the kids' guardian.",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'Marcus Lee here. Which advisors does the household have on file, and what does each do?',
    mustContain: ['Dana Hughes', 'Marcus Lee', ['attorney', 'lawyer'], ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: 'Which of our accounts name Leo as a beneficiary?',
    mustContain: [
      ['401(k)', '401k', 'Fidelity'],
      ['Roth', 'Vanguard'],
      ['Schwab', 'brokerage'],
    ],
  },
  {
    area: 'people',
    query: "What's Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'where is the safe again',
    mustContain: [['closet', 'office']],
  },
  {
    area: 'guidebook',
    query: "Alex: what does the guidebook say to do with Jordan's Gmail?",
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Sam here. Who does Jordan's guidebook say to call first?",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query:
      'Jordan has passed away. What number do I call at Dell HR about the 401(k) and the group life insurance?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad here. Who has the combination to the safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'As successor trustee, what will I find in the fireproof safe?',
    mustContain: ['wills', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "whats alex's number in the guidebook",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "This is Jordan's mom. Does the letter Jordan left for the kids mention me at all?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "what's the password to jordan's gmail",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does netflix charge',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex here. When does the Wells Fargo mortgage payment come out?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother: when is the Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query:
      'As executor I need to keep the account funded: which bills auto-pay on the 1st of the month, and how much is that altogether?',
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
    query: 'Marcus Lee, CPA. On what day of the month is the 529 contribution drafted?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "Which of our bills aren't on autopay, so somebody has to pay them by hand?",
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Soccer',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: "jordan's mom. when does the electric bill for their house come out?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'verizon due date?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'Which comes out earlier in the month, the gas bill or the internet bill, and on what day?',
    mustContain: ['Spectrum', dueOn(12)],
  },
  {
    area: 'due dates',
    query: "When is the kids' next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-78 questions, each with its id (`h78-`, area and index). */
export const HELD_OUT_78: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h78-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
