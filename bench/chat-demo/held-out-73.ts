// A seventy-third held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-73`.
//
// Why. A fresh set nobody has tuned against, written in the voice of everyone who uses the
// family's one Nido sign-in, taking turns: Jordan (the owner) typing on a phone (terse, lower
// case, abbreviations, typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother
// Sam or Jordan's mom or dad helping while Jordan is ill, naming people by relation and name; the
// executor or successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA
// (Marcus Lee) or a financial planner; and Jordan or Alex at a desk asking questions that work
// across records. About a quarter of the questions filter, rank, compare or add up several
// records (some ask two things at once); the rest are direct lookups spread over many records and
// fields.
//
// When and how it was written. On 2026-12-02 between 04:42:40 and 04:48:28 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/, never read another question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40
// and its last 15 lines: header style and export shape), never used git, and never ran the chat,
// the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts and
// the product spec's "AI assistant" section.
//
// Slips: outside the list, only the workplace's own tool notes (/work/.library/env/README.md and
// /work/.library/search/README.md, nothing of the project) and a listing of /work/notes; nothing
// of the engine, its tests or another question set was seen.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance) and is written as
// "$1,234.56"; whole dollars are accepted with or without cents (`dollars`), and where an amount
// may reasonably be stated per charge or per month, both are accepted. Dates of monthly payments
// use dueOn, other dates dateSpellings, phone numbers phoneSpellings. Questions that depend on
// when the demo was seeded (other than monthly due days) or that the catalog leaves ambiguous
// (the HSA as an investment, hence net worth and the investment total) were left out. Questions
// in the first person without a name are Jordan's.
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

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying for spotify',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query: "Alex here. What's the monthly HOA on the Rainey Street condo?",
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. All in, what does the Honda CR-V cost them a month, the car payment plus its insurance?",
    mustContain: ['$579.83'],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'As executor of the estate I am listing the monthly obligations by category. What is the monthly total for the Home category?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'Marcus Lee, CPA, for the Carters. What do they pay for the State Farm umbrella policy?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query:
      "In our Other category, which bill costs the most per month, and what's the category's monthly total?",
    mustContain: ['Life Time Fitness', '$515.09'],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. What do the two mortgage payments come to per month combined?",
    mustContain: [dollars('4,955')],
  },
  {
    area: 'spending',
    query: 'utilities at the house per month? electric + gas togther',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'whats the bal in the ally emergency fund',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "It's Alex. What's the balance on my Amex card right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Sam Carter here, Jordan's brother. What are the last four digits of the Chase checking account?",
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "Jordan's dad asking for Jordan: how much is in the Chase Premier Savings account?",
    mustContain: [dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor. How much is in the checking and savings accounts together, at Chase and Ally?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'Marcus Lee, the CPA: whose name is the Ally Bank emergency fund in?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. What's still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), '4.9%'],
  },
  {
    area: 'accounts',
    query:
      'Which holds more, our Chase Premier Savings or the Ally emergency fund, and by how much?',
    mustContain: ['Premier Savings', dollars('16,700')],
  },
  {
    area: 'accounts',
    query: "Alex here, at the desk. What's the balance of the family HSA?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What was the balance in Chase Total Checking at the end of last year?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how many msft shares do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: "Alex typing. What's my Vanguard Roth IRA worth?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Sam, Jordan's brother. Who is the primary beneficiary on Jordan's Dell 401(k) at Fidelity?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: "Jordan's mom here. How much is in Mia's 529 college account?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'As successor trustee I need two things about the Schwab joint brokerage: what is it worth, and who does its transfer-on-death registration name?',
    mustContain: [dollars('54,353'), 'Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'Marcus Lee, CPA. What is the cost basis of the Apple shares in the Schwab account?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'investments',
    query:
      "I'm the family's financial planner. Which fund in Jordan's 401(k) is worth less than was paid for it, and by how much?",
    mustContain: [['FXNAX', 'Fidelity U.S. Bond Index Fund', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Across all our investment accounts, which single holding is worth the most?',
    mustContain: [['FXAIX', 'Fidelity 500 Index Fund'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "What's my 401(k) worth today, and how much has it gained over what I paid in?",
    mustContain: ['$154,007.81', '$51,407.81'],
  },
  {
    area: 'investments',
    query: 'How much did the Schwab brokerage pay out in dividends last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'policy # for geico on the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Alex here: how much life insurance is there on me, and with which company?',
    mustContain: [dollars('750,000', '$750K', '$750k'), 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      "Sam here (Jordan's brother). Who is the contingent beneficiary on Jordan's Northwestern Mutual life policy?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: "Jordan's dad. What's the dwelling coverage on the Bluebonnet house insurance?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "I'm settling Jordan's estate. What is the policy number of the Northwestern Mutual life policy, and its face amount?",
    mustContain: ['NM22918810', dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the Carters' attorney. Which of their life insurance policies name the family trust as contingent beneficiary?",
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      "Financial planner: what's the total life insurance face amount on Jordan and Alex combined?",
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query:
      'Alex at the desk. Which of our two cars costs more to insure, and what is the GEICO premium on each?',
    mustContain: ['Tesla', ['$812.00', '$812', '$135.33'], ['$689.00', '$689', '$114.83']],
  },
  {
    area: 'policies',
    query: "Marcus Lee here. Who is the family's health insurer, and what's the policy number?",
    mustContain: [['Blue Cross Blue Shield', 'BCBS'], 'BCX448102937'],
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
    query: 'where is the original of my will',
    mustContain: [['fireproof safe', 'safe in the']],
  },
  {
    area: 'estate documents',
    query: "Alex here — who's the guardian for the kids in my will, and who's the backup?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, Jordan's brother. Who are the agents on Jordan's financial power of attorney, and in what order?",
    mustContain: ['Alex Carter', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Jordan's mom here. When did Jordan sign the will?",
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      'As successor trustee: which assets are already funded into the Carter Family Revocable Trust, and which one still has to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes here. When was Jordan's will last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Alex at the desk. Which of my estate documents is the oldest, and when was it signed?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. How is the Schwab joint brokerage account titled?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: 'whos my health care agent if alex cant',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "What are the names of the two witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'sams email?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "This is Alex. What's the phone number for our attorney?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "Jordan's brother Sam here: what firm is Marcus Lee with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Jordan's dad. What's Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "I'm the executor. Who are the family's advisors, and what does each of them do?",
    mustContain: ['Dana Hughes', ['attorney', 'lawyer'], 'Marcus Lee', ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: "Marcus Lee, CPA. Who is Jordan's trusted contact in Nido?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: "Financial planner here. What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'List every role Sam Carter has across our estate plan.',
    mustContain: ['executor', 'guardian', 'successor trustee', ['agent', 'power of attorney']],
  },
  {
    area: 'people',
    query: "Jordan's mom. When in the year does Marcus Lee do their taxes?",
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr number from my guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What did Jordan say to do with the Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "Sam, Jordan's brother. Who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad. What is kept inside the fireproof safe?",
    mustContain: ['will', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "I'm the executor. According to Jordan's guidebook, who should I call first, and at what numbers?",
    mustContain: [
      phoneSpellings('512', '555', '0101'),
      phoneSpellings('512', '555', '0120'),
      phoneSpellings('512', '555', '0177'),
      phoneSpellings('800', '555', '0199'),
    ],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom here. Jordan left a letter for Mia and Leo — what does it ask them to do about their grandmother?",
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'Dana Hughes, attorney. Where exactly is the fireproof safe kept?',
    mustContain: ['office closet'],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'List the titles of all my guidebook entries.',
    mustContain: ['Who to call first', 'The fireproof safe', 'Gmail', 'For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
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
    query: 'Alex here: what day does the Honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Sam here, helping Jordan. When is the Chase Home Lending payment on the condo due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom. When does Leo's Bright Horizons tuition get paid?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "I'm the executor. Which bills are not on autopay and will need paying by hand?",
    mustContain: [
      'Travis Heights HOA',
      'Travis County Tax Office',
      'Texas DMV',
      'State Farm Umbrella',
      'Austin Piano Academy',
      'Lonestar Soccer Club',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what day is the monthly 529 contribution to the Texas Tuition Promise Fund made?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'What all comes due on the 1st of the month, and how much is that in total?',
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
    query: 'whens verizon due',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'Alex at the desk. Which comes out first in the month, the electric bill or the gas bill, and on what days?',
    mustContain: ['Austin Energy', dueOn(18), dueOn(22)],
  },
  {
    area: 'due dates',
    query: "When does Jordan's driver's license need renewing?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-73 questions, each with its id (`h73-`, area and index). */
export const HELD_OUT_73: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h73-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
