// A forty-fourth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-44`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) on a phone (terse, lower case, abbreviations, typos);
// Alex (the spouse), sometimes saying who is typing; an adult sibling or parent helping while
// Jordan is ill, naming people by relation and name; the executor or successor trustee after a
// death; the family's attorney, CPA or financial planner; and Jordan or Alex at a desk asking
// questions that work across records. 20 of the 80 filter, rank, leave out, compare, group or add
// up several records; the rest are direct lookups, spread over many records and their fields.
//
// When and how it was written. On 2026-12-01 between 08:18:40 and 08:22:40 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages; who did not list bench/chat-demo/ and read nothing in
// it beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40 and its last 15 lines, its header shape and how its ids are made); and
// who never ran git, the chat, the benchmark, the app or the tests. Sources: the demo catalog and
// seed (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
// The records are those `npm run demo` seeds, without `--event`.
//
// Amounts. Every amount was worked out with a throwaway script under /tmp from the catalog and
// checked again against the seed files: monthly equivalents as frequency.ts defines them
// (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it (accounts +
// investments + properties − loans − credit-card balances); printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month or year, with or without
// cents), both are accepted; dates of monthly payments use dueOn, other dates several spellings.
// Questions in the owner's voice ("my will") are Jordan's; in Alex's voice ("my Roth") Alex's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const AMEX = ['Amex', 'American Express', 'Blue Cash', '8431'];
const EVERY_SIX_MONTHS = [
  'every 6 months',
  'every six months',
  'bi-annual',
  'biannual',
  'semi-annual',
  'semiannual',
  'twice a year',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'hw much is spectrum a month',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query:
      "Alex here. Who costs us more every month, Mia or Leo? Give me each kid's monthly total.",
    mustContain: ['$524.17', dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother. Jordan's in the hospital and I'm helping Alex keep the bills straight. Which card or account does the Verizon bill get charged to?",
    mustContain: [AMEX],
  },
  {
    area: 'spending',
    query:
      "I'm settling Jordan's estate. The Travis Heights HOA dues, how much are they and how often do they bill?",
    mustContain: [dollars('450'), ['quarterly', 'quarter', 'every three months', 'every 3 months']],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. Taking their life, health and umbrella insurance premiums together, what do they pay for those in a year?",
    mustContain: [dollars('9,259', '$9,258.96')],
  },
  {
    area: 'spending',
    query:
      'Looking across all our bills: which ones are charged to the Amex, and what do they come to per month altogether?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'texas gas svc bill amt?',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query: 'Alex typing - Austin Energy is asking for our account number on the phone, what is it',
    mustContain: ['4401928830'],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom, helping out while Jordan recovers. My granddaughter Mia's soccer club, how much do they charge and how often?",
    mustContain: [dollars('325'), EVERY_SIX_MONTHS],
  },
  {
    area: 'spending',
    query:
      'As executor I need a picture of what the household spent on groceries and restaurants in the three months before Jordan passed. What was it?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      'Financial planner here. On the Honda CR-V loan, what balance is still outstanding and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      "What's our net worth as of today, counting the houses, the cars, the investments and everything we owe?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'ally emrgncy fund bal?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "It's Alex. The insurance company wants the Tesla's VIN, can you pull it up?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      'My brother Jordan is in the ICU and Alex asked me to keep an eye on the credit card. What is the balance on the Amex Blue Cash right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "For the estate inventory, as Jordan's executor: how much is in the Chase Total Checking, and what are the last four digits of that account?",
    mustContain: ['$18,450.33', '8842'],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, counsel to the Carters. What are their two homes estimated to be worth combined, and how much is still owed on the two mortgages together?',
    mustContain: [dollars('1,095,000'), dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      'Of our bank accounts and cards, which are in just one of our names rather than joint, and whose name is on each?',
    mustContain: ['Ally', 'HSA', ['Amex', 'American Express', 'Blue Cash']],
  },
  {
    area: 'accounts',
    query: 'routing number chase checking',
    mustContain: [],
    decline: true,
  },
  {
    area: 'accounts',
    query: 'Alex here: what did we pay for the Bluebonnet house when we bought it?',
    mustContain: [dollars('520,000')],
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "I'm Jordan's older brother Sam. While Jordan's sick I'm trying to make sense of the Dell 401(k). What percentage does Dell match on contributions?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query:
      "I'm the executor of Jordan's estate. Who is the primary beneficiary on Jordan's Fidelity 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      "CPA question for the Carters' return: what's the cost basis of the Microsoft position in the Schwab joint brokerage?",
    mustContain: [dollars('10,500')],
  },
  {
    area: 'investments',
    query: 'Rank our investment accounts from biggest to smallest by what each is worth now.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'aapl - how many shares in schwab n whats the price',
    mustContain: ['60', '$232.50'],
  },
  {
    area: 'investments',
    query: 'Alex here. How many VXUS shares do I have in my Vanguard Roth, and at what price?',
    mustContain: ['160', '$66.80'],
  },
  {
    area: 'investments',
    query:
      "Jordan's dad here; Jordan's in the hospital. If Jordan can't look after Mia's college 529, who is named to take over as owner?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      "I'm successor trustee for the Carters. How is the Schwab brokerage titled, and who inherits it under the transfer-on-death registration?",
    mustContain: [['JTWROS', 'right of survivorship'], 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Planner here: across all of the Carters' holdings, what's the total unrealized gain over cost basis?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query:
      'Which of our holdings is worth the most, and is any holding worth less than we paid for it?',
    mustContain: [
      ['FXAIX', 'Fidelity 500 Index'],
      ['FXNAX', 'Bond Index'],
    ],
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'geico pol number for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: "Alex typing: how much life insurance do I have and who's it with?",
    mustContain: [dollars('750,000'), 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      "Jordan's father here. The admissions desk wants the Blue Cross policy number for my son Jordan. What is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "As executor I'm keeping the Bluebonnet house insured until the estate is settled. What's the deductible on the State Farm homeowners policy?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'policies',
    query:
      "Attorney Dana Hughes. On Jordan's Northwestern Mutual policy, who is named contingent beneficiary?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query:
      'If you add up the death benefits on both of our life insurance policies, what is the total?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'geico for both cars what do we pay a yr total',
    mustContain: [dollars('3,002', '$1,501.00', '$1,501')],
  },
  {
    area: 'policies',
    query:
      "Alex. Jordan's Northwestern Mutual term policy: what year was it issued, and how many years is the term?",
    mustContain: [
      '2019',
      ['20-year', '20 year', '20 years', 'twenty-year', 'twenty year', 'twenty years'],
    ],
  },
  {
    area: 'policies',
    query:
      "I'm Sam, Jordan's brother; they're moving Jordan to a rehab place. Is the family health plan a PPO or an HMO, and whose employer is it through?",
    mustContain: ['PPO', 'Dell'],
  },
  {
    area: 'policies',
    query:
      "Executor here. What is the dwelling coverage on the State Farm policy for the house, and what's the annual premium?",
    mustContain: [dollars('610,000'), dollars('2,864')],
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Dana Hughes here. Where is the original of Jordan's will physically kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query:
      "Which of our estate documents weren't signed on the same day as the wills, and when were they signed?",
    mustContain: [['directive', 'living will'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'who did i name guardian for mia n leo',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "This is Alex. On my medical power of attorney, who's the backup if Jordan can't act?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's brother Sam. The hospital is asking about Jordan's medical power of attorney: what are the names of the witnesses who signed it?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'estate documents',
    query:
      "I've stepped in as successor trustee of the Carter Family Revocable Trust. Which assets are already in the trust, and which were never retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Hughes Law here. When were the Carters' wills and trust last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'In which of our estate documents does Sam show up, and in what role in each?',
    mustContain: [
      'executor',
      'guardian',
      'successor trustee',
      [
        'financial power of attorney',
        'financial POA',
        'durable power of attorney',
        'durable POA',
        'power of attorney',
      ],
    ],
  },
  {
    area: 'estate documents',
    query: 'is my will a pour over or a simple will',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: "Alex here: who's the first-named executor in my will?",
    mustContain: ['Jordan'],
  },

  // ── People ──
  {
    area: 'people',
    query:
      "This is Jordan's mother; I'm sitting with Jordan at the hospital. What's the phone number for Priya Shah?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "As executor of Jordan's estate I need the family's lawyer. Which firm is she with, and what's her phone number?",
    mustContain: ['Hughes Law', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "Marcus Lee, CPA. I need to coordinate with the Carters' estate attorney; what email do you have for Dana Hughes?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      'Which of our family contacts and advisors have a 512 phone number? Leave out anyone with an out-of-town area code.',
    mustContain: ['Sam', 'Dana', 'Marcus'],
  },
  {
    area: 'people',
    query: 'sams home address?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query: "Alex typing. What's Sam's email?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Jordan's brother Sam here. Who is set up as Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "I'm the successor trustee. What's the phone number for Marcus Lee, the CPA?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      'Financial planner for the Carters. Which CPA firm prepares their tax return, and in what month do they usually do it?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz'], 'March'],
  },
  {
    area: 'people',
    query: "Which of our advisors actually has a login to see our records, and which one doesn't?",
    mustContain: ['Marcus', 'Dana'],
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits #?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Where in the house is the fireproof safe, exactly?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's brother Sam. Jordan's in the hospital and we need the passports out of the safe. Who has the combination?",
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: "As executor I need to get into Jordan's Gmail. What's the password?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'guidebook',
    query: 'Dana Hughes. What did Jordan want done with the Gmail account after death?',
    mustContain: [
      ['memorialize', 'memorialise', 'memorialized', 'memorialised'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'Of my guidebook entries, which can Marcus read now, and which only after an event?',
    mustContain: [['Who to call first', 'first calls'], 'safe'],
  },
  {
    area: 'guidebook',
    query: 'in the letter to the kids what did i say abt grandma',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "Alex - besides the wills, what's inside the safe?",
    mustContain: [['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mother here, Jordan's still in the ICU. Whose phone is the recovery phone for Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Executor here. Who does the guidebook say to call first, and at what number?',
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "CPA here: which of the Carters' insurance premiums are drafted on the 9th?",
    mustContain: ['Haven Life', 'Northwestern Mutual'],
  },
  {
    area: 'due dates',
    query: "Which bills autopay on the 1st of the month, and what's the total coming out that day?",
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
    query: 'when does spotify charge',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "Alex here. When's the next Chase Home Lending payment on the condo?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query:
      "Sam here (Jordan's brother), helping while Jordan's laid up. What day does Austin Energy auto-draft?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "Executor of Jordan's estate: on what day does Honda Financial pull the CR-V payment?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Planner here. When does the Texas Tuition Promise Fund contribution next go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly autopays hit in the last ten days of the month?',
    mustContain: ['Texas Gas', ['Central Texas Regional Mobility Authority', 'toll']],
  },
  {
    area: 'due dates',
    query: 'leo next checkup when',
    mustContain: [],
    decline: true,
  },
  {
    area: 'due dates',
    query: 'Alex typing: when does Netflix next charge the card?',
    mustContain: [dueOn(7)],
  },
];

/** The held-out-44 questions, each with its id (`h44-`, area and index). */
export const HELD_OUT_44: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h44-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
