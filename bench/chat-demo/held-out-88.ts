// An eighty-eighth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-88`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product,
// written in an everyday voice: the questions the Carters themselves would type into the chat
// box, short and casual, sometimes run-on or misspelled, often naming a record loosely ("the
// house stuff", "what do we pay for phones", "the schwab account") and never saying who is
// asking. Questions in the first person ("my 401k", "my will", "my gmail") are Jordan's. They
// spread over every area and many fields of the demo household, the easy-to-miss ones included
// (owners, last four digits, rates, contingent beneficiaries, successor owners, titling, trust
// funding, review and signing dates, who holds copies, guidebook sharing modes, phone numbers).
//
// When and how it was written. On 2026-12-02 between 17:05:30 and 17:09:34 UTC (from `date -u`),
// by a helper who never opened, grepped, searched or listed anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who in bench/chat-demo/ opened
// only questions.ts lines 1-120 (types, dueOn, protocol), held-out-6.ts its first 40 and last 15
// lines (header style, export shape) and spellings.ts; who read no other notes than the brief,
// ran no git command, and never ran the chat, the benchmark, the app, the tests or a full tsc
// (the file was loaded once with tsx from /tmp to count its questions and ids).
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts
// (first 60 lines), src/shared/finance/categories.ts (first 80 lines) and the "AI assistant"
// section of the product spec. No question asks about net worth.
//
// Slips. One: the helper's very first command listed the directory bench/chat-demo/ (`ls`, file
// names only, opening none of them) before the rule against listing it had been noticed. No file
// in it was opened beyond what is allowed above, and nothing in this set came from that listing.
// Also of note: the count script lived in /tmp but was run with /work/main as the working
// directory, so that tsx could resolve the repository's path aliases.
//
// Amounts. Worked out with a throwaway Python script using exact decimals: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed and rounded once to
// cents (a year's figure as twelve unrounded months); a holding as quantity × price rounded half
// away from zero to cents; an account's value as its holdings' value, else its entered balance;
// the HSA is never counted as an investment. Printed as "$1,234.56" (whole dollars through
// `dollars`, with and without cents); where an amount may reasonably be stated per charge, per
// month or per year, each is accepted. Dates of monthly payments use dueOn; other dates
// dateSpellings; phone numbers phoneSpellings. Nothing depends on when the demo was seeded beyond
// the monthly due days.
//
// Protocol. Run once, at the end, by the lead. Never edited after an answer is seen, never used
// to tune the engine, and its answers are not looked at while changing the engine. 80 questions:
// 9 in each of the eight areas (72), plus 8 that must be declined (Nido does not hold the fact),
// one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'what do all our bills add up to every month',
    mustContain: ['$11,164.78'],
  },
  {
    area: 'spending',
    query: 'what do we pay for phones',
    mustContain: [['$148.20', '$1,778.40']],
  },
  {
    area: 'spending',
    query: 'how much is all the home stuff a month, the house and the condo together',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'netflix plus spotify how much is that a month',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'how much r we spending on the kids in a year all in',
    mustContain: [dollars('23,330')],
  },
  {
    area: 'spending',
    query: 'what do utilites run us monthly, electric and gas and all that',
    mustContain: [['$249.55', '$2,994.60']],
  },
  {
    area: 'spending',
    query: 'what bills r in the other category',
    mustContain: ['Spectrum', 'Life Time Fitness', 'Costco'],
  },
  {
    area: 'spending',
    query: 'whats the condo costing us every month w the mortgage and hoa',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'which card does netflix come out of',
    mustContain: [['Amex', 'American Express']],
  },
  {
    area: 'spending',
    query: 'how much did we spend on groceries in october',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'how much do we have in checking and both savings accts combined',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 of the ally account?',
    mustContain: ['9034'],
  },
  {
    area: 'accounts',
    query: 'whose name is the emergency fund in',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on the amex right now',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'hsa balance?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'what interest rate are we paying on the car loan',
    mustContain: [['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'how much is left on the mortgage for our house',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'whats the rate on the condo mortgage',
    mustContain: [['6.25%', '6.250%', '6.25 %', '6.25 percent']],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe honda on the crv',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'whats the credit limit on the amex',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is my 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "what's alex's roth at these days",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'how many shares of VTI are in the roth',
    mustContain: ['145'],
  },
  {
    area: 'investments',
    query: 'what are our microsoft shares worth',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'who are the contingent beneficiaries on my 401k',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'how much cash is just sitting in the schwab account',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'whats mias college fund worth',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'who takes over the 529 as owner if something happens to me',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'whats everything we have invested worth all together',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how much did alex put into the roth this year',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance do i have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "whats the policy number on alex's life insurance",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'who gets my life insurance if alex isnt around',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'how much dwelling coverage do we have on the house',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'who is our health insurance thru',
    mustContain: ['Blue Cross Blue Shield of Texas'],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'what are we paying for alexs life insurance',
    mustContain: [['$41.50', '$498.00']],
  },
  {
    area: 'policies',
    query: 'how much is the homeowners insurance premium',
    mustContain: [dollars('2,864', '$238.67')],
  },
  {
    area: 'policies',
    query: 'what year did my term life policy start',
    mustContain: ['2019'],
  },
  {
    area: 'policies',
    query: 'whats the deductible on our health insurance',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did we sign our wills',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'when was my will last looked over',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: [['fireproof safe', 'safe in the Bluebonnet house office']],
  },
  {
    area: 'estate documents',
    query: 'who runs the trust after both of us are gone',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'is there anything we still need to move into the trust',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'how is the schwab brokerage titled',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign the directive to physicians thing',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'whos the backup on my medical power of attorney',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'does anybody besides us have copies of the wills',
    mustContain: ['Hughes'],
  },
  {
    area: 'estate documents',
    query: 'who were the witnesses when i signed my will',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whats our lawyers number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'who does our taxes',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: 'what firm is marcus with',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'danas email address?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'who gets the kids if we both die',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'people',
    query: 'sams phone number',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'how do i reach priya by phone',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'who is executor on my will and whos the backup',
    mustContain: ['Alex Carter', 'Sam Carter'],
  },
  {
    area: 'people',
    query: 'who did i set up as my trusted contact',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'whats sams home address',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'what did i say to do with my gmail',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combo to the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'whats actually in the safe besides the wills',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'when would marcus be able to see the note about the safe',
    mustContain: [
      ['after the event', 'after an event', 'after the triggering event', 'after event'],
    ],
  },
  {
    area: 'guidebook',
    query: 'can marcus see my gmail instructions',
    mustContain: [
      ['never', 'not shared', "isn't shared", 'is not shared', "can't see", 'cannot see'],
    ],
  },
  {
    area: 'guidebook',
    query: 'number for dell hr benefits',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'what did we write in the letter to mia and leo',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'whats the password to my gmail',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does the house payment come out',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'whens the condo mortgage due',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when is our car payment',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'when does the electric bill get paid',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'when does alexs life insurance come out',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'gas bill due when',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'when does the 529 money go out for mia',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when do we get charged for the gym',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'toll tag charge whens that hit',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'when is the kids next dentist appt',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-88 questions, each with its id (`h88-`, area and index). */
export const HELD_OUT_88: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h88-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
