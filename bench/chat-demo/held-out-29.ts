// A twenty-ninth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-29`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product.
// Its voice is Jordan Carter, the owner, sitting down to do the family's yearly review with Alex,
// asking questions that make the chat work across several records at once: filtering records by
// how they are paid, whose they are, their size or how often they come; leaving some records out
// of a total; ordering and picking (smallest, largest, top two, signed longest ago, latest in the
// month); arithmetic between records (differences, sums of a chosen subset, what remains after a
// payment); and counts with a condition. Each question still has exactly one right answer in the
// demo records, small enough to check by hand.
//
// When and how it was written. On 2026-12-01 between 00:14:48 and 00:19:25 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read any other question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40
// and its last 15 lines: header, helpers and how ids are made); who ran no git command; and who
// never ran the chat, a benchmark, the app or the tests. What was read: bench/chat-demo/
// questions.ts (lines 1-120), bench/chat-demo/spellings.ts, bench/chat-demo/held-out-6.ts (as
// above), the demo seed and catalogs (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts,
// src/shared/investments/valuation.ts (its first 120 lines: holding values),
// src/server/modules/investments/account-values.ts, and the AI Insights section of the product
// spec. Every amount was worked out from the catalog with a throwaway script under /tmp (never in
// the repository): monthly equivalents as quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; amounts owed as the loans'
// outstanding balances plus the credit-card balance; each printed as "$1,234.56" and checked
// again against the seed. Dates of monthly payments use dueOn, other dates several spellings;
// where an amount may reasonably be stated two ways, both are accepted. Questions in the owner's
// voice ("my will", "my 401(k)") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const ALEX_PHONE = phoneSpellings('512', '555', '0101');
const SAM_PHONE = phoneSpellings('512', '555', '0143');
const PRIYA_PHONE = phoneSpellings('713', '555', '0188');
const DELL_HR_PHONE = phoneSpellings('800', '555', '0199');

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      'Doing our year-end review: in monthly terms, what does everything we put on the Amex card come to?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'How many of our bills get paid less often than once a month, so quarterly, twice a year or yearly?',
    mustContain: [['11', 'eleven']],
  },
  {
    area: 'spending',
    query: 'Among the bills that hit every single month, which one is the smallest, and how much?',
    mustContain: ['Netflix', '$15.49'],
  },
  {
    area: 'spending',
    query: "What do we spend on Mia each month if I don't include the 529 contributions?",
    mustContain: ['$274.17'],
  },
  {
    area: 'spending',
    query: 'How much bigger is the Wells Fargo mortgage payment than the Chase one on the condo?',
    mustContain: [dollars('735')],
  },
  {
    area: 'spending',
    query: 'Power plus gas: what do Austin Energy and Texas Gas Service add up to in a month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Which of our every-month bills run more than $1,000 each time, and how many of them are there?',
    mustContain: [['3', 'three'], 'Wells Fargo', 'Chase', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: "If you set the two mortgages aside, what's our monthly spending on everything else?",
    mustContain: ['$6,209.78'],
  },
  {
    area: 'spending',
    query: "Add up every bill we pay just once a year. What's the yearly total?",
    mustContain: ['$17,402.75'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B this year?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'What do our two savings accounts hold between them?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: "Which of our bank accounts and cards are in Alex's name alone?",
    mustContain: [
      ['Emergency fund', 'Ally'],
      ['Blue Cash', 'American Express', 'Amex'],
    ],
  },
  {
    area: 'accounts',
    query:
      'If we cleared the whole Amex balance out of Total Checking today, how much would be left in checking?',
    mustContain: ['$16,110.15'],
  },
  {
    area: 'accounts',
    query: 'Leaving the credit card out, which of our accounts has the least money in it?',
    mustContain: ['HSA', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'By how much does the Chase Premier Savings balance beat the Ally emergency fund?',
    mustContain: [dollars('16,700')],
  },
  {
    area: 'accounts',
    query: 'How many of our bank accounts are sitting on more than $20,000, and which are they?',
    mustContain: [['2', 'two'], 'Premier Savings', ['Emergency fund', 'Ally']],
  },
  {
    area: 'accounts',
    query:
      "What's the combined balance of the bank accounts Alex and I own jointly? Leave the investment accounts out of it.",
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'Tally up what we owe: both mortgages, the Honda loan and the Amex balance.',
    mustContain: ['$727,040.18'],
  },
  {
    area: 'accounts',
    query: 'Which of our two homes has gone up more in value since we bought it, and by how much?',
    mustContain: ['Bluebonnet', dollars('165,000')],
  },
  {
    area: 'accounts',
    query: 'What interest rate is the Ally emergency fund paying us?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      'Ignoring the Schwab cash sweep, which single position across all our investment accounts is worth the least?',
    mustContain: [['VXUS', 'Total International'], dollars('10,688')],
  },
  {
    area: 'investments',
    query:
      'In the joint brokerage, which is worth more, our Apple shares or our Microsoft shares, and by how much?',
    mustContain: [['Microsoft', 'MSFT'], dollars('813')],
  },
  {
    area: 'investments',
    query: "What are our investments worth in total if I leave Mia's 529 out?",
    mustContain: ['$262,722.81'],
  },
  {
    area: 'investments',
    query: "Which investment account is in Alex's name only, and what's it worth?",
    mustContain: ['Roth', dollars('54,362')],
  },
  {
    area: 'investments',
    query: "How much more is Alex's Roth IRA worth than our joint brokerage account?",
    mustContain: [dollars('9')],
  },
  {
    area: 'investments',
    query: 'Is any holding we own now worth less than we paid for it? If so, by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How many of our holdings are each worth over $20,000? Name them.',
    mustContain: [
      ['4', 'four'],
      ['FXAIX', '500 Index'],
      ['FXNAX', 'Bond Index'],
      ['FSPSX', 'International Index'],
      ['VTI', 'Total Stock Market'],
    ],
  },
  {
    area: 'investments',
    query: 'What do all our ETFs add up to, across every account?',
    mustContain: [dollars('71,252')],
  },
  {
    area: 'investments',
    query: 'Which two funds in my 401(k) are worth the most, and what is each one worth?',
    mustContain: [
      ['FXAIX', '500 Index'],
      '$110,558.98',
      ['FXNAX', 'Bond Index'],
      dollars('22,403'),
    ],
  },
  {
    area: 'investments',
    query: 'How much did SCHD pay us in dividends last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "Between my life policy and Alex's, how much life cover do we carry in all?",
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: "How much bigger is the death benefit on my life policy than on Alex's?",
    mustContain: [dollars('250,000', '$250k')],
  },
  {
    area: 'policies',
    query:
      "Over a full year, how much more does my Northwestern Mutual premium cost than Alex's Haven Life one?",
    mustContain: [dollars('462')],
  },
  {
    area: 'policies',
    query: 'What do the two GEICO car policies cost together for each six-month term?',
    mustContain: [dollars('1,501')],
  },
  {
    area: 'policies',
    query: "Which of our cars is worth more, and what's the policy number on its insurance?",
    mustContain: [['Tesla', 'Model 3'], '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'On which of our policies is the family trust named as a backup beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: 'Of the policies that state a coverage amount, which has the lowest, and what is it?',
    mustContain: ['State Farm', dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Not counting the auto policies, how many insurance policies do we hold?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'policies',
    query:
      'Setting the health plan to one side, what do the premiums in our Insurance category cost per month?',
    mustContain: ['$153.58'],
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
    query: 'Which of our estate documents was signed longest ago, and on what date?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "What's still waiting to be moved into the trust, and how much is in it?",
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'estate documents',
    query:
      'The Bluebonnet house is in the trust. How much equity do we have in it once the mortgage is taken off?',
    mustContain: [dollars('272,620')],
  },
  {
    area: 'estate documents',
    query: 'Once the trust is fully funded, what will the things assigned to it be worth together?',
    mustContain: [dollars('727,000')],
  },
  {
    area: 'estate documents',
    query:
      "On my healthcare power of attorney, who steps in if Alex can't, and how do I reach them?",
    mustContain: ['Priya Shah', PRIYA_PHONE],
  },
  {
    area: 'estate documents',
    query: 'When did we last review our wills and the trust?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Leaving the trust aside, how many estate-plan documents am I the principal on?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'estate documents',
    query: 'Which of my estate documents name Priya, and in what role?',
    mustContain: ['guardian', ['health care', 'healthcare', 'medical']],
  },
  {
    area: 'estate documents',
    query: 'Where are the original wills kept, and who else holds copies?',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "What's the tax ID number of the Carter Family Revocable Trust?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'Of our two advisors, which one has been given access to look at our records?',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What firms are our attorney and our CPA with?',
    mustContain: ['Hughes Law', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Between Sam and Priya, who holds more roles across my estate documents?',
    mustContain: ['Sam'],
  },
  {
    area: 'people',
    query: "Who have we named to raise Mia and Leo, and who's the alternate?",
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'people',
    query: 'Give me the email addresses for both Sam and Priya.',
    mustContain: ['sam.carter@example.com', 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'On my 401(k), what share would each of the kids get as contingent beneficiaries?',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', '50 percent', 'half']],
  },
  {
    area: 'people',
    query: "Who's first in line as beneficiary on Alex's Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'people',
    query: "Who takes over as trustee after Alex and me, and what's their number?",
    mustContain: ['Sam Carter', SAM_PHONE],
  },
  {
    area: 'people',
    query: 'Besides Alex and me, which people hold a role in our estate plan?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: 'What does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Which guidebook entries can Marcus open right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: "Is there a guidebook entry Alex can't read until something happens to me?",
    mustContain: ['Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries is Marcus never allowed to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "In the who-to-call-first list, which number isn't a 512 number, and whose is it?",
    mustContain: ['Dell', DELL_HR_PHONE],
  },
  {
    area: 'guidebook',
    query: 'How many phone numbers did I put in the who-to-call-first entry?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills, what is kept in the fireproof safe?',
    mustContain: ['trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'What did I say should happen to my Gmail, and when?',
    mustContain: [['a year', 'one year', '1 year', '12 months'], 'memorial'],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on my Gmail, and what's that number?",
    mustContain: ['Alex', ALEX_PHONE],
  },
  {
    area: 'guidebook',
    query: 'How many guidebook entries can Alex see today, and which ones?',
    mustContain: [['3', 'three'], 'Who to call first', 'fireproof safe', 'Gmail'],
  },
  {
    area: 'guidebook',
    query: "What's the password to my Gmail account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'Which monthly bills come out on the 1st, and what do they total?',
    mustContain: [
      'Wells Fargo',
      'Rainey',
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
      dollars('5,408'),
    ],
  },
  {
    area: 'due dates',
    query:
      'Of the monthly charges on the Amex, which is taken latest in the month, and when is it next due?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query:
      'Which every-month bills are collected between the 10th and the 15th, both days included?',
    mustContain: ['Honda', 'Spotify', 'Spectrum', 'Texas Tuition Promise'],
  },
  {
    area: 'due dates',
    query: "Which monthly card charge comes out first in the month, and what's its next date?",
    mustContain: ['Life Time', dueOn(2)],
  },
  {
    area: 'due dates',
    query:
      'When does the condo mortgage come out next, and how many days after the house mortgage day is that?',
    mustContain: [dueOn(5), ['4', 'four']],
  },
  {
    area: 'due dates',
    query:
      'Which is charged earlier in the month, the Verizon phone bill or the Spectrum internet, and on what date?',
    mustContain: ['Spectrum', dueOn(12)],
  },
  {
    area: 'due dates',
    query: "Which of our every-month bills isn't on autopay, and how much is it?",
    mustContain: ['Piano', dollars('220')],
  },
  {
    area: 'due dates',
    query: 'How many automatic payments leave checking in the first seven days of a month?',
    mustContain: [['5', 'five']],
  },
  {
    area: 'due dates',
    query: 'Once the bills due on the 1st have come out, how much would be left in Total Checking?',
    mustContain: ['$13,042.33'],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-29 questions, each with its id (`h29-`, area and index). */
export const HELD_OUT_29: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h29-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
