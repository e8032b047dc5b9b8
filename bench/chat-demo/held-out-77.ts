// A seventy-seventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-77`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product. Its
// voice is everyone who uses the family's one Nido sign-in, each question in one voice taken in
// turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex (the
// spouse), often saying who is typing; Jordan's brother Sam or Jordan's mom or dad helping while
// Jordan is ill, naming people by relation and name; the executor or the successor trustee after
// Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial planner;
// and Jordan or Alex at a desk asking questions that work across records. About a quarter filter,
// rank, compare or add up several records (some ask two things at once); the rest are direct
// lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 06:17:54 and 06:22:38 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor the listing of bench/chat-demo/, nor any other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts its first 40
// and last 15 lines: header and export shape); who ran no git command and never ran the chat, the
// benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts, the
// first 60 lines of src/shared/finance/asset-schemas.ts, the first 80 lines of
// src/shared/finance/categories.ts, and the product spec's "AI assistant" section.
//
// Slips: none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; loans and equity from the
// entered balances and estimated values), and printed as "$1,234.56". Whole dollars are accepted
// with or without cents (`dollars`); where an amount may reasonably be stated per charge or per
// month (or per year), both are accepted. Dates of monthly payments use dueOn, other dates
// dateSpellings, phone numbers phoneSpellings. Nothing depends on when the demo was seeded beyond
// monthly due days, and the HSA-as-investment ambiguity (net worth, the investment total) is left
// out. Questions in the first person without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const AMEX = ['Amex', 'American Express', 'Blue Cash'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'spotify how much/mo', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: 'Alex here. What do we pay Austin Energy every month?',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. What does the HOA for the Bluebonnet house cost?",
    mustContain: [dollars('450', '$150.00', '$150')],
  },
  {
    area: 'spending',
    query:
      "As Jordan's executor I'm cancelling memberships. What does the Life Time Fitness membership cost, and what account or card pays it?",
    mustContain: [dollars('219'), AMEX],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, the Carters’ CPA. What do they pay per year for the State Farm umbrella policy?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query:
      'What do the condo bills come to each month, the Chase mortgage and the Rainey Tower HOA together?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'how much do mia and leo cost us per year all in',
    mustContain: [dollars('23,330')],
  },
  {
    area: 'spending',
    query: 'Adding up everything charged to the Amex, what does that come to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "I'm the family's financial planner. Which of the Carters' spending categories is the smallest per month, and how much is it?",
    mustContain: ['other', '$515.09'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'bal on chase chkng?', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: "It's Alex typing. How much is in my Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "This is Jordan's mom. Jordan asked me to check how much is owed on the American Express card.",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "I'm settling Jordan's estate. What's left on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. Who holds the mortgage on the Rainey Street condo, and what is its balance?",
    mustContain: ['Chase', dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in checking and savings all together, leaving out the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'What do we still owe on all our loans put together?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. How much equity do the Carters have in the Bluebonnet house, its estimated value less what's owed on it?",
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'Marcus Lee, CPA: what is the balance of the Family HSA at HSA Bank?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) does the Ally emergency fund earn?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'how many shrs of msft do we hv', mustContain: ['35'] },
  {
    area: 'investments',
    query: "Alex here: what's my Roth IRA at Vanguard worth?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: "Sam here, Jordan's brother. What is Jordan's Dell 401(k) worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'I am the successor trustee. Who are the transfer-on-death beneficiaries of the Schwab joint brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Marcus Lee, CPA. What's the unrealized gain on the Apple shares in the Schwab account?",
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'Which single holding is the biggest across all our accounts, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "whats worth more, the schwab joint acct or alex's roth? how much each",
    mustContain: [dollars('54,353'), dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Financial planner: which of the Carters' holdings is worth less than they paid for it, and by how much?",
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: "Jordan's mom asking: how much is in Mia's college 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "What's the expense ratio on the VXUS fund in Alex's Roth?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'policy # for geico on the crv', mustContain: ['4410-22-918'] },
  {
    area: 'policies',
    query:
      "I'm Alex. How much life insurance do I have with Haven Life, and who's the beneficiary?",
    mustContain: [dollars('750,000', '$750k'), 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "Sam here, at the hospital with Jordan. What's the policy number for the Blue Cross health insurance?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "I'm handling Jordan's estate. Who is the contingent beneficiary on the Northwestern Mutual life policy?",
    mustContain: [['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, attorney for the Carters. What's the dwelling coverage on their State Farm homeowners policy?",
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query:
      'Marcus Lee here. What premium does Jordan pay for the Northwestern Mutual term life policy?',
    mustContain: [dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do the two of us have in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'What do the two GEICO car policies cost together in a year?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query:
      "I'm the Carters' financial planner. Which of their insurance policies has the largest coverage amount?",
    mustContain: ['Northwestern Mutual'],
  },
  {
    area: 'policies',
    query: "What's the deductible on the Tesla's GEICO policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'wheres the orignal of my will', mustContain: ['safe'] },
  {
    area: 'estate documents',
    query: 'Alex here. Who did we name as guardian for the kids, and who is the backup?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "This is Jordan's mom. If Jordan can't make medical decisions and Alex can't either, who decides?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. What has been put into the family trust, and what still hasn't been retitled to it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes here. When were the Carters' wills signed, and in which state?",
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query: "As Jordan's executor: who is named as alternate executor in Jordan's will?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "Which of Alex's estate documents is older than the wills, and when was it signed?",
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Besides Alex, who is named in my estate documents?',
    mustContain: ['Sam', 'Priya'],
  },
  {
    area: 'estate documents',
    query: "Financial planner asking: when was Jordan's will last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'What is the tax ID number of the Carter Family Revocable Trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: 'sams cell #', mustContain: [phoneSpellings('512', '555', '0143')] },
  {
    area: 'people',
    query: "Alex here. What's Priya's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Jordan's dad here. Which law firm is Dana Hughes with?",
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query:
      "As Jordan's executor I need to reach the family's CPA. What's his name and phone number?",
    mustContain: ['Marcus Lee', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Dana Hughes, attorney. What phone number do you have for Priya Shah?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' new financial planner. Which advisors do they already have on file, and what does each one do?",
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What roles does Sam have across all our estate documents?',
    mustContain: ['executor', 'guardian', 'trustee', ['power of attorney', 'POA']],
  },
  {
    area: 'people',
    query: "This is Jordan's mom. Jordan asked me to email the lawyer. What's her email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Give me the phone numbers for both Sam and Priya.',
    mustContain: [phoneSpellings('512', '555', '0143'), phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "What's Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  { area: 'guidebook', query: 'wheres the fire safe', mustContain: ['closet'] },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the safe?',
    mustContain: [['Dana Hughes', 'Dana']],
  },
  {
    area: 'guidebook',
    query:
      "Sam here. Jordan said to call the Dell HR benefits line about the 401(k). What's the number?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's executor. What did Jordan want done with the Gmail account?",
    mustContain: ['year', ['memorializ', 'memorialis']],
  },
  {
    area: 'guidebook',
    query:
      'Dana Hughes. Is there a letter for the children in the guidebook, and what does it ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "Jordan's dad here. What's kept inside the fireproof safe?",
    mustContain: ['wills', 'trust', 'titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Who is on our first-calls list, in order?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. What number does the guidebook give for reaching Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What entries are in the guidebook? List each by its title.',
    mustContain: ['Who to call first', 'fireproof safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix hit', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Alex here. When does the Chase mortgage on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom: when is Leo's preschool tuition paid?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "I'm Jordan's executor. When is the next Verizon Wireless payment due?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Sam helping out: what day does the Honda car payment come out, and from which account?',
    mustContain: [dueOn(10), ['Total Checking', 'Chase']],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly bills are autopaid on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'Which monthly bill comes out latest in the month, and when?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query:
      'Financial planner here. When is the monthly 529 contribution to the Texas Tuition Promise Fund drafted?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'what bills come out between the 10th and the 12th',
    mustContain: ['Honda', 'Spotify', 'Spectrum'],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-77 questions, each with its id (`h77-`, area and index). */
export const HELD_OUT_77: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h77-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
