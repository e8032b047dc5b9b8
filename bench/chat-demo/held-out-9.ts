// A ninth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-9`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure of how well
// the chat generalizes: questions phrased the way a spouse, an adult child or an executor types
// into a chat (short and long, casual and formal, a few typos, records named partially or
// informally), asking for totals, comparisons, yes/no and who/when/where/which answers, spread
// over many kinds of record of the demo household and many of their fields, free-text notes and
// descriptions included.
//
// When and how it was written. On 2026-11-30 between 06:12:27 and 06:15:38 UTC (from `date -u`),
// by a helper working clean-room: it never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine), nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, nor bench/README.md, nor bench/chat-demo.ts; it never read git log
// messages or diffs; of the earlier sets it read only questions.ts lines 1-120 (types, dueOn and
// the protocol), spellings.ts, and held-out-6.ts lines 1-40 (header and helpers) and its last 15
// lines (how ids are made), and never opened held-out-7.ts or held-out-8.ts; and it never ran the
// chat, the benchmark or the app. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section.
//
// Amounts. Every amount was worked out from the catalog by the helper (monthly equivalents as
// frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero; an account's value as its
// holdings' value, else its entered balance; net worth as household-summary.ts defines it:
// accounts + investments + properties − loans − credit-card balances), checked with a throwaway
// script and printed as "$1,234.56". Where an amount may reasonably be stated two ways (per
// charge or per month, with or without cents), both are accepted; dates of monthly payments use
// dueOn, other dates several spellings. Questions in the owner's voice ("my will", "my 401k") are
// Jordan's.
//
// Protocol. Run once by the lead, before any change made after this set was written. Do not edit
// a question or its facts after seeing an answer, never use this set to tune the engine, and do
// not look at its answers while changing the engine. 80 questions: 9 in each of the eight areas
// (72), plus 8 that must be declined (Nido does not hold the answer, or it would be financial,
// legal or tax advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MAY_22_2018 = dateSpellings(2018, 5, 22);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the monthly austin energy bill? is that just electric or more',
    mustContain: ['$187.40', 'water'],
  },
  {
    area: 'spending',
    query: 'How much do the two HOAs come to each month, the house and the condo together?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query:
      "Add up everything we pay for Mia — piano, soccer, the 529 contribution. What's that per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'What does the Tesla cost us in a year between its insurance and the registration?',
    mustContain: [['$1,708.75', '$142.40']],
  },
  {
    area: 'spending',
    query: 'Which is more expensive, the Spectrum internet or the Verizon plan, and by how much?',
    mustContain: ['Verizon', '$58.21'],
  },
  {
    area: 'spending',
    query: 'Total we send State Farm per year, homeowners plus the umbrella?',
    mustContain: [['$3,249.00', '$3,249', '$270.75']],
  },
  {
    area: 'spending',
    query: 'wat do we spend on streaming a month (netflix + spotify)',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "How much gets charged to Alex's Amex card every month, all the bills together?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'There is a charge from the Central Texas Regional Mobility Authority. What is it for and how much is it?',
    mustContain: ['toll', '$23.50'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "How much is in Alex's emergency fund at Ally?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "For the estate inventory I'm putting together as executor: what is the household's net worth?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much equity do we have in the rainey st condo',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: "What's still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What rate is the mortgage on the Bluebonnet house?',
    mustContain: [['3.375%', '3.38%']],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in checking and savings combined, not counting the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house and what did we pay for it?',
    mustContain: [MAY_22_2018, dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "What's the VIN on the CR-V?",
    mustContain: ['7FARW2H59ME012345'],
  },
  {
    area: 'accounts',
    query: 'Between the two mortgages, how much do we still owe in total?',
    mustContain: [dollars('710,480')],
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
    query: 'How much is my Dell 401k worth right now?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'What are all of our investment accounts worth together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares do we have, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'how much are we up on the apple stock compared to what we paid',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: "Who are the beneficaries on Alex's Roth IRA?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Is the Fidelity bond index fund in my 401(k) up or down from what I paid, and by how much?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query: "If Jordan passes away, who takes over as owner of Mia's 529?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "How many tuition units are in Mia's 529, and for which enrollment year?",
    mustContain: ['120', '2036'],
  },
  {
    area: 'investments',
    query: 'What is the total unrealized gain across the whole portfolio?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Should I sell the Apple shares in the brokerage and buy more VTI instead?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "What's the policy number on my Northwestern Mutual life insurance?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Alex and I have between us?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million']],
  },
  {
    area: 'policies',
    query: "Who gets the payout of Alex's Haven Life policy if I'm no longer around either?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage is on the homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What is the personal liability limit on the State Farm home policy?',
    mustContain: [dollars('500,000')],
  },
  {
    area: 'policies',
    query: 'geico policy numbr for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Is our Blue Cross health plan a PPO or an HMO?',
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query: 'When was my term life policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 years', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: 'What does car insurance for both cars cost us?',
    mustContain: [['$250.17', '$1,501.00', '$1,501', '$3,002.00', '$3,002']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the Tesla's GEICO policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's the executer of my will, and who's the backup?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'Who would raise Mia and Leo if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still has not been retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the Carter Family Revocable Trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians (Alex's living will)?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Under my medical power of attorney, who is the alternate agent after Alex?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When were our wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      'How is the Chase checking account titled — does it go straight to the survivor if one of us dies?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: 'If we move to Colorado, do our Texas wills still hold up or do we need new ones?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes' phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Who is our CPA and which firm is he with?',
    mustContain: ['Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: 'whats sams email',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How can I reach Priya Shah by phone?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Which of our advisors drafted the wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'Who is my trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'How is Sam Carter related to the family?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: 'What time of year does our accountant prepare the tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'email address for our lawyer?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "What is Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What number did I leave for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What's kept inside the safe besides the wills and the trust?",
    mustContain: ['passport', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account in the end?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'How long should my Gmail be kept open before anything is done with it?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery number on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the kids, what do I ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "Who's first on the who-to-call list, and at what number?",
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the Wi-Fi password at the condo?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: "When's the Verizon bill due?", mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'what day does the honda payment come out',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When is the next payment on the condo mortgage?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When do the toll tags get charged next?',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium paid?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'Texas Gas Service — when is it due?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When does the Life Time gym membership get drafted?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-9 questions, each with its id (`h9-`, area and index). */
export const HELD_OUT_9: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h9-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
