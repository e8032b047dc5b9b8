// A sixty-fourth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-64`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in the voices of everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom
// or dad helping while Jordan is ill, naming people by relation and name; the executor or
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee)
// or a financial planner; and Jordan or Alex at a desk asking questions that work across records.
// About 20 of the 80 filter, rank, leave out, compare, group or add up several records (some ask
// two things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 01:05:08 and 01:11:03 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read any other question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40
// and its last 15 lines: header and export shape); who ran no git command and never ran the
// chat, the benchmark, the app or the tests. Sources: bench/chat-demo/spellings.ts, the demo
// catalog and seeders (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. Slips: to find that section, the spec's directory was
// listed (it holds only product-spec.md) and the spec's heading lines (only the lines starting
// with "#") were listed once with grep; nothing else of the spec outside the section was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents); a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00"; dates of monthly payments use dueOn,
// other dates dateSpellings, phones phoneSpellings; account numbers accept the full number or its
// last four digits. A question in the first person without a name is Jordan's; a signed question
// names the people it is about. Questions whose answer depends on when the demo was seeded, or
// that the catalog leaves ambiguous (the HSA as an investment, hence net worth and the investment
// total), were left out.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const MAY_22_2018 = dateSpellings(2018, 5, 22);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'spectrum acct # and what r we paying them a month',
    mustContain: [['8245120039', '0039'], '$89.99'],
  },
  {
    area: 'spending',
    query: 'Alex here. What does Verizon charge us, and how many lines is that for?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. What does the family pay Bright Horizons for Leo each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'Which of our bills are not set up on autopay?',
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Austin Piano',
      'Lonestar',
      'Costco',
    ],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA, for the return: what is the yearly premium on the State Farm umbrella, and on the State Farm homeowners policy?',
    mustContain: [dollars('385'), dollars('2,864')],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom. How much is Mia's soccer with Lonestar, and how often do they pay it?",
    mustContain: [
      dollars('325'),
      [
        'every 6 months',
        'every six months',
        'bi-annual',
        'biannual',
        'twice a year',
        'semi-annual',
        'semiannual',
      ],
    ],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate, I need the monthly total of the household's 'other' category (internet, phones, streaming, gym and memberships).",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query:
      'What does the Tesla cost us per month once you count its insurance and its registration?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What are their three largest monthly obligations, biggest first?",
    mustContain: ['Wells Fargo', 'Chase Home Lending', 'Bright Horizons'],
  },
  {
    area: 'spending',
    query: 'how much did we spend at heb on groceries this month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'whats the bal in chase checking', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: "It's Alex. How much is in my Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "Jordan's dad here. What's the account number of their Chase Premier Savings?",
    mustContain: [['483920119310', '9310']],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate: what is still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family attorney. Which of the Carters’ homes is a rental, and what is it worth?',
    mustContain: ['Rainey', dollars('410,000')],
  },
  {
    area: 'accounts',
    query: 'What is the balance on the Amex Blue Cash Preferred card, and whose card is it?',
    mustContain: ['$2,340.18', 'Alex'],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here: what's the combined balance of the Carters' checking account and both savings accounts (Chase and Ally)?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      'How much equity do we have in the Rainey Street condo, its value less what we owe on it?',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query:
      "Sam here, Jordan's brother. When did Jordan and Alex buy the Bluebonnet house, and for how much?",
    mustContain: [MAY_22_2018, dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "Alex typing: what's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'how much is my 401k worth rn', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "Alex typing: who's the primary beneficiary on my Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom here. How many Apple shares are in the joint Schwab account, and what are they worth?",
    mustContain: ['60', '$13,950.00'],
  },
  {
    area: 'investments',
    query:
      'As executor: who receives the Schwab joint brokerage account under its transfer-on-death registration, and in what shares?',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', '50/50', 'equal']],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA: what is the unrealized gain on the FXAIX position in the Fidelity 401(k)?',
    mustContain: ['$49,558.98'],
  },
  {
    area: 'investments',
    query:
      "Planner here. Is any of the Carters' holdings worth less than they paid for it? By how much?",
    mustContain: ['FXNAX', '$1,397.00'],
  },
  {
    area: 'investments',
    query: "What's my Vanguard Roth IRA worth in total, and how much of that is VTI? (Alex)",
    mustContain: ['$54,362.00', '$43,674.00'],
  },
  {
    area: 'investments',
    query:
      "Sam, Jordan's brother: what is Mia's 529 worth, and who takes it over as owner if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'Rank our four investment accounts (401k, Roth, Schwab, 529) by what they are worth.',
    mustContain: ['$154,007.81', '$54,362.00', '$54,353.00', dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much did the Schwab account pay in dividends last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'policy # for my life ins?', mustContain: ['NM22918810'] },
  {
    area: 'policies',
    query: 'Alex here. Who is my life insurance with, and how much is it for?',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad. Who is the contingent beneficiary on Jordan's Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      "As executor of Jordan's estate: what is the face amount of the life policy on Jordan, and who is its primary beneficiary?",
    mustContain: [dollars('1,000,000'), 'Alex'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes here. What is the dwelling coverage on the Bluebonnet house policy, and its policy number?',
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query: "Marcus Lee: what's the GEICO policy number for the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Planner: how much life insurance do Jordan and Alex carry between them?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'Which of our policies are with GEICO, and what are their policy numbers?',
    mustContain: ['4410-22-918', '4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "Jordan's mom: what's the Blue Cross health policy number, and what does its premium cost each month?",
    mustContain: ['BCX448102937', dollars('618')],
  },
  {
    area: 'policies',
    query: 'whats the deductible on our blue cross plan',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'where is the original of my will',
    mustContain: [['fireproof safe', 'the safe']],
  },
  {
    area: 'estate documents',
    query: "Alex: who's named executor in my will if Jordan can't do it?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's dad asking: who is the guardian for Mia and Leo in Jordan's will, and who is the backup?",
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'As successor trustee: what has been put into the Carter Family Revocable Trust, and what is still waiting to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes. When were the Carters' wills signed, and when were they last reviewed?",
    mustContain: [MARCH_14_2023, FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      "Marcus Lee, CPA: who is Jordan's agent under the durable financial power of attorney, and who is the alternate?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Planner here. Which of Alex Carter's estate documents is the oldest, and when was it signed?",
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Jordan's mom. Who makes Jordan's medical decisions if Alex can't?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Which of our accounts are titled joint with right of survivorship?',
    mustContain: [['Joint brokerage', 'Schwab'], 'Total Checking'],
  },
  {
    area: 'estate documents',
    query: "As executor: has Jordan's will been filed for probate yet, and what's the case number?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: 'danas phone #', mustContain: [phoneSpellings('512', '555', '0120')] },
  {
    area: 'people',
    query: 'Alex here — which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Jordan's dad: what's Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "As executor: who is the trusted contact on Jordan's Nido household?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Dana Hughes here. What level of access does Marcus Lee have to the Carters' records?",
    mustContain: ['read'],
  },
  {
    area: 'people',
    query: "Marcus Lee. What's Sam Carter's email address and phone number, in case I need him?",
    mustContain: ['sam.carter@example.com', phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Financial planner: list the Carters' advisors and what each of them does.",
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "Jordan's mom. Who drafted the wills and the trust, and at which firm?",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query:
      "Alex at the desk: in what roles is Sam Carter named across Jordan's will, trust and powers of attorney?",
    mustContain: ['executor', 'guardian', 'successor trustee', ['power of attorney', 'POA']],
  },
  {
    area: 'people',
    query: "Jordan's dad: what's Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  { area: 'guidebook', query: 'whats in the safe', mustContain: ['car titles', 'passports'] },
  {
    area: 'guidebook',
    query: 'Alex. Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Sam, helping Jordan: what's the Dell HR benefits number in the first calls list?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "As executor: what did Jordan want done with Jordan's Gmail account?",
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "Dana Hughes: who is the letter in Jordan's guidebook addressed to?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee, CPA: which of Jordan's guidebook entries are shared with me right now?",
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: "Planner: which guidebook entries does Alex only get to see after Jordan's death?",
    mustContain: [['For Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom: whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'which guidebook entries will marcus never see',
    mustContain: ['Gmail', ['For Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: "Alex typing: what's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix hit', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Alex: what day does the Chase mortgage on the condo get paid?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's dad. When is the Austin Energy bill due?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'As executor: when is the next Honda car payment due, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: "Dana Hughes: on what day is the Haven Life premium on Alex's policy paid?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "Marcus Lee: what day does the contribution to Mia's 529 go out, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: 'Planner: which of the monthly bills come out on the 1st, and what do they add up to?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query: "Jordan's mom: when is the Verizon bill paid?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which monthly autopay comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: "Sam here: when is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-64 questions, each with its id (`h64-`, area and index). */
export const HELD_OUT_64: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h64-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
