// A sixty-second held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-62`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture: everyone who uses the family's one Nido sign-in, each question
// in one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or
// Jordan's mom or dad helping while Jordan is ill, naming people by relation and name; the
// executor or successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA
// (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work
// across records. About 20 of the 80 filter, rank, leave out, compare, group or add up several
// records (some ask two things at once); the rest are direct lookups spread over many records and
// fields (obligations, vendor account numbers, accounts, loans, homes, vehicles, holdings,
// beneficiaries, policies, estate documents and their people, advisors, trusted contacts,
// guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 22:45:38 and 22:50:24 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no question set beyond what was
// allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its
// last 15 lines: header and export shape; spellings.ts); who ran no git command and never ran the
// chat, the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts, in full), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts and the first 80 of src/shared/finance/categories.ts, and
// the product spec's "AI assistant" section. No slips. Questions whose answer would depend on when
// the demo was seeded (next date of a yearly or bi-annual autopay, the home policy's renewal, the
// CPA's sign-in address, the death event), or that the catalog leaves ambiguous (whether the HSA
// counts as an investment, hence net worth and the investment total), were left out.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance), printed as "$1,234.56".
// Whole-dollar amounts accept both "$1,200" and "$1,200.00"; dates of monthly payments use dueOn,
// other dates several spellings, phones several spellings; account numbers accept the full number
// or its last four digits. A question in the first person without a name is Jordan's (the owner,
// Jordan Carter); a signed question names the people it is about.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const SURVIVORSHIP = ['JTWROS', 'right of survivorship'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'austin energy acct # and how much r we paying them',
    mustContain: [['4401928830', '8830'], '$187.40'],
  },
  {
    area: 'spending',
    query: 'Alex here. What are we paying Lonestar Soccer Club for Mia, and how often?',
    mustContain: [
      dollars('325'),
      [
        '6 months',
        'six months',
        'twice a year',
        'bi-annual',
        'biannual',
        'semi-annual',
        'semiannual',
        'twice yearly',
      ],
    ],
  },
  {
    area: 'spending',
    query:
      "Sam here, helping my brother Jordan while he's sick. What do Jordan and Alex spend on their daughter Mia each month, piano, soccer and her 529 together?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate. Which of the family's bills are charged to the Amex card, and what do they come to a month?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA for Jordan and Alex Carter. For their rental condo on Rainey Street, what are the monthly mortgage payment and the monthly HOA dues?',
    mustContain: [dollars('2,110'), dollars('525')],
  },
  {
    area: 'spending',
    query: 'Rank our three biggest bills by what they cost per month.',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'how much is the umbrela policy',
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query: "It's Alex. What does the Travis Heights HOA charge us, and how often?",
    mustContain: [dollars('450'), ['quarter', 'every 3 months', 'every three months']],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom. How much do Jordan and Alex pay Verizon, and how many phone lines is that for?",
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      'Sam Carter, successor trustee for my late brother Jordan. How much did the family spend on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      'Dana Hughes, counsel to Jordan and Alex Carter. How is their Chase Total Checking account titled?',
    mustContain: [SURVIVORSHIP],
  },
  {
    area: 'accounts',
    query: "What's the total in our two Chase accounts, checking and savings together?",
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'whats the vin on the tesla',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: "Alex typing: what's the balance on my Amex Blue Cash card right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm Jordan's dad. What's Jordan and Alex's house on Bluebonnet Lane worth now, and what did they pay for it?",
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query:
      "As Jordan's executor (this is Alex): how much is left on the loan for the Honda CR-V, and who is the lender?",
    mustContain: [dollars('14,220'), 'Honda Financial'],
  },
  {
    area: 'accounts',
    query:
      "Financial planner for the Carters here. What interest rates are on Jordan and Alex's two mortgages?",
    mustContain: ['3.375', '6.25'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on all our loans combined, both mortgages and the car?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query: 'hsa bal?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: "Alex here. What's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Sam here for my brother Jordan. What's Jordan's Dell 401(k) at Fidelity worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Executor for Jordan Carter's estate (Alex). Who are the beneficiaries on Jordan's 401(k), and in what shares?",
    mustContain: ['Alex', 'Mia', 'Leo', ['50%', '50 %', 'half', '50/50']],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. What's the unrealized gain on Jordan and Alex Carter's joint brokerage at Schwab, its value less its cost basis?",
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      'Which of our holdings is worth the most, and which one is now below what we paid for it?',
    mustContain: [
      ['FXAIX', 'Fidelity 500 Index'],
      ['FXNAX', 'U.S. Bond Index', 'US Bond Index'],
    ],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we hav',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: "Alex here: what's my Roth IRA at Vanguard worth, and what's its account number?",
    mustContain: [dollars('54,362'), ['59102833', '2833']],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom asking. How much is in my granddaughter Mia's 529 college fund, and who becomes its owner if Jordan can't manage it?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query:
      "Sam Carter, successor trustee, after my brother Jordan's passing: who gets the Schwab joint brokerage under its transfer-on-death registration, and how is it titled?",
    mustContain: ['Mia', 'Leo', SURVIVORSHIP],
  },
  {
    area: 'investments',
    query:
      "Planner here for Jordan and Alex Carter: how much do they have in retirement accounts, Jordan's 401(k) and Alex's Roth IRA together, and which of the two is bigger?",
    mustContain: ['$208,369.81', ['401(k)', '401k', '401 (k)']],
  },
  {
    area: 'investments',
    query: 'What dividend did SCHD pay us last quarter?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'geico policy # for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query:
      "Alex here. Who's the beneficiary on Jordan's Northwestern Mutual life policy, and who's the backup?",
    mustContain: ['Alex', ['Carter Family Revocable Trust', 'Revocable Trust']],
  },
  {
    area: 'policies',
    query:
      "Sam, Jordan's brother, here. How much life insurance does Jordan's spouse Alex have, with which company, and who's the beneficiary?",
    mustContain: [dollars('750,000', '$750K'), 'Haven Life', 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "I'm Alex, executor for Jordan. What's the policy number on Jordan's Northwestern Mutual term life, so I can file the claim?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, attorney. Which of Jordan and Alex Carter's insurance policies name the Carter Family Revocable Trust as contingent beneficiary?",
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      "What's our total life insurance coverage across both of us, and what do the two life premiums cost per month together?",
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M'), '$121.50'],
  },
  {
    area: 'policies',
    query: 'health ins policy number??',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "It's Alex. What's the dwelling coverage on the State Farm home policy, and what's its premium?",
    mustContain: [dollars('610,000'), dollars('2,864')],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad here. Which insurer is Jordan and Alex's family health plan with, and through whose employer?",
    mustContain: ['Blue Cross', 'Dell'],
  },
  {
    area: 'policies',
    query:
      "Sam Carter, executor for my brother Jordan's estate: what's the deductible on the GEICO policy for the Tesla?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes here. On what date did Jordan and Alex Carter sign their wills, and when were the wills last reviewed?',
    mustContain: [MARCH_14_2023, FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents were signed on a date other than March 14, 2023?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'wheres the original of my will',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Alex typing. Who's the guardian for Mia and Leo in our wills, and who's the backup?",
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Sam here, Jordan's brother. Who is Jordan's agent on the durable financial power of attorney, and am I named on it too?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter, successor trustee now that my brother Jordan has died. Which assets are in the Carter Family Revocable Trust, and is anything still not retitled into it?',
    mustContain: [['Bluebonnet', '4512'], 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      'Marcus Lee, CPA. What kind of trust do Jordan and Alex Carter have, and who is its successor trustee?',
    mustContain: ['revocable', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Across my will, my trust and my powers of attorney, in which documents is my brother Sam named, and in what role?',
    mustContain: ['executor', 'successor trustee', 'guardian', ['power of attorney', 'POA']],
  },
  {
    area: 'estate documents',
    query: 'who is my health care agent + backup',
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Who was the notary on our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "This is Jordan's mother. What's the phone number for Jordan and Alex's lawyer, Dana Hughes?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "Alex, Jordan's executor. Which firm is our CPA Marcus Lee with, and what's his phone number?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz'], phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      "Dana Hughes here, for the Carters' file: who have Jordan and Alex set up as their trusted contact in Nido, and at what priority?",
    mustContain: ['Alex', 'primary'],
  },
  {
    area: 'people',
    query: 'Which of our advisors can see our records in Nido, and what access do they have?',
    mustContain: ['Marcus Lee', 'read'],
  },
  {
    area: 'people',
    query: 'sams email',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Alex here. What's Priya's phone number, and how is she related to us?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'sister'],
  },
  {
    area: 'people',
    query: "Sam here. What's the email for Dana Hughes, my brother Jordan's attorney?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "Sam Carter, successor trustee for my late brother Jordan. What's Priya Shah's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      'Financial planner for Jordan and Alex Carter. Who prepares their tax return, and in which month?',
    mustContain: ['Marcus Lee', 'March'],
  },
  {
    area: 'people',
    query: "What's Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'is my gmail note shared w marcus',
    mustContain: [
      [
        'never',
        'not shared',
        "isn't shared",
        'is not shared',
        'no access',
        'not visible',
        "can't see",
        'cannot see',
      ],
    ],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What does Jordan want done with the Gmail account?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. Where is Jordan and Alex's fireproof safe, and who has the combination?",
    mustContain: ['Bluebonnet', 'Dana'],
  },
  {
    area: 'guidebook',
    query: "Alex, executor for Jordan: what's the Dell HR benefits number in the guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee, CPA. Which of Jordan Carter's guidebook entries are shared with me right now, and which only after an event?",
    mustContain: ['Who to call first', ['fireproof safe', 'safe']],
  },
  {
    area: 'guidebook',
    query: 'Which of our guidebook entries are never shared with Marcus Lee?',
    mustContain: ['Gmail', ['Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: 'whats in the safe',
    mustContain: ['passport', ['car title', 'titles']],
  },
  {
    area: 'guidebook',
    query:
      "Alex here. In Jordan's guidebook list of who to call first, what number is given for me?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      "Sam here. In my brother Jordan's letter to Mia and Leo, who does he ask them to call on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "Executor here (Alex) for Jordan: what's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA for the Carters. What day of the month does the Wells Fargo mortgage autopay, and from which account?',
    mustContain: [dueOn(1), ['Total Checking', '8842']],
  },
  {
    area: 'due dates',
    query: 'Which of our bills come out on the 1st of the month, and what do they add up to?',
    mustContain: [dollars('5,408'), 'Rainey Tower'],
  },
  {
    area: 'due dates',
    query: 'when does netflix hit',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "Alex here. When's the Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query:
      "This is Jordan's mom. What day does my granddaughter Mia's 529 contribution go out, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query:
      "Alex, as Jordan's executor: what day does the Chase Home Lending mortgage on the condo draft, and what's its loan number?",
    mustContain: [dueOn(5), ['1120044983', '4983']],
  },
  {
    area: 'due dates',
    query:
      'Planner here for Jordan and Alex Carter. Which of their bills have no payment day set up at all?',
    mustContain: ['Umbrella', 'Austin Piano', 'Costco'],
  },
  {
    area: 'due dates',
    query: 'Which payments come out between the 18th and the 28th of the month, in date order?',
    mustContain: ['Austin Energy', 'Verizon', 'Texas Gas', ['toll', 'Mobility Authority']],
  },
  {
    area: 'due dates',
    query: 'spectrum acct # n when does it pay',
    mustContain: [['8245120039', '0039'], dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Alex here. What day is the Amex card payment due each month?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-62 questions, each with its id (`h62-`, area and index). */
export const HELD_OUT_62: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h62-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
