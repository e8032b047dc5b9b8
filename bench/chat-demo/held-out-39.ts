// A thirty-ninth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-39`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyday: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Jordan's brother Sam, the executor, the CPA) typing into the chat in
// an ordinary month, short and long, casual and formal, with some typos, naming records partially
// or informally (by institution, nickname, category, what they are for or whose they are), and
// asking for amounts, totals, comparisons, counts, yes/no and who/when/where/which answers, spread
// over many records and fields of the demo household.
//
// When and how it was written. On 2026-12-01 between 07:32:00 and 07:35:28 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts, nor git history; who read of bench/chat-demo/ only questions.ts lines 1-120
// (types, dueOn and protocol), spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines
// (header shape, helpers, how ids are made), and never listed that folder; and who never ran the
// chat, a benchmark, the app or the tests. Sources: the demo seed and catalogs
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, the first 60 lines of asset-schemas.ts and the first
// 80 of categories.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
//
// Amounts. Every amount was worked out with a throwaway script outside the repository from the
// catalog and checked again against the seed: monthly equivalents as frequency.ts defines them
// (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it (accounts +
// investments + properties − loans − credit-card balances); printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month, with or without cents), both
// are accepted. Dates of monthly payments use dueOn, other dates several spellings. Questions in
// the owner's voice ("my will", "my 401(k)") are Jordan's. The total of the investments is asked
// naming its four accounts, since whether the HSA is listed with them is not what is measured.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much is the texas gas bill every month',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query: "Netflix plus Spotify — what's that come to a month?",
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query:
      'What does the whole Home category add up to per month? Both places, so mortgages, utilities, HOA dues, home insurance and the property tax.',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      'Sam here, helping Jordan with the budget. Roughly what do phones and internet run them each month?',
    mustContain: ['$238.19'],
  },
  {
    area: 'spending',
    query: 'how much is mias soccer club',
    mustContain: [[...dollars('325'), '$54.17']],
  },
  {
    area: 'spending',
    query: 'is the condo HOA more or less than the travis heights one?',
    mustContain: [dollars('525'), [...dollars('450'), ...dollars('150')]],
  },
  {
    area: 'spending',
    query: "What ends up on Alex's Amex in a typical month, all in?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'how many of our bills only come around once a year?',
    mustContain: [['7', 'seven']],
  },
  {
    area: 'spending',
    query: "Monthly cost of having the Tesla? insurance, registration, whatever we've got on it",
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'How much did we spend at HEB on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'whats in the ally emergency fund rn',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally savings account in?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'hsa balance?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'How much do we owe on the Blue Cash card at the moment?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "If you add up our checking and every savings account we have (leave the HSA out), what's the total?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "Good afternoon. As the Carters' CPA I would like the household's current net worth as Nido calculates it, please.",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much is left on the CR-V loan and what rate r we paying',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%']],
  },
  {
    area: 'accounts',
    query: "What's the interest rate on the Rainey St condo mortgage?",
    mustContain: [['6.25%', '6.250%']],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house, and what did we pay for it?',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "What's the routing number on our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Add up the Dell 401k, Alex's Roth, the joint Schwab account and Mia's 529 for me — what's the total?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "which is worth more right now, alex's vanguard roth or our schwab brokerage? by how much",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares do we hold?',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: "What's our Apple stock worth at the current price?",
    mustContain: [dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'Who inherits the joint brokerage once both of us are gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'whats mias college fund worth now',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much are we up on the Schwab account compared with what we paid in?',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query: 'In my 401(k), which fund is the biggest and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "how much is sitting in the bond fund in Jordan's 401k",
    mustContain: [dollars('22,403')],
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
    query: 'how big is my life insurance policy with northwestern',
    mustContain: [dollars('1,000,000')],
  },
  {
    area: 'policies',
    query: "Could you give me the policy number for Alex's Haven Life coverage?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'If Alex and I both died, who would the Northwestern Mutual payout go to?',
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: "whats the policy # on our blue cross plan, the dr's office is asking",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage does the State Farm policy give us on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'GEICO policy number for the Tesla pls',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "what do we pay for alex's term life?",
    mustContain: [['$41.50', ...dollars('498')]],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do Jordan and Alex have on file?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'What year was my NW Mutual term policy issued?',
    mustContain: ['2019'],
  },
  {
    area: 'policies',
    query: "What's the deductible on the homeowners policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did I sign my will?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "I'm the executor. Where is the original of Jordan's will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'who takes over as trustee of the family trust after jordan and alex',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Is there anything that was meant to go into the trust but hasn't been moved yet?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Who did we name as guardian for Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Alex's durable POA for finances - who's the first agent named on it?",
    mustContain: ['Jordan'],
  },
  {
    area: 'estate documents',
    query: 'when were the wills and the trust last reviewd?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'How many estate documents do we have recorded altogether, counting wills, the trust, POAs and directives?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to set up the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whats dana hughes number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which firm is our accountant with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Who's set up as Jordan's trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Do you have Sam Carter's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'number for priya shah?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What time of year does Marcus usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'which attorney drew up our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query:
      "I've just been named executor and I'm new to the family's paperwork. What are the children's names?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'people',
    query: 'Can our CPA edit our stuff in Nido or only look at it?',
    mustContain: [['read-only', 'read only', 'read access', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "What's Marcus Lee's CPA license number?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'In the guidebook list of who to call first, what number is given for Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'whats the dell HR benefits line for the 401k and the group life',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account in the end?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery number on jordan's gmail",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'In my letter to Mia and Leo, who did I ask them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'How many entries are there in our family guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "How long are we supposed to keep Jordan's email open?",
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "What's the password for Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'which bills come out on the first of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When's the next condo mortgage payment to Chase?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'next austin energy autopay date?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When will the next Honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does the next 529 contribution for Mia go in?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'verizon bill next due when?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'On what date does Life Time take the next gym payment?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'when is spectrum due',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Netflix comes out of the card on what day next?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "When does Leo's preschool close for winter break?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-39 questions, each with its id (`h39-`, area and index). */
export const HELD_OUT_39: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h39-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
