// A twenty-seventh held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-27`.
//
// Why. A fresh set nobody has tuned against, asking what a lookup alone cannot answer: Jordan
// Carter (the owner) typing questions that make the chat reason over the records. Exclusions and
// negations ("which bills are not on autopay", "everything except the mortgages", "which documents
// don't name Sam"), rankings ("the second biggest", "top three", "the smaller policy"), what-ifs
// and differences ("how much would we save if we dropped X and Y", "how much more is A than B"),
// counts with a condition ("how many bills over $1,000"), and time ("how many full years since",
// "which comes first", "how long until"). Short and long, mostly plain typing, a few typos. Each
// question has exactly one right answer in the demo records; rankings and exclusions were chosen
// where the answer is unambiguous under every reasonable reading (per charge or per month, monthly
// bills or all bills) and small enough to check, and their facts list every name or amount the
// answer must contain.
//
// When and how it was written. On 2026-12-01 between 00:06:50 and 00:12:25 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts, who never listed bench/chat-demo/ and ran no git command, and who never ran
// the chat, a benchmark, the app or the tests. What was read: bench/chat-demo/questions.ts lines
// 1-120 (types, dueOn and protocol); bench/chat-demo/spellings.ts; bench/chat-demo/held-out-6.ts
// lines 1-40 and its last 15 lines (header, helpers, how ids are made); the demo seed and
// catalogs (src/server/db/seed/demo-*.ts); src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts; and the product spec's AI Insights section.
// No other question set was read.
//
// How amounts were worked out. From the catalog, with a throwaway script outside the repository:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed
// then rounded once to cents; a holding as quantity × price rounded half away from zero to cents;
// an account's value as its holdings' value, else its entered balance; differences and what-ifs
// from those figures; each fact checked again against the seed and printed as "$1,234.56". Where
// an amount may reasonably be stated with or without cents, both are accepted; dates of monthly
// payments use dueOn, other dates several spellings. Time questions were chosen so that their
// answer holds for months after writing (whole years since a signing, the year a term ends, days
// of the month). Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const AMEX = ['Amex', 'American Express', 'Blue Cash'];
const LETTER = ['Mia and Leo', 'letter'];
const HEALTHCARE_POA = [
  'health care power',
  'healthcare power',
  'medical power',
  'health care POA',
  'healthcare POA',
  'health care proxy',
  'healthcare proxy',
];
const LIVING_WILL = ['living will', 'directive'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'which bills are NOT on autopay? i want the full list so i can set reminders',
    mustContain: [
      'Travis Heights',
      'Travis County',
      'DMV',
      'Umbrella',
      'Piano',
      'Lonestar',
      'Costco',
    ],
  },
  {
    area: 'spending',
    query: 'What do we spend a month on everything except the two mortgages?',
    mustContain: ['$6,209.78'],
  },
  {
    area: 'spending',
    query: 'Of the bills that come every month, which one is the second biggest?',
    mustContain: ['Chase Home Lending', dollars('2,110')],
  },
  {
    area: 'spending',
    query: 'how much would we save a month if we dropped netflix and spotify',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "How many of our bills are more than $1,000 each time they're charged?",
    mustContain: [['5', 'five']],
  },
  {
    area: 'spending',
    query: 'How much more is the Bluebonnet house morgage than the condo one?',
    mustContain: [dollars('735')],
  },
  {
    area: 'spending',
    query: 'top three bills by what they cost us per month?',
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query:
      "Per month, how much more does Leo's preschool cost than everything we pay for Mia put together (piano, soccer and her 529 contribution)?",
    mustContain: ['$895.83'],
  },
  {
    area: 'spending',
    query:
      'If we cancelled the gym membership and Costco, how much would that save us over a year?',
    mustContain: [dollars('2,758')],
  },
  {
    area: 'spending',
    query: 'How much higher was our Austin Energy bill this summer than last winter?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'Whats the total in checking and savings, leaving out the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'Not counting investments, which of our bank accounts has the second biggest balance?',
    mustContain: [['Ally', 'Emergency fund'], dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "how much more is in the Chase Premier Savings than in Alex's emergency fund",
    mustContain: [dollars('16,700')],
  },
  {
    area: 'accounts',
    query: 'How many of our bank accounts have more than $20,000 in them?',
    mustContain: [['2', 'two']],
  },
  {
    area: 'accounts',
    query: "Leaving the investments aside, which accounts are in Alex's name only?",
    mustContain: [['Ally', 'Emergency fund'], AMEX],
  },
  {
    area: 'accounts',
    query:
      'If I paid off the whole Amex balance out of Total Checking, what would checking have left?',
    mustContain: ['$16,110.15'],
  },
  {
    area: 'accounts',
    query:
      "all our cash across every bank account including the HSA, minus what we owe on the credit card. what's that come to?",
    mustContain: ['$92,110.15'],
  },
  {
    area: 'accounts',
    query: 'Which account is in my name alone (not counting the investment accounts)?',
    mustContain: ['HSA'],
  },
  {
    area: 'accounts',
    query: 'Besides the two mortgages, what do we owe and to whom?',
    mustContain: ['Honda', dollars('14,220'), AMEX, '$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally emergency fund earn?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'Which of our investment accounts is worth the least?',
    mustContain: ['529', dollars('15,600')],
  },
  {
    area: 'investments',
    query: "How much more is Alex's Roth IRA worth than our joint brokerage?",
    mustContain: [dollars('9')],
  },
  {
    area: 'investments',
    query: "What's everything we have invested worth if you leave out Mia's 529?",
    mustContain: ['$262,722.81'],
  },
  {
    area: 'investments',
    query: 'which individual stocks do we own? not funds or ETFs, actual companies',
    mustContain: [
      ['Apple', 'AAPL'],
      ['Microsoft', 'MSFT'],
    ],
  },
  {
    area: 'investments',
    query: 'Top 3 holdings by value across all the accounts?',
    mustContain: [
      ['FXAIX', 'Fidelity 500'],
      ['VTI', 'Total Stock Market'],
      ['FXNAX', 'Bond Index'],
    ],
  },
  {
    area: 'investments',
    query: 'How many of our holdings are worth over $20k each?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'investments',
    query: 'Is anything we hold worth less now than what we paid for it? by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How much of my 401k is in something other than the Fidelity 500 index fund?',
    mustContain: ['$43,448.83'],
  },
  {
    area: 'investments',
    query: 'wats the joint brokerage worth without the cash sweep',
    mustContain: [dollars('45,603')],
  },
  {
    area: 'investments',
    query: 'What did the 401k charge us in fees last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'which is the smaller of our two life insurance policies?',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'How much more life insurance coverage do I have than Alex?',
    mustContain: [dollars('250,000')],
  },
  {
    area: 'policies',
    query: 'What do we pay in a year to insure both cars?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query: 'how much more does it cost to insure the Tesla than the Honda every 6 months',
    mustContain: [dollars('123')],
  },
  {
    area: 'policies',
    query: 'Leaving out the life insurance, which other policies do we have?',
    mustContain: ['Blue Cross', 'State Farm', 'GEICO'],
  },
  {
    area: 'policies',
    query: 'How long until my Northwestern Mutual term life policy runs out?',
    mustContain: [['2039', '13 years', 'thirteen years', '12 years', 'twelve years']],
  },
  {
    area: 'policies',
    query: 'How many of our policies have premiums we pay every month, and which ones?',
    mustContain: [['2', 'two'], 'Haven', 'Blue Cross'],
  },
  {
    area: 'policies',
    query:
      "what do all our insurance policies cost per year combined? don't count the umbrella, it isn't one of the policies in here",
    mustContain: [dollars('14,740')],
  },
  {
    area: 'policies',
    query:
      "Is the Bluebonnet house insured for more or less than it's estimated to be worth, and by how much?",
    mustContain: ['less', dollars('75,000')],
  },
  {
    area: 'policies',
    query: 'Whats our deductible on the Blue Cross plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Which of our estate documents is the oldest, and when was it signed?',
    mustContain: ['Alex', LIVING_WILL, JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'How many full years has it been since we signed our wills?',
    mustContain: [['3 years', 'three years', '3 full years', 'three full years']],
  },
  {
    area: 'estate documents',
    query: "What's listed for the trust that hasn't actually been put into it yet?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "on my financial power of attorney, who steps in if Alex can't?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Who's named on my healthcare POA but not on my financial POA?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "How many estate documents do we have altogether if you don't count the two wills?",
    mustContain: [['7', 'seven']],
  },
  {
    area: 'estate documents',
    query: "Which of my estate documents don't mention Sam at all?",
    mustContain: [HEALTHCARE_POA, LIVING_WILL],
  },
  {
    area: 'estate documents',
    query: "If Priya couldnt take the kids, who's next in line as guardian?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'Counting me and Alex, how many different people have a role in our estate documents (executor, guardian, agent, trustee)?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'estate documents',
    query: 'At what age do Mia and Leo get their inheritance outright under the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "Which of our advisors doesn't have access to our Nido?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "Who's the one family contact whose phone number isn't a 512 number?",
    mustContain: ['Priya', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'Outside of me, Alex and the kids, how many people do we have in here? advisors plus the people in our estate plan',
    mustContain: [['4', 'four']],
  },
  {
    area: 'people',
    query: "Besides Alex, who's named both in my will and in my healthcare power of attorney?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'people',
    query: 'Between Sam and Priya, who has more roles across my documents?',
    mustContain: ['Sam'],
  },
  {
    area: 'people',
    query: 'Who are the backups, the second in line, across my will and my powers of attorney?',
    mustContain: ['Sam', 'Priya'],
  },
  {
    area: 'people',
    query: "If both Alex and I died, who would get Alex's Roth IRA, and how would it be split?",
    mustContain: ['Mia', 'Leo', ['50%', 'half', '50/50', 'equally', 'evenly', 'equal']],
  },
  {
    area: 'people',
    query: 'Besides me, who can sign in to our household?',
    mustContain: ['Alex', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'how many of my own estate documents name Priya',
    mustContain: [['2', 'two']],
  },
  {
    area: 'people',
    query: "What's my brother Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Which guidebook entries will Marcus never be able to see?',
    mustContain: ['Gmail', LETTER],
  },
  {
    area: 'guidebook',
    query: "Which entry in my guidebook can't Alex read yet?",
    mustContain: [LETTER],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entry does our CPA only get after something happens to me?',
    mustContain: ['safe'],
  },
  {
    area: 'guidebook',
    query: 'How many guidebook entries can Alex see right now?',
    mustContain: [['3', 'three']],
  },
  {
    area: 'guidebook',
    query: "On the who to call first list, who's on there besides the attorney and the CPA?",
    mustContain: ['Alex', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "Which number on my first calls list isn't an Austin 512 number?",
    mustContain: ['Dell', phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'how long is my gmail supposed to stay open before it gets memorialized?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "What's in the fireproof safe other than the wills?",
    mustContain: ['trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Who has the safe combination, and what number do i call them on?',
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'guidebook',
    query: "What's the password for my Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'Netflix or Spotify, which comes out first in the month?',
    mustContain: ['Netflix', dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Which monthly bill is the last one to come out each month?',
    mustContain: [['toll', 'Central Texas Regional Mobility'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'How much comes out of checking on the 1st all together?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'What comes first each month, the condo mortgage or the Honda payment?',
    mustContain: [['Chase', 'condo'], dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out between the 18th and the 25th?',
    mustContain: ['Austin Energy', 'Verizon', 'Texas Gas'],
  },
  {
    area: 'due dates',
    query: 'how many days apart are our two mortgage payments each month',
    mustContain: [['4 days', 'four days']],
  },
  {
    area: 'due dates',
    query: "which of the bills we pay every month doesn't have a payment day set?",
    mustContain: ['Piano'],
  },
  {
    area: 'due dates',
    query: 'Does the gym or the internet bill come out first?',
    mustContain: ['Life Time', dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When do the gas and electric bills come out, and what do they add up to?',
    mustContain: ['$249.55', dueOn(18), dueOn(22)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-27 questions, each with its id (`h27-`, area and index). */
export const HELD_OUT_27: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h27-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
