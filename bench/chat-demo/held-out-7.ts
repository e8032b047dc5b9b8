// A seventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-7`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for how well
// the chat generalizes: questions phrased the way a spouse, an adult child or an executor types
// into a chat (short and long, casual and formal, a few typos, records named partially or
// informally), asking for totals, comparisons, yes/no and who/when/where/which answers, spread
// over many records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 05:16:09 and 05:19:12 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages or diffs; who never read the earlier question sets
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made);
// and who never ran the chat, the benchmark or the app. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts and the product
// spec's AI Insights section. Every amount was worked out from the catalog (monthly equivalents:
// quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero, computed exactly in integers; an account's value
// as its holdings' value, else its entered balance; net worth as accounts + investments +
// properties − loans − credit-card balances), checked with a throwaway script and printed as
// "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per month, with or
// without cents), both are accepted; dates of monthly payments use dueOn, other dates several
// spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the condo costing us a month all in? mortgage plus the HOA',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'How much do we pay per month for utilities at the house, electric and gas together?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'What are we paying Life Time for the gym?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much does the umbrella policy cost us?',
    mustContain: [[...dollars('385'), '$32.08']],
  },
  {
    area: 'spending',
    query: 'Adding up every bill that gets charged to the Amex, what is that per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'What does Mia cost us monthly — piano, soccer and her 529 contribution combined?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'how much r we spending on the tesla each month',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: "What's the monthly total for the Other category?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'Which costs more, Spotify or Netflix, and by how much?',
    mustContain: ['Spotify', '$4.50'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's in the Chase checking right now?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "how much is in alex's emergency fund",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'What do our two savings accounts hold in total?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: 'How much do we currently owe on the American Express card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'As the executor I need a rough picture: what is the household net worth?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'Which bank is the HSA with, and what is its balance?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: "What's still owed on the mortage for the Rainey St condo?",
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of our joint checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "What's the balance on the car loan and what rate are we paying?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) is the Ally emergency fund earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's my 401k worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "How much is Alex's Roth IRA at Vanguard worth these days?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'whats the total value of all our investment accounts put together',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many shares of Microsoft do we hold at Schwab?',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'How much are we up on the Apple stock compared with what we paid?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: "Who is the primary benificiary on Alex's Roth?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'If both of us die, who inherits the joint brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What is Mia's college 529 worth at the moment?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What is the bond index fund in my 401(k) worth?',
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'Should I sell my Apple shares before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'who is the backup beneficiary on my Northwestern Mutual policy',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's our health insurnace policy number?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the Bluebonnet house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Between the two of us, how much life coverage do we carry in total?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: "What is the premium on Jordan's term life policy?",
    mustContain: [[...dollars('960'), ...dollars('80')]],
  },
  {
    area: 'policies',
    query: 'Who insures our cars?',
    mustContain: ['GEICO'],
  },
  {
    area: 'policies',
    query: 'who is our health plan with and what does it cost a month',
    mustContain: ['Blue Cross', dollars('618')],
  },
  {
    area: 'policies',
    query: 'What is the deductible on the State Farm homeowners policy?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's the executor of my will?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: "Where is the original of Alex's will kept?",
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: 'When was the family trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'who takes over as trustee if both parents are gone',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'If something happens to both of you, who would be guardian for Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who is the alternate agent on Jordan's financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'when were teh wills last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Should we put the Rainey Street condo into the trust to avoid probate in Texas?',
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
    query: 'Which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'whats sams email',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How is Priya related to the family, and how do I reach her by phone?',
    mustContain: ['sister', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is my trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "What's the name and phone number of our accountant?",
    mustContain: ['Marcus Lee', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Which of our advisors can see our information in Nido?',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: "Who's our estate attorney, and what's her email address?",
    mustContain: ['Dana Hughes', 'dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Phone number for Sam Carter please',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'How much does Marcus Lee charge to prepare our tax return?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: [['closet', 'office']],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's Gmail account?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'number for Dell HR benefits?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and the trust, what else is kept in the safe?',
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'According to the guidebook, who should I call first?',
    mustContain: ['Alex', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for the kids in the guidebook? Who is it addressed to?',
    mustContain: [['Mia and Leo', 'Mia & Leo']],
  },
  {
    area: 'guidebook',
    query: 'How long should we keep the Gmail account open?',
    mustContain: [['a year', 'one year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next Wells Fargo mortgage payment?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'when does the condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the Verizon bill paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Next Honda car payment — what date?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When is the Spectrum internet bill due?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "When does the monthly contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when is the austin energy bill due',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium charged next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'What day does the gym membership get charged?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-7 questions, each with its id (`h7-`, area and index). */
export const HELD_OUT_7: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h7-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
