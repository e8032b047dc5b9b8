// An eightieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-80`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions in the everyday voice of a busy household (Jordan and Alex talking or texting
// the way people do: indirect phrasing, casual names for things such as "the car loan", "the
// rental" or "the kids' college money", records named by what they are for, a few typos and
// follow-on clauses), asking for lookups over many records and fields and, about a quarter of
// the time, for filters, rankings, comparisons, sums or two things at once.
//
// When and how it was written. On 2026-12-02 between 08:48:30 and 08:53:31 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ and never read another question set
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts,
// its first 40 and last 15 lines: header style and export shape; spellings.ts whole); who opened
// nothing under /work/notes/ but its brief, ran no git command, and never ran the chat, the
// benchmark, the app or the tests.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts and
// the product spec's "AI assistant" section.
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script in /tmp, never
// guessed: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12), summed then rounded once to cents; a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; printed as
// "$1,234.56" (whole dollars with and without cents). Where an amount may reasonably be stated per
// charge, per month or per year, each is accepted. Dates of monthly payments use dueOn, other
// dates dateSpellings, phones phoneSpellings. Nothing depends on when the demo was seeded beyond
// the monthly due days; the HSA is never counted as an investment. Questions in the first person
// without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const BLUE_CROSS = ['Blue Cross', 'BCBS'];
const THE_TRUST = ['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the gas bill at the house run us? is that every month?',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query: 'Remind me what the HOA dues are on the condo downtown',
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query: 'netflix and spotify together, how much a month is that',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "What are we paying for Leo's preschool these days?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'how much do the cell phones plus the internet cost us each month, both together?',
    mustContain: ['$238.19'],
  },
  {
    area: 'spending',
    query:
      "What's the HOA for our neighborhood at the house each quarter, and what's that per month?",
    mustContain: [dollars('450'), dollars('150')],
  },
  {
    area: 'spending',
    query: 'Do we still pay for the Costco membership? how much is it',
    mustContain: [dollars('130', '$10.83')],
  },
  {
    area: 'spending',
    query:
      'All in, how much do we spend on Mia a month? piano, soccer, her college savings, everything',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'What do our two places cost us a month all together — both mortgages, utilities, HOAs, home insurance, property tax?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'how much did we spend on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is sitting in the emergency fund, and whose name is that one under?',
    mustContain: [dollars('25,300'), 'Alex'],
  },
  {
    area: 'accounts',
    query: "what's the balance on the amex right now",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Which bank is our HSA with again, and whats in it?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'what are the last four digits of our joint checking account',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'How much do we have in checking and savings combined, not counting the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the car loan and what interest rate are we paying?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: "what's left on the morgage for the rental, and what's the rate on that one?",
    mustContain: [dollars('298,100'), ['6.25%', '6.250%', '6.25 %', '6.25 percent']],
  },
  {
    area: 'accounts',
    query: "What's the house worth now compared to what we paid for it?",
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: 'if we add up both mortgages and the car loan, how much debt are we carrying?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on Alex's Amex?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my 401k worth at the moment?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares do we have, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: "how much is in the kids' college money right now",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "Who gets Alex's Roth if something happens to Alex?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: "Which is worth more, Alex's Roth or our joint brokerage? and by how much",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: 'how much uninvested cash is just sitting in the Schwab account?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'What was the bond fund in my 401(k) called — the ticker — and how much is in it?',
    mustContain: ['FXNAX', dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'how much are we up on the Apple stock compared to what we paid?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: "If I'm gone, who takes over as owner of Mia's 529?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'How much does Dell match on my 401k contributions?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance does Alex have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's car insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'who is the backup beneficiary on my life insurence, after Alex?',
    mustContain: [THE_TRUST],
  },
  {
    area: 'policies',
    query: 'how much is the house itself insured for on the homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "who's our health insurance through and what's the policy number? the dentist's office is asking",
    mustContain: [BLUE_CROSS, 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Remind me when my term life policy was taken out and how long the term is',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'between the two of us, what do we pay for life insurance?',
    mustContain: [dollars('1,458', '$121.50')],
  },
  {
    area: 'policies',
    query: 'how much life insurance coverage do Alex and I have combined?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'who insures the CR-V and what does it cost?',
    mustContain: ['GEICO', dollars('689', '$114.83', '$1,378.00', '$1,378')],
  },
  {
    area: 'policies',
    query: "What's the deductible on our homeowners insurance?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "where's the original of my will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When did we sign the family trust?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'who takes over running the trust after the two of us are gone?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "What's actually in the trust right now, and is there anything we still need to move into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'when did Alex sign the living will?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'who is the backup agent on my financial power of attorney if Alex cant do it',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'When did we last go over our wills?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'what kind of will did I end up with, remind me?',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: 'How is the joint brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: "What's the tax ID number (EIN) for our family trust?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "what's our lawyer's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What was the name of the firm our CPA works at?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'who would raise the kids if something happened to both of us',
    mustContain: ['Priya'],
  },
  {
    area: 'people',
    query: "Do we have Priya's email somewhere?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "what's Sam's cell number",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      'If Alex cant make medical decisions for me, who is next in line, and how do I reach them?',
    mustContain: ['Priya', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "what's Dana's email address",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Besides the two of us, who is named in our wills and trust?',
    mustContain: ['Sam', 'Priya'],
  },
  {
    area: 'people',
    query: 'remind me what month Marcus usually does our taxes',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's the number for Dell HR benefits?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'what did I say should happen to my gmail',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "What's in the fireproof safe besides the wills?",
    mustContain: ['trust', 'titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Who did we put on the list of people to call first?',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'in the letter for the kids, what did we ask them to do about their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the safe in the house',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'What number did I put down for Alex in the guidebook?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "what's the password to my gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When does the house mortgage come out next?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "when's the rental mortgage due",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'whens the next car payment?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "What day does the money for Mia's 529 go out next?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "When's Alex's life insurance premium taken next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'what all comes out on the 1st of every month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', BLUE_CROSS, 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'when does the gym membership get charged next',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When is the electric bill due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills get paid after the 20th of the month?',
    mustContain: ['Texas Gas', ['Central Texas Regional Mobility Authority', 'toll', 'CTRMA']],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-80 questions, each with its id (`h80-`, area and index). */
export const HELD_OUT_80: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h80-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
