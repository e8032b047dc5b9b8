// A ninetieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-90`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in the everyday voice of someone typing on a phone: very short, lowercase, abbreviated
// (acct, ins, bal, pmt, mo, yr, wk), with typos and missing words, and nobody saying who they are
// (questions in the first person, "my 401k", "life ins on me", are Jordan's). It spreads over the
// whole product evenly, including the fields that are easy to miss: monthly due days, last four
// digits, owners, VINs, purchase dates, loan rates and terms, contingent beneficiaries, titling,
// signing and review dates, the successor owner in an account's notes, guidebook sharing modes,
// who holds the safe's combination, advisors' firms, emails, phones and access.
//
// When and how it was written. On 2026-12-02 between 17:05:30 and 17:09:07 UTC (from `date -u`),
// by a helper who never opened, grepped or searched anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who read from bench/chat-demo/ only questions.ts lines 1-120 (types, dueOn
// and protocol), held-out-6.ts's first 40 and last 15 lines (header style and export shape) and
// spellings.ts, and copied no question wording from them; who opened no notes but the brief, ran
// no git command, and never ran the chat, the benchmark, the app, the tests or a full tsc.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts (first
// 60 lines), src/shared/finance/categories.ts (first 80 lines) and the "AI assistant" section of
// the product spec (/work/shared/spec/product-spec.md). No question asks for net worth, so the
// household summary was not read.
//
// Slips. One: the very first command listed bench/chat-demo/ (an `ls` of its file names, run with
// the notes folder's); no file there was opened beyond what is allowed above, and nothing was
// taken from the listing.
//
// Amounts. Worked out with a throwaway Python script using exact decimals: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value
// as its holdings' value, else its entered balance; the HSA never counted as an investment.
// Printed as "$1,234.56" (whole dollars with and without cents); where an amount may reasonably be
// stated per charge, per month or per year, each is accepted. Dates of monthly payments use dueOn,
// other dates dateSpellings, phones phoneSpellings. Nothing depends on when the demo was seeded
// beyond monthly due days.
//
// Protocol. Run once, at the end, by the lead. Never edit a question or its facts after an answer
// is seen, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

/** How the guidebook's "after the event" sharing mode may be put. */
const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after a triggering event',
  'after the triggering event',
  'after event',
  'after death',
  'after my death',
  "after Jordan's death",
  'after Jordan’s death',
  'after Jordan dies',
  'after I die',
  'after the unlock',
  'once the event',
  'only after',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying for home stuff a mo total',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'condo costs us wat per month',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'utilites per mo?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'gym membrship how much',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'mias soccer cost',
    mustContain: [[...dollars('325'), '$54.17', ...dollars('650')]],
  },
  {
    area: 'spending',
    query: 'costco membership per yr?',
    mustContain: [dollars('130')],
  },
  {
    area: 'spending',
    query: 'what do the "other" bills come to a month',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'netflix goes on which card',
    mustContain: [['Amex', 'American Express', 'Blue Cash', '8431']],
  },
  {
    area: 'spending',
    query: 'umbrella ins cost?',
    mustContain: [[...dollars('385'), '$32.08']],
  },
  {
    area: 'spending',
    query: 'how much we spend on groceries last wk',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'chase checking bal',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 on the amex?',
    mustContain: ['8431'],
  },
  {
    area: 'accounts',
    query: 'ally acct is in whose name',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'accounts',
    query: 'hsa bal?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'car loan rate n term',
    mustContain: [
      ['4.9%', '4.90%'],
      ['60 months', '60-month', '60 mo', '5 years', '5-year', 'five years', 'five-year'],
    ],
  },
  {
    area: 'accounts',
    query: 'whats left to pay on the condo mortage',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'int rate on the house mortgage',
    mustContain: ['3.375%'],
  },
  {
    area: 'accounts',
    query: 'wat did we pay for bluebonnet n when',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query: 'vin for the crv',
    mustContain: ['7FARW2H59ME012345'],
  },
  {
    area: 'accounts',
    query: 'routing # for chase checking',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'whats my 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we have',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'alexs roth bal',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'contingent benes on my 401k',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'how much cash sitting in schwab',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: '529 worth?',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'successor owner on mias 529',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'total in all investmnt accts',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'fspsx value',
    mustContain: ['$21,045.83'],
  },
  {
    area: 'investments',
    query: 'whats the employer match on my 401k',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'life ins on me how much',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'alex life policy #',
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'contingent bene on my life ins?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'geico policy number tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'dwelling coverage on the house',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'what kind of health plan r we on',
    mustContain: ['PPO', ['Blue Cross', 'BCBS']],
  },
  {
    area: 'policies',
    query: 'premium on alexs life ins',
    mustContain: [['$41.50', '$498.00', '$498']],
  },
  {
    area: 'policies',
    query: 'what yr was my term life issued',
    mustContain: ['2019'],
  },
  {
    area: 'policies',
    query: 'crv car ins premium',
    mustContain: [[...dollars('689'), '$114.83', ...dollars('1,378')]],
  },
  {
    area: 'policies',
    query: 'deductible on home ins?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did we sign the wills',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'where r the will originals',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'backup executor on my will',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'who gets the kids if we both die',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'trust last reviewd when',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'my backup healthcare agent?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign the directive to physicians',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'hows the house titled',
    mustContain: ['trust'],
  },
  {
    area: 'estate documents',
    query: 'titling on chase checking',
    mustContain: [
      ['JTWROS', 'right of survivorship', 'rights of survivorship', 'joint tenants with right'],
    ],
  },
  {
    area: 'estate documents',
    query: 'trust tax id #?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'lawyers number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'cpa name n firm',
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'sams email',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'priyas phone #',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'how is priya related',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'email for dana',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'whos our trusted contact',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'what access does the cpa have',
    mustContain: [['read', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'when does marcus do our taxes',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'sams home address',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr # for the 401k',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'wheres the safe',
    mustContain: [['closet', 'office']],
  },
  {
    area: 'guidebook',
    query: 'who has the safe combo',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'whats in the safe besides the wills',
    mustContain: ['passports', ['car titles', 'titles']],
  },
  {
    area: 'guidebook',
    query: 'what happns to my gmail',
    mustContain: [['memorialize', 'memorialise', 'memorialized', 'memorialised']],
  },
  {
    area: 'guidebook',
    query: 'when can alex read the letter to the kids',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'is my gmail entry shared w the cpa',
    mustContain: [
      [
        'never',
        'not shared',
        "isn't shared",
        'isn’t shared',
        'is not shared',
        "can't see",
        'can’t see',
        'cannot see',
        'does not see',
        "doesn't see",
        'doesn’t see',
      ],
    ],
  },
  {
    area: 'guidebook',
    query: 'what guidebook entries can marcus see rn',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'letter to kids says call grandma when',
    mustContain: ['Sundays'],
  },
  {
    area: 'guidebook',
    query: 'wifi password?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'whens the condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'gas bill due?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'honda pmt date',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'when does verizon hit',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: '529 contribution goes out when',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'spectrum due',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'when is alexs life ins pmt',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'what day does the gym charge',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'whats due on the 18th',
    mustContain: ['Austin Energy'],
  },
  {
    area: 'due dates',
    query: 'when does the tenants lease on the condo end',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-90 questions, each with its id (`h90-`, area and index). */
export const HELD_OUT_90: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h90-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
