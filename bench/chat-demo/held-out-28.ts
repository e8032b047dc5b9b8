// A twenty-eighth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-28`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice: Jordan's parent-in-law (Alex's mother or father), an older relative whose
// first language is not English, helping the family with its papers. They type on Jordan's
// sign-in but in their own words, and every question says who is asking by naming
// "my son-in-law Jordan" (or "Jordan") and "my daughter Alex"; "my grandchildren" are Mia and Leo.
// The English is theirs: dropped articles and odd word order, British and other regional words
// ("current account" for checking, "mobile bill", "broadband", "solicitor" for the attorney,
// "accountant" for the CPA, "hire purchase" for the car loan, "council tax" for property tax,
// "service charge" and "flat" for the condo's association fee, "nursery" for preschool,
// "pension" for the 401(k), "motor insurance", "excess", "MOT", "fortnight", "the estate agent
// said…"), long polite openings, and a few records called by the wrong word yet clearly one
// record ("bank book" for the Chase Premier Savings account, "rainy-day money" for the Ally
// emergency fund). Each question has exactly one right answer in the demo records.
//
// When and how it was written. On 2026-12-01 between 00:06:50 and 00:10:30 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ and never read another question set
// beyond what was allowed; who ran no git command and never ran the chat, a benchmark, the app
// or the tests. What was read, exactly: bench/chat-demo/questions.ts lines 1-120 (types, dueOn,
// protocol); bench/chat-demo/spellings.ts; bench/chat-demo/held-out-6.ts lines 1-40 and its last
// 15 lines (header, helpers, how ids are made); the demo seed and catalogs
// src/server/db/seed/demo-*.ts; src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts; and the AI sections of the product spec.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script outside the
// repository: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6,
// yearly /12), summed then rounded once to cents; a holding as quantity × price rounded half
// away from zero to cents; an account's value as its holdings' value, else its entered balance;
// net worth as accounts + investments + properties − loans − credit-card balances. Printed as
// "$1,234.56" and checked again against the seed. Where an amount may reasonably be stated two
// ways (per charge or per month), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings (dateSpellings), phone numbers phoneSpellings.
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
    query:
      'Please could you tell me kindly, I am helping my daughter Alex with papers: how much is pay for electric every month at the house of my son-in-law Jordan?',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query:
      'Good morning. The mobile bill of the family, the one with three phones, how much it is monthly?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'Jordan and my daughter Alex, what they are paying for the broadband each month please?',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query:
      'Excuse me, one question. Insurance for the house on Bluebonnet Lane, how much is it costing to my son-in-law Jordan for the year?',
    mustContain: [dollars('2,864', '$238.67')],
  },
  {
    area: 'spending',
    query:
      'My grandson Leo goes to nursery, the little school before the real school. How much is the fee for it every month?',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'For the flat on Rainey Street, the service charge to the owners association of the building, how much Jordan pays?',
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query:
      'Please kindly, the council tax for Bluebonnet house, how much is it in one year? In my country we call it council tax, I think here is property tax.',
    mustContain: [dollars('12,840', '$1,070.00', '$1,070')],
  },
  {
    area: 'spending',
    query:
      'In the list of bills of my son-in-law Jordan there is a part called Home. Everything of Home together, how much it comes every month?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      'My granddaughter Mia plays the football, the soccer as you say here, in a club. How much the club is costing?',
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query:
      'Please could you tell me, how much my daughter Alex spent at the supermarket for food in the last fortnight?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      'Please could you tell me kindly how much money is now in the current account at Chase of Jordan and my daughter Alex?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'The bank book at Chase, the Premier one for saving, what is the balance in it today?',
    mustContain: [dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      'My daughter Alex keeps rainy-day money at the Ally Bank, for emergency. How much is there now?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'My son-in-law Jordan has one health savings account, the HSA they call it. How much money is inside?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Excuse me, on the American Express card of my daughter Alex, how much is owing at this moment?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'The hire purchase for the Honda car, how much still is left to pay back to the Honda finance company?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'For the flat on Rainey Street, how much of the mortgage is still owing to the bank, please?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query:
      'The estate agent said to my son-in-law Jordan the house on Bluebonnet Lane can sell for more now. What value is written for this house in Nido?',
    mustContain: [dollars('685,000')],
  },
  {
    area: 'accounts',
    query:
      'Please kindly, all together what is the family of Jordan and my daughter Alex worth? Everything they have, minus everything they owe.',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'What interest the bank book at Chase is paying, how much percent in the year, please?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      'Please could you tell me kindly, the pension of my son-in-law Jordan at Fidelity, from the work at Dell, how much it is worth now?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'My daughter Alex has a pension pot at Vanguard, the Roth they call. How much is inside now?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      'The shares account which Jordan and my daughter Alex have together at Schwab, what is its value today?',
    mustContain: [dollars('54,353')],
  },
  {
    area: 'investments',
    query:
      'For university of my granddaughter Mia there is savings plan, the 529. How much money it has?',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How many shares of Apple the family is holding, please?',
    mustContain: [['60', 'sixty']],
  },
  {
    area: 'investments',
    query:
      'In the Fidelity pension of Jordan there is one fund of bonds. How much this bond fund is worth?',
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query:
      "Jordan's pension at Fidelity, my daughter Alex's Vanguard, the Schwab shares and Mia's 529: all four together, what is the total, please?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'The Schwab shares account of Jordan and my daughter Alex, when both of them are gone, to whom it goes?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Mia's university savings, the 529, it is in name of my son-in-law Jordan. If Jordan is not there any more, who takes it over as owner?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'How much dividend the Schwab shares of Jordan and my daughter Alex paid in last year, please?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      'Please could you tell me kindly, the life insurance on my son-in-law Jordan, how much money it pays out?',
    mustContain: [dollars('1,000,000', '$1 million')],
  },
  {
    area: 'policies',
    query:
      'The life insurance on my daughter Alex, with which company it is and how much is the cover?',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      'The solicitor is asking me the policy number of the insurance for the house on Bluebonnet Lane. What is it?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'For the Tesla car, the motor insurance, what is the number of the policy?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Who is first to receive the money from life insurance of my son-in-law Jordan?',
    mustContain: ['Alex'],
  },
  {
    area: 'policies',
    query:
      "If my daughter Alex also is gone, who receives then the money of Jordan's life insurance?",
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      'The health insurance for all four of the family, which company is it and what is the policy number?',
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Insurance for the house on Bluebonnet Lane, for how much the building itself is covered?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'The life insurance of Jordan, in which year it was started and for how many years it runs?',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query:
      'What is the excess on the motor insurance for the Honda, how much Jordan must pay first before the insurance pays?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'The solicitor asks me: where is kept the original paper of the will of my son-in-law Jordan?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query:
      'My daughter Alex has a power of attorney for money matters. Who is named first there to act for her?',
    mustContain: ['Jordan'],
  },
  {
    area: 'estate documents',
    query:
      "In Jordan's will, if my daughter Alex cannot be the executor, who is the next one written?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'If both parents are gone, God forbid, who is named guardian to look after my grandchildren Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Please kindly, on which date was the will of my son-in-law Jordan signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      'The family trust of Jordan and my daughter Alex: after the two of them, who becomes the trustee?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'The solicitor says the bank book at Chase, the Premier savings, must go inside the family trust. Is it put in the trust already, or not yet?',
    mustContain: [
      [
        'not yet',
        'not funded',
        'unfunded',
        'not been',
        'not in the trust',
        'is not',
        "isn't",
        "hasn't",
        'has not',
        'still needs',
        'still to be',
      ],
    ],
  },
  {
    area: 'estate documents',
    query:
      'For the medical power of attorney of Jordan, who decides for the health after my daughter Alex? Who is the second one?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'My daughter Alex has the living will, the paper for the doctors. When it was signed, what date?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      'How much the solicitors at Hughes Law charged to make the wills and the trust for the family?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      'Please could you tell me kindly the telephone number of the solicitor, the lady lawyer who made the wills?',
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      'The accountant of Jordan and my daughter Alex, who makes the taxes: what is the name and the firm?',
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'What is the email of Sam Carter, the brother, please? I want to write a letter.',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Priya Shah, the sister, what is her telephone number, please?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'The solicitor Dana Hughes, at which law firm she is working?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query:
      'In which month of the year the accountant is doing the tax return of my son-in-law Jordan and my daughter Alex?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query:
      'Who is the trusted contact of my son-in-law Jordan in Nido, the person who tells if something happens?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      'The accountant Marcus Lee, can this accountant see the papers of Jordan in Nido? What kind of access is given?',
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'Please, the telephone number of the accountant of the family?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Sam Carter, the brother, at what address is living? I want to send a card.',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'In the family guidebook of Jordan, the page of who to ring first, what telephone number is written for my daughter Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query:
      'The guidebook has a number for Dell, the people for the pension and the group life insurance. What is this number?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      'Please kindly, the fireproof safe, where exactly in the Bluebonnet house it is standing?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who is having the combination for opening the fireproof safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      'What things are inside the fireproof safe, the guidebook says? I must find the papers for the cars and for travelling.',
    mustContain: ['passport', 'title'],
  },
  {
    area: 'guidebook',
    query:
      'My son-in-law Jordan wrote in the guidebook what to do with the Gmail after. What it says to do, and after how long?',
    mustContain: [
      ['memorialize', 'memorialise', 'memorialized', 'memorialised'],
      ['year', '12 months', 'twelve months'],
    ],
  },
  {
    area: 'guidebook',
    query: "For Jordan's Gmail, the telephone for recovery, whose telephone is it?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      'In the letter for my grandchildren Mia and Leo, on which day of the week it says to call their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'How many entries altogether are written in the family guidebook of Jordan?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'What the guidebook says to do with the Facebook of my son-in-law Jordan, please?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Please could you tell me kindly, on which day the mortgage for the flat on Rainey Street is taken from the current account next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'The electric bill of the house, when it is paid next time?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'The hire purchase for the Honda, when is the next payment going out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'The mobile bill for the family, on which date it goes out next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'When is the broadband paid next, please?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query:
      'The money which goes every month into the university savings of my granddaughter Mia, when it is put in next time?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      'The life insurance of my daughter Alex, the one paid every month, when is the next payment?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'Excuse me, the gas bill for the Bluebonnet house, which day it is paid next?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'The gym for the family, when the fee comes out of the card next time?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When is the MOT for the Honda due, the yearly safety inspection of the car?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-28 questions, each with its id (`h28-`, area and index). */
export const HELD_OUT_28: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h28-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
