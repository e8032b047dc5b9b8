// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-31`.
//
// Why. A fresh clean-room set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse (Alex), an adult in the family or an executor types
// into a chat in an ordinary week (short and long, casual and formal, a few typos, records named
// partially or informally: by institution, nickname, category or what they are for), asking for
// totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// different records of each area (a record is asked about twice only where the area has fewer
// records than questions). They ask what such people really need to know, not puzzles.
//
// When and how it was written. On 2026-12-01 between 03:52:04 and 03:57:06 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read any other question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40 and its last 15 lines: header, helpers and how ids are made); who ran
// no git command and never ran the chat, a benchmark, the app or the tests. Sources read: the
// demo seed and catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp and
// checked again against the seed: monthly equivalents as frequency.ts defines them (quarterly
// /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance; net worth as accounts + investments + properties − loans − credit-card
// balances ($94,450.33 + $278,322.81 + $1,147,300.00 − $724,700.00 − $2,340.18 = $793,032.96);
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents) both are accepted. Dates of monthly payments use dueOn (only
// monthly obligations are asked about, since the next date of a yearly or bi-annual one depends
// on the day it was seeded); other dates accept several spellings. Names are as the records call
// them; a first name is accepted for the family.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing
// an answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much is Leo’s preschool costing us every month?',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'What do Netflix and Spotify come to together each month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'whats the gym membership run us',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      'We pay HOA dues on both the house and the condo. What do the two come to per month, combined?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query: 'How much is our cell phone bill?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      'All in (loan, insurance, registration), what does each of our cars cost us a month, and which one costs more?',
    mustContain: ['CR-V', ['$579.83', '$6,958.00', '$6,958'], ['$142.40', '$1,708.75']],
  },
  {
    area: 'spending',
    query: 'electric plus gas at the Bluebonnet house, what’s the total a month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Roughly how much gets charged to the Amex each month? I mean all the bills we put on that card, as a monthly total.',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'Are there any bills where we never wrote down how they get paid?',
    mustContain: ['Travis County', ['Texas DMV', 'DMV'], ['State Farm Umbrella', 'Umbrella']],
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
    query: 'What is our net worth right now?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much is sitting in the ally emergency fund',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'Whats the balence on the amex card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much do we have in the HSA?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the condo’s mortgage?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'What’s left on the Honda car loan, and what interest rate is it at?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house, and what did we pay for it?',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: 'how much cash do we have across checking and savings combined (not counting the HSA)?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'What rate is the Wells Fargo morgage on?',
    mustContain: [['3.375%', '3.375 %', '3.375 percent']],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for our Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'What is Jordan’s Fidelity 401(k) worth today?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how much is in Alex’s Roth?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'How many shares of Apple do we own?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'What’s our Microsoft stock worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      'Between the 401k and Alex’s Roth IRA, how much do we have saved for retirement in total?',
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query:
      'The Schwab account is joint. Once both of us are gone, who does it pass to under the transfer-on-death registration?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'If Jordan dies, who becomes the owner of Mia’s 529?',
    mustContain: [['Alex Carter', 'Alex']],
  },
  {
    area: 'investments',
    query: 'how much have we made on the Fidelity 500 index fund compared to what we paid?',
    mustContain: ['$49,558.98'],
  },
  {
    area: 'investments',
    query: 'Is the bond fund in the 401k up or down vs. what we put in, and by how much?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio on the Fidelity bond index fund?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance do we carry in total, on both of us?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'who is the beneficiary on Alex’s Haven Life policy?',
    mustContain: [['Jordan Carter', 'Jordan']],
  },
  {
    area: 'policies',
    query: 'Need the policy number for the Tesla’s insurance please',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'What is our Blue Cross health insurance policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'How long is the term on Jordan’s Northwestern Mutual policy, and what year was it issued?',
    mustContain: [['20-year', '20 year', 'twenty-year', 'twenty year'], '2019'],
  },
  {
    area: 'policies',
    query: 'what are we paying geico to insure the CR-V?',
    mustContain: [dollars('689', '$114.83')],
  },
  {
    area: 'policies',
    query:
      'As executor I need to know: who is the contingent beneficiary on the two life insurance policies?',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file in Nido?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'What’s the deductible on our Blue Cross plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Who is executor of Jordan’s will, and who is the backup if they can’t serve?',
    mustContain: [
      ['Alex Carter', 'Alex'],
      ['Sam Carter', 'Sam'],
    ],
  },
  {
    area: 'estate documents',
    query: 'where is the original of Alex’s will kept',
    mustContain: [['fireproof safe', 'safe'], 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: [['Sam Carter', 'Sam']],
  },
  {
    area: 'estate documents',
    query: 'Is Jordan’s financial power of attorney a durable one? Who is the agent on it?',
    mustContain: ['durable', ['Alex Carter', 'Alex']],
  },
  {
    area: 'estate documents',
    query:
      'If Alex isn’t able to make medical decisions for Jordan, who is next in line under Jordan’s healthcare power of attorney?',
    mustContain: [['Priya Shah', 'Priya']],
  },
  {
    area: 'estate documents',
    query: 'what does Jordan’s living will say about end of life care?',
    mustContain: [['life-sustaining', 'life sustaining']],
  },
  {
    area: 'estate documents',
    query: 'Who’s the second agent on Alex’s financial POA, after Jordan?',
    mustContain: [['Sam Carter', 'Sam']],
  },
  {
    area: 'estate documents',
    query: 'who can make medical decisions for Alex if Alex can’t?',
    mustContain: [['Jordan Carter', 'Jordan']],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'What are the names of the witnesses who signed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whats sam’s phone number',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'Who is our estate attorney, and what firm is she with?',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'I need to email Priya. What’s her email address?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Who does our taxes, and at what firm?',
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Who is listed as Jordan’s trusted contact?',
    mustContain: [['Alex Carter', 'Alex']],
  },
  {
    area: 'people',
    query: 'can you give me Dana Hughes’s number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'How many advisors do we have in Nido, and who are they?',
    mustContain: [['2', 'two'], 'Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What time of year does our CPA usually prepare the return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'Priya’s phone number?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What is Sam Carter’s home address?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What’s the number for Dell HR benefits, for the 401k and the group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: [['office closet', 'closet'], 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What’s kept inside the safe? Are the passports in there?',
    mustContain: [['passports', 'passport'], ['car titles', 'titles'], 'trust'],
  },
  {
    area: 'guidebook',
    query: 'What should we do with Jordan’s Gmail account after Jordan dies?',
    mustContain: [['memorialize', 'memorialise', 'memorialized']],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery phone on Jordans gmail?',
    mustContain: [['Alex Carter', 'Alex']],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for the kids in the guidebook? What is it titled?',
    mustContain: ['For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'In the letter to Mia and Leo, what day are they asked to call their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'What number is given for Alex on the who-to-call-first page?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What’s the password to Jordan’s Gmail?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When does the Verizon bill come out next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'when is the next mortgage payment on the house due?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'When is the condo mortgage (Chase) due next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'What date is the next Honda car payment?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does the next 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when does austin energy take the electric bill next',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When is Alex’s Haven Life premium drafted next?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'Next due date for the Texas Gas Service bill?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When is Leo’s next checkup at the pediatrician?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-31 questions, each with its id (`h31-`, area and index). */
export const HELD_OUT_31: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h31-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
