// A sixty-eighth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-68`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. The voice is a mixture of everyone who uses the family's one Nido sign-in, one voice per
// question taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or
// dad helping while Jordan is ill, naming people by relation and name; the executor or successor
// trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a
// financial planner; and Jordan or Alex at a desk asking questions that work across records. About
// 20 of the 80 filter, rank, leave out, compare, group or add up several records (some ask two
// things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 01:37:30 and 01:39:35 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/, read no other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and
// its last 15 lines, its header and export shape), ran no git command, and never ran the chat,
// the benchmark, the app or the tests. Sources: spellings.ts, the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts and the first 80 of src/shared/finance/categories.ts, and
// the product spec's "AI assistant" section. Slips, said plainly: to find the files, the helper
// listed src/server/db/seed/ (filtered to the demo-* names) and /work/shared/spec/, and printed
// the product spec's list of headings (every "#" line) to locate the "AI assistant" section, so it
// saw the titles of the spec's other sections; it read nothing else outside the list.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents); a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00" (dollars); dates of monthly payments use
// dueOn, other dates dateSpellings; phones phoneSpellings; account numbers accept the full number
// or its last four digits. Questions in the first person without a name are Jordan's (the owner,
// Jordan Carter); a signed question names the people it is about. Left out: anything that depends
// on when the demo was seeded (next date of a yearly or bi-annual autopay, a policy's renewal,
// sign-in addresses, the death event) or that the catalog leaves ambiguous (whether the HSA is an
// investment, hence net worth and the investment total).
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
const AUGUST_1_2021 = dateSpellings(2021, 8, 1);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'hw much is spotify a mnth', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: "Alex here. What's our Verizon bill each month, and how many lines is it for?",
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother. I'm handling the bills while Jordan is in the hospital. How much is the Travis Heights HOA, and how often is it paid?",
    mustContain: [
      dollars('450'),
      ['quarterly', 'per quarter', 'every quarter', 'every three months', 'every 3 months'],
    ],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate I need to move the bills off the Amex Blue Cash card. What do all the obligations paid on that card come to per month?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What is the annual premium on their State Farm umbrella policy?",
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What does the Rainey Street condo cost them per month, counting its mortgage and its HOA?",
    mustContain: [dollars('2,635')],
  },
  { area: 'spending', query: 'electric n gas together per month?', mustContain: ['$249.55'] },
  {
    area: 'spending',
    query: "Which of our bills have no payment method set and aren't on autopay?",
    mustContain: [
      ['Travis County Tax Office', 'Travis County', 'property tax'],
      ['Texas DMV', 'registration'],
      ['State Farm Umbrella', 'umbrella'],
    ],
  },
  {
    area: 'spending',
    query:
      "I'm Jordan's mom, helping with the bills. What are Jordan and Alex's three biggest bills by monthly cost?",
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'how much did we spend at HEB on groceries last month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'ally emergncy fund balance?', mustContain: [dollars('25,300')] },
  {
    area: 'accounts',
    query: 'Alex typing. What are the last 4 digits of our Chase checking account?',
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query: "I'm Jordan's dad. What's the balance on Alex's American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'As executor: how much is still owed on the Wells Fargo mortgage for the Bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'Marcus Lee, CPA. What rate is the Honda car loan at, and how much is left on it?',
    mustContain: [['4.9%', '4.90%', '4.9 %'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'Financial planner here. How much cash do the Carters hold in checking and savings, meaning the two Chase accounts and the Ally emergency fund?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'Alex at the desk: what do we owe in total across all our loans?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      "Sam here, Jordan's brother. What is the Bluebonnet house worth now, and what did Jordan and Alex pay for it?",
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  { area: 'accounts', query: 'tesla vin', mustContain: ['5YJ3E1EA8KF123456'] },
  {
    area: 'accounts',
    query: 'whats the routing number on our chase checking',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how many msft shares do we have n what r they worth',
    mustContain: ['35', '$14,763.00'],
  },
  {
    area: 'investments',
    query: 'Alex here. What is my Vanguard Roth IRA worth?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: "Jordan's dad here. What is Jordan's Dell 401(k) at Fidelity worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "I'm the executor. What's the account number of the Schwab joint brokerage, and how is it registered?",
    mustContain: [
      ['1100-4821', '11004821', '4821'],
      ['JTWROS', 'right of survivorship'],
    ],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA: what's the unrealized gain on the Apple shares in the Carters' Schwab account?",
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "As the Carters' planner: which single holding is the largest across all their investment accounts, and what is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Is anything we hold worth less than we paid for it? By how much?',
    mustContain: [
      ['FXNAX', 'Fidelity U.S. Bond Index', 'Fidelity US Bond Index'],
      dollars('1,397'),
    ],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom here. What is Mia's 529 worth, and who takes it over if Jordan no longer can?",
    mustContain: [dollars('15,600'), 'Alex Carter'],
  },
  {
    area: 'investments',
    query:
      "Alex at the desk: what are our two retirement accounts, Jordan's 401(k) and my Roth IRA, worth together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'What dividends did SCHD pay us last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'face amt on my life ins?', mustContain: [dollars('1,000,000')] },
  {
    area: 'policies',
    query: "This is Alex. What's the policy number of my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Sam Carter here, Jordan's brother. Who is the beneficiary of Jordan's Northwestern Mutual life policy?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'policies',
    query:
      "As Jordan's executor I need the health insurance details: what's the Blue Cross Blue Shield policy number?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the Carters' attorney. Which of their insurance policies name the Carter Family Revocable Trust as a beneficiary?",
    mustContain: [
      ['Northwestern Mutual', 'NM22918810'],
      ['Haven Life', 'HL0774412'],
    ],
  },
  {
    area: 'policies',
    query: "Marcus Lee, CPA. What's the GEICO policy number on the 2019 Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      'Financial planner here: how much life insurance do Jordan and Alex carry between them in total?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on our home policy, and what's its yearly premium?",
    mustContain: [dollars('610,000'), dollars('2,864')],
  },
  {
    area: 'policies',
    query: "Jordan's mom here. How much does Jordan's life insurance cost per year?",
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the Honda?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "where's the original of my will",
    mustContain: [['fireproof safe', 'safe']],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Who is the backup executor named in my will?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's brother Sam. When did Jordan sign the durable financial power of attorney?",
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, successor trustee now that Jordan has died. What does the Carter Family Revocable Trust hold, and what still has to be retitled into it?",
    mustContain: [['Bluebonnet', '4512 Bluebonnet'], 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes here. Which of Alex Carter's estate documents is the oldest, and when was it signed?",
    mustContain: [['directive', 'living will'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "As the Carters' planner: when were Jordan's will and the family trust last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Who are my health care agents, in order?',
    mustContain: ['Alex Carter', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's dad here. If something happened to both Jordan and Alex, who would become guardian of Mia and Leo?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Alex, executor of Jordan's estate. Who are the trustees of the Carter Family Revocable Trust, and who is the successor trustee?",
    mustContain: ['Jordan Carter', 'Alex Carter', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'What is the name of the notary who notarized our wills?',
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
    query: 'Alex here. What firm is our CPA Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Sam, Jordan's brother. Who is Jordan's trusted contact in Nido?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: "I'm the executor of Jordan's estate. What are Priya Shah's phone number and email?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      "Dana Hughes. Who are the beneficiaries on Jordan Carter's Dell 401(k), primary and contingent?",
    mustContain: ['Alex Carter', ['Mia Carter', 'Mia'], ['Leo Carter', 'Leo']],
  },
  {
    area: 'people',
    query:
      'Marcus Lee, CPA. Who are the transfer-on-death beneficiaries of the Schwab joint brokerage?',
    mustContain: [
      ['Mia Carter', 'Mia'],
      ['Leo Carter', 'Leo'],
    ],
  },
  {
    area: 'people',
    query:
      'Financial planner here. Which advisors do the Carters have on file, and what does each one do?',
    mustContain: ['Dana Hughes', ['attorney', 'lawyer'], 'Marcus Lee', ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: 'What roles does my brother Sam have across our estate documents?',
    mustContain: ['executor', 'guardian', 'successor trustee', ['agent', 'power of attorney']],
  },
  {
    area: 'people',
    query: "Jordan's dad. What's Sam's email address?",
    mustContain: ['sam.carter@example.com'],
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
    query: 'what did i say to do w my gmail',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Sam here, helping Jordan out. What's the Dell HR benefits line in the guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "As Jordan's executor: what is kept in the fireproof safe?",
    mustContain: [['wills', 'will'], 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee here. Which guidebook entries am I never allowed to see?',
    mustContain: [
      ['Jordan’s Gmail', "Jordan's Gmail", 'Gmail'],
      ['For Mia and Leo', 'letter'],
    ],
  },
  {
    area: 'guidebook',
    query: "Dana Hughes. Where exactly is the Carters' fireproof safe?",
    mustContain: ['office closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query:
      'Alex at the desk: which guidebook entries are shared with me right away, rather than only after an event?',
    mustContain: [
      'Who to call first',
      'fireproof safe',
      ['Jordan’s Gmail', "Jordan's Gmail", 'Gmail'],
    ],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom here. What does the letter to Mia and Leo ask them to do about their grandmother?",
    mustContain: ['Sundays'],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad. Who is on the 'who to call first' list?",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', ['Dell HR', 'Dell']],
  },
  {
    area: 'guidebook',
    query: "What's Jordan's Gmail password?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does verizon come out', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'Alex here. What day does the Chase Home Lending mortgage on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother: when is Leo's Bright Horizons tuition paid?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'As executor: when does the Honda Financial car payment come out each month?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. When does the monthly 529 contribution to the Texas Tuition Promise Fund go in?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which bills are taken on the 1st, and how much do they add up to?',
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
    query:
      "Financial planner here. When did the Carters' Honda car loan start, and how many months is its term?",
    mustContain: [AUGUST_1_2021, ['60 months', '60-month', '60']],
  },
  {
    area: 'due dates',
    query: "Jordan's dad. What day is the Life Time Fitness membership charged?",
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When do our driver's licenses expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-68 questions, each with its id (`h68-`, area and index). */
export const HELD_OUT_68: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h68-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
