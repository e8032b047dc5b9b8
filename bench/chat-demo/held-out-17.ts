// A seventeenth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-17`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 13:16:09 and 13:20:23 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor the folder listing of bench/chat-demo/; who
// ran no git log, git diff, git status or git show; who never read the earlier question sets
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made;
// no other held-out-*.ts file); and who never ran the chat, any benchmark, the app or the tests.
// Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/categories.ts, src/shared/finance/asset-schemas.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section. Every amount
// was worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script under
// /tmp (deleted after) and printed as "$1,234.56". Where an amount may reasonably be stated two
// ways (per charge or per month, with or without cents), both are accepted; dates of monthly
// payments use dueOn, other dates several spellings, phones several spellings. Questions in the
// owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'electric + gas together, what does that run us a month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much are we paying Geico in a year for both cars combined?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      'We have two HOAs now (the house and the condo building). What do the dues add up to per month?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query: 'netflix and spotify combined monthly?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What is the monthly total for everything filed under the Other category?',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'Is the gym membership costing us more than the Verizon phone plan?',
    mustContain: [dollars('219'), '$148.20'],
  },
  {
    area: 'spending',
    query: "all in, what do Mia's piano, soccer and the 529 contribution cost per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'As the executor I need a sense of the household running costs. What does the Home category come to each month, mortgages, utilities, HOA, insurance and property tax included?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'what do the two life insurance premiums work out to monthly, together?',
    mustContain: ['$121.50'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at HEB last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's the balance in the Ally account?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of our chase checking?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have in the bank, checking plus both savings accounts? Leave the HSA out.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on the amex right now',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the emergency fund in?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'Where is our health savings acount held and how much is in it?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What is our household net worth at the moment?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: "What's left on the Honda car loan, and what interest rate are we paying on it?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'Remaining balance on the Rainey Street condo mortgage?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) does the Ally savings account earn?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is my 401k worth?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many shares of Microsoft do we own?',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'Whose Roth IRA is at Vanguard, and what is it worth today?',
    mustContain: ['Alex', dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'Total value of all our investment accounts combined?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'Who is set to inherit the Schwab brokerage account (the TOD beneficiaries)?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'what is our apple stock worth',
    mustContain: [dollars('13,950')],
  },
  {
    area: 'investments',
    query: "How much is saved up in Mia's college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Compared with what we paid, how much is the joint Schwab brokerage up (unrealized gain, in dollars)?',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      'Which is the larger position: the bond index fund in the Fidelity 401(k), or SCHD in the brokerage?',
    mustContain: [['FXNAX', 'Bond Index', 'bond fund'], dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio on the Fidelity 500 index fund we hold?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "What's the policy number on Alex's life insurance?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'who is the contingent beneficiary on my northwestern mutual policy',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'How much life insurance coverage do we have in total between the two of us?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million']],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on the homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Who is our health insurance through, and what is the policy #?',
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Need the policy number for the Tesla auto insurance, please.',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "When was Jordan's term life policy issued, and how long is the term?",
    mustContain: ['2019', ['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: 'whats the personal liabilty limit on the state farm home policy?',
    mustContain: [dollars('500,000')],
  },
  {
    area: 'policies',
    query:
      'Who gets the payout first if Alex dies — who is the primary beneficiary on the Haven Life policy?',
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What is the deductible on the GEICO policy for the CR-V?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did I sign my will?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Who is named executor in Jordan's will, and who is the backup if they can't serve?",
    mustContain: ['Alex', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'where is the original trust document physically kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee of the family trust after Jordan and Alex?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's living will (the directive to physicians) signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      'Under my durable financial power of attorney, who is my agent, and who is second in line?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "If Jordan couldn't do it, who would make medical decisions for Alex under Alex's healthcare POA?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'when were the wills last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Who did we name as guardian for the kids in our wills? And the alternate?',
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query: "Has Jordan's will been filed for probate yet, and what's the court case number?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's our attorney's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'email address for Dana?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Who does our taxes and what firm is he with?',
    mustContain: ['Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "What is Sam Carter's email?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'priya shah phone number pls',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "My uncle Sam keeps coming up in Mom and Dad's paperwork. What roles does he have in their plans?",
    mustContain: ['executor', 'trustee', 'guardian'],
  },
  {
    area: 'people',
    query: 'Does our CPA have access to our Nido records, and at what level?',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'Who is the trusted contact on the account?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What time of year does Marcus usually prepare our return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "I can't open the fireproof safe. Who has the combination?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What number is listed for Alex in the "who to call first" notes?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Dell HR benefits line — what is the number?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'whats inside the safe according to the guidebook',
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe in the house?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query:
      'In the letter to Mia and Leo, what does it say about their grandmother? When should they call her?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in my guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is set as the recovery number on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Did Jordan leave any wishes about the funeral, burial or cremation?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the next mortgage payment on the Bluebonnet house due?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'what day does spectrum come out',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Next Verizon autopay date?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 get pulled from checking?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are charged on the 9th of the month?',
    mustContain: ['Northwestern', 'Haven'],
  },
  {
    area: 'due dates',
    query: 'When is the Austin Energy bill due next?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'honda payment - when is the next one?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      'For the rental condo, on what date does the next mortgage payment to Chase draft from our account?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When will the Life Time gym membership be charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the tenant's lease at the Rainey Street condo end?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-17 questions, each with its id (`h17-`, area and index). */
export const HELD_OUT_17: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h17-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
