// A forty-second held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-42`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice, taken in turn: Jordan (the owner) on a phone (terse, lower case, abbreviations, typos);
// Alex (the spouse), sometimes saying who is typing; an adult sibling or parent helping while
// Jordan or Alex is ill, naming people by relation and name; the executor or successor trustee
// after Jordan's death; the family's attorney, CPA or financial planner; and Jordan or Alex at a
// desk asking questions that work across records. 20 of the 80 questions filter, rank, leave out,
// compare, group or add up several records; the rest are direct lookups, spread over many records
// and over different facts of each record.
//
// When and how it was written. On 2026-12-01 between 07:56:52 and 08:02:55 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who read nothing else in bench/chat-demo/ beyond questions.ts lines 1-120
// (types, dueOn and protocol), spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines
// (header shape, helpers, how ids are made), and did not list that folder; who ran no git
// command, and never ran the chat, a benchmark, the app or the tests. Sources: the demo seed and
// catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
// The records are those `npm run demo` seeds without `--event`.
//
// Amounts. Every amount was worked out with a throwaway script outside the repository from the
// catalog, then checked again against the seed: monthly equivalents as frequency.ts defines them
// (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it (accounts +
// investments + properties − loans − credit-card balances); printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month, with or without cents), both
// are accepted; dates of monthly payments use dueOn, other dates several spellings. Questions in
// the owner's voice ("my will", "my 401k") are Jordan's.
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
    query: 'how much is spotify a month',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query: "Alex here, on Jordan's login. What does the Texas Gas Service bill usually come to?",
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      "Hi, this is Jordan's mom. I'm helping out while Jordan is in the hospital and trying to keep the bills straight. What do they owe Bright Horizons each month for my grandson Leo?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate, going through the house bills before I change anything. How much is the Travis Heights HOA assessment, and how often is it billed?",
    mustContain: [dollars('450'), ['quarter', 'every 3 months', 'every three months']],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA for the Carters. For their cash-flow plan, what do the bills they pay once a year add up to over a full year?',
    mustContain: [['$17,402.75', '$1,450.23']],
  },
  {
    area: 'spending',
    query:
      "I'm looking at what the Rainey Street condo really costs us. Counting the mortgage and the owners' association dues together, what's the monthly total for that unit?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'verizon bil how much',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: "This is Alex typing. What does Mia's soccer club charge us, and how often?",
    mustContain: [
      dollars('325', '$54.17'),
      [
        '6 months',
        'six months',
        'bi-annual',
        'biannual',
        'twice a year',
        'semi-annual',
        'semiannual',
        'twice-yearly',
      ],
    ],
  },
  {
    area: 'spending',
    query:
      "Sam Carter here, Jordan's brother. I'm covering the household bills while Jordan recovers from surgery. All together, what does everything for the kids cost per month?",
    mustContain: ['$1,944.17'],
  },
  {
    area: 'spending',
    query:
      'As executor I am reconstructing the household budget. How much did the family spend on groceries over the last three months?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "Good afternoon, I'm the Carters' financial planner. What is the current balance of Alex's emergency fund at Ally Bank?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'Across our checking and both savings accounts, leaving the HSA out, how much cash do we have sitting in the bank?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'hsa bal?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'Alex on the laptop. What are the last four digits of our joint Chase checking?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query:
      "This is Priya, Mia and Leo's aunt. Alex is down with the flu and asked me to check the Amex. How much is owed on the Blue Cash card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor of Jordan Carter's estate. What is the total of every loan the household still owes, both mortgages and the car loan together?",
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, counsel to the Carters. For the estate inventory I need the combined equity in their two homes: each estimated value less its mortgage balance, added together.',
    mustContain: [dollars('384,520')],
  },
  {
    area: 'accounts',
    query:
      "What's our household net worth today, counting the bank accounts, investments, homes and cars, minus the loans and the credit card?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'chase premier savigns balance',
    mustContain: [dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'Alex here. What interest rate (APY) is the Ally emergency fund earning right now?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Jordan's dad here, keeping an eye on things while Jordan is in hospital. What's Jordan's Dell 401(k) at Fidelity worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "I'm Sam Carter, successor trustee. Who receives the Schwab joint brokerage under its transfer-on-death registration?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. On the Carters' Schwab account, what is the cost basis of the Microsoft shares and what are they worth today?",
    mustContain: [dollars('10,500'), dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "Looking across all four of our investment accounts, which single holding is the largest by value, and what's it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'wht was my 401k worth on jan 1',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query:
      "This is Alex on Jordan's account. Who's listed as the primary beneficiary of my Vanguard Roth?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query:
      "Priya here, the kids' aunt. While Jordan and Alex deal with the hospital, could you tell me how much has been saved in Mia's college 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      "As executor of Jordan's estate I have to notify Fidelity. What's the account number on the Dell 401k?",
    mustContain: [['88310422', '0422']],
  },
  {
    area: 'investments',
    query:
      "I'm the financial planner for the Carter household. Across every holding they own, what is the total unrealized gain over cost basis?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'How much do we have in ETFs altogether, between the Roth and the brokerage?',
    mustContain: [dollars('71,252')],
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'state farm home policy number?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query:
      "Alex typing. My Haven Life policy vs Jordan's Northwestern Mutual one: which pays out more, and by how much?",
    mustContain: ['Northwestern', dollars('250,000')],
  },
  {
    area: 'policies',
    query:
      "Sam here, Jordan's brother. The hospital admissions desk wants the Blue Cross policy number. What is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Jordan passed away last week and I'm handling the estate. On the Northwestern Mutual term policy, who is the primary beneficiary and who is the contingent one?",
    mustContain: ['Alex', ['Carter Family Revocable Trust', 'Revocable Trust']],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, attorney. How much dwelling coverage does the State Farm policy on the Bluebonnet house carry?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "If you add up the death benefits on both of our life insurance policies, what's the total?",
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "It's Alex. What's the policy number on my own life insurance?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Jordan's mother here, sorting the mail while Jordan is ill. A GEICO letter mentions policy 4410-22-918. Which of the cars is that for?",
    mustContain: [['CR-V', 'CRV']],
  },
  {
    area: 'policies',
    query: "I'm settling Jordan's estate. What is the deductible on the homeowners policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes of Hughes Law. Please confirm the date on which Jordan Carter executed the pour-over will.',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      'Of all the estate documents Alex and I have between us, which one was signed first, and on what date?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: [['fireproof safe', 'the safe', 'a safe']],
  },
  {
    area: 'estate documents',
    query:
      'Alex here. Under my will, who would raise Mia and Leo if both of us were gone, and who is the backup?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "This is Sam, Jordan's brother. Jordan is in the ICU and the doctors are asking who can make medical decisions. Who is Jordan's health care agent, and who comes next if they can't?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter, successor trustee, now that Jordan has died. What has actually been put into the Carter Family Revocable Trust, and is anything still waiting to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Financial planner here. When was the Carters' revocable trust last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      'How many estate planning documents do Alex and I have in total, counting the wills, the trust, the powers of attorney and the directives?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: "who's the backup agent on my financial poa",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Alex here: who were the two witnesses when we signed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "Priya here, Mia and Leo's aunt. I need to loop Jordan's brother Sam in about the hospital. What email do you have for him?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "I'm the executor of Jordan's estate. Which law firm is Dana Hughes with?",
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query:
      "I'm the family's financial planner and need to coordinate with their accountant. What's Marcus Lee's phone number?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Which advisors have we saved in Nido, and what does each of them do for us?',
    mustContain: ['Dana Hughes', 'Marcus Lee', ['attorney', 'lawyer'], ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: 'priyas cell',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Alex here. What email address do we have on file for Priya Shah?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      "Hi, I'm Jordan's mother. What's Sam's home address? I'd like to mail him the hospital discharge papers.",
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query: "Executor here, after Jordan's passing. What's the email address for Dana Hughes?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "Dana Hughes here. In which month does Marcus Lee usually prepare the Carters' joint tax return?",
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'What roles does my brother Sam hold across our estate plan? List every one.',
    mustContain: [
      'executor',
      'guardian',
      'successor trustee',
      ['agent', 'power of attorney', 'POA'],
    ],
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr # from the guidebook',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the safe?',
    mustContain: [['Dana Hughes', 'Dana']],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's brother Sam here. Jordan asked me to fetch the passports while they're in the hospital. Where in the house is the safe?",
    mustContain: [['office closet', 'closet', 'office']],
  },
  {
    area: 'guidebook',
    query: 'Jordan passed away on Tuesday. What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query:
      'Dana Hughes. Apart from the wills and the trust, what else do the Carters keep in their fireproof safe?',
    mustContain: [['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Which of my guidebook entries mention Dana Hughes?',
    mustContain: [
      ['Who to call first', 'first calls', 'call first'],
      ['fireproof safe', 'the safe'],
    ],
  },
  {
    area: 'guidebook',
    query: 'gmail recovery phone is whose',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What phone number does the guidebook give people to reach me?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      "This is Jordan's mother. Jordan mentioned a letter for Mia and Leo in the guidebook. What does it ask them to do on Sundays?",
    mustContain: [['grandmother', 'grandma']],
  },
  {
    area: 'guidebook',
    query:
      'As executor I am arranging the service. What did Jordan want for the funeral, burial or cremation, and which funeral home?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what date is the next Chase Home Lending payment on the condo scheduled?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month, and what do they add up to?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'when does austin energy draft',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "Alex here. When's the next Honda car payment?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Sam here, Jordan's brother, keeping the bills paid while Jordan is sick. When does Verizon get paid next?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "I'm handling my late spouse Jordan's accounts as executor. When is the next Spectrum internet payment?",
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query:
      "I'm the Carters' financial planner. When does the next monthly 529 contribution go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Of our monthly autopays, which one comes out latest in the month, and on what date?',
    mustContain: [['toll', 'Central Texas Regional Mobility', 'CTRMA'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'next netflix charge?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "Alex here. When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-42 questions, each with its id (`h42-`, area and index). */
export const HELD_OUT_42: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h42-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
