// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-34`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product:
// questions phrased the way the household's own adults (Jordan, Alex) and the people they trust
// (an adult relative, the executor, an advisor) type into a chat in an ordinary month: short and
// long, casual and formal, some typos, records named partially or informally (by institution,
// nickname, category, what they are for, or whose they are), asking for amounts, totals,
// comparisons, counts, yes/no and who/when/where/which answers, spread over many different records
// of each area (a record is asked about twice only where an area has fewer records than
// questions).
//
// When and how it was written. On 2026-12-01 between 04:36:45 and 04:42:03 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git history; who did not list bench/chat-demo/ and read no other
// question set beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol;
// spellings.ts; held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its
// ids are made); and who never ran the chat, a benchmark, the app or the tests. Sources: the demo
// seed and catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp
// (monthly equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents;
// a holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances), printed as "$1,234.56" and checked again against the seed.
// Where an amount may reasonably be stated two ways (per charge or per month, with or without
// cents), both are accepted; dates of monthly payments use dueOn (only monthly ones are asked, as
// the month of a quarterly or yearly payment hangs on when the demo was seeded), other dates
// several spellings. Questions in the owner's voice ("my 401k") are Jordan's; others name whose.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the austin energy bill running us each month?',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: 'How much are the Travis Heights HOA dues?',
    mustContain: [dollars('450', '$150.00', '$150')],
  },
  {
    area: 'spending',
    query:
      'Alex here. Roughly what do we spend on Mia every month, counting piano, soccer and her 529?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'netflix + spotify together, how much a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What do all of our Home category bills add up to per month?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'How many recurring bills and obligations do we have in Nido right now?',
    mustContain: [['28', 'twenty-eight']],
  },
  {
    area: 'spending',
    query: 'Which costs us more over a year, the Life Time gym membership or the Verizon plan?',
    mustContain: ['Life Time', dollars('2,628', '$219.00', '$219')],
  },
  {
    area: 'spending',
    query: "what do we pay for Leo's preschool",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'How much is the registration on the Tesla?',
    mustContain: [['$84.75', '$7.06']],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "How much is in Alex's Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'whats the current balance on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much do we have at Chase in total, the checking and the savings together?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm helping my brother's family get organized. Can you tell me their overall net worth?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the condo mortgage?',
    mustContain: [['6.25%', '6.25 %', '6.25 percent']],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Rainey Street condo, and what is it estimated to be worth now?',
    mustContain: [dollars('365,000'), dollars('410,000')],
  },
  {
    area: 'accounts',
    query: 'how much is in the HSA',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'As executor I need the total debt: what is owed altogether on the two mortgages and the Honda loan?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query: "what's the VIN on the CR-V? insurance is asking",
    mustContain: ['7FARW2H59ME012345'],
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
    query: "who's the benificiary on my 401k? primary and the backups",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Which is worth more right now, Alex's Roth IRA or our joint Schwab brokerage?",
    mustContain: ['Roth', ['$54,362.00', '$54,362'], ['$54,353.00', '$54,353']],
  },
  {
    area: 'investments',
    query: 'How many shares of Apple do we own?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query:
      "If something happened to Jordan, who becomes the owner of Mia's 529, and how much is in it?",
    mustContain: ['Alex', dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What are all our investment accounts worth in total?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how much are we up on the microsoft shares vs what we paid',
    mustContain: [dollars('4,263')],
  },
  {
    area: 'investments',
    query: 'What is the Fidelity 500 index fund in the 401(k) worth?',
    mustContain: ['$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Is the bond fund in the Dell 401k up or down from what we paid, and by how much?',
    mustContain: [
      ['down', 'loss', 'lost', 'less than'],
      ['$1,397.00', '$1,397'],
    ],
  },
  {
    area: 'investments',
    query: 'Overall, how much are our investments up compared to what we put in?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio on the VXUS fund?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurence does Alex have?',
    mustContain: [dollars('750,000', '$750k')],
  },
  {
    area: 'policies',
    query: "Who is the contingent beneficiary on Jordan's Northwestern Mutual policy?",
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: 'whats our blue cross policy number',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query: 'Policy number for the Tesla with GEICO?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'What do we pay for the umbrella policy?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Jordan and Alex have between them, in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75m')],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'how much is the geico premium on the honda crv',
    mustContain: [dollars('689', '$114.83')],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the CR-V?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "I'm the executor. Where is the original of Jordan's will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Who does Alex's will name as guardian for the kids, and who is the alternate?",
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'who takes over as trustee of the family trust after jordan and alex',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'What kind of financial power of attorney does Jordan have?',
    mustContain: ['durable'],
  },
  {
    area: 'estate documents',
    query: "Who is Jordan's backup health care agent if Alex can't act?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "What does Jordan's living will say about end of life care?",
    mustContain: [['life-sustaining', 'life sustaining']],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the financial POA?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      'How many estate planning documents (wills, trust, powers of attorney, directives) do we have on record?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'When did Jordan and Alex sign their prenuptial agreement?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'What firm is our estate attorney with?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: "what's the CPA's phone number",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "Could you give me Sam Carter's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'priyas phone #?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is set up as our trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'How many advisors do we have listed?',
    mustContain: [['2', 'two']],
  },
  {
    area: 'people',
    query: 'What level of access does Marcus Lee have to our records?',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'Besides Jordan, who else can sign in and see our household in Nido?',
    mustContain: ['Alex', 'Marcus'],
  },
  {
    area: 'people',
    query: 'How is Sam related to the family?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: "What are Mia's and Leo's birthdays?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What is the number for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe, and who has the combination?',
    mustContain: ['closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query: 'whats inside the safe?',
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: ['year', ['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'Can Alex read the letter to the kids now, or only later?',
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in our family guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'Who is the first person on the who-to-call list, and at what number?',
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Where do we keep the spare key to the Bluebonnet house?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When does the condo mortgage payment come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when is the gas bill due',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'What date does Verizon get paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When's the next car payment to Honda?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "When does the monthly contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "Which bills aren't on autopay, so we have to remember to pay them ourselves?",
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
    query: 'when does spotify charge us',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'What day does the gym membership come out?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-34 questions, each with its id (`h34-`, area and index). */
export const HELD_OUT_34: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h34-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
