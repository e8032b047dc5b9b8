// A third held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-3`:
// npx tsx bench/chat-demo.ts held-out-3
//
// Why. A fresh set nobody has tuned against, written in the way family members actually type:
// short fragments, casual and formal wording, a few typos, informal names for records ("the
// Tesla", "the condo"), and totals or comparisons a person would naturally ask.
//
// When and how it was written. On 2026-11-29 between 22:41 and 23:30 UTC, by a helper who never
// opened anything under src/server/modules/ai-insights/ (the chat engine) nor its tests or
// fixtures, never read the earlier question sets beyond their headers (questions.ts lines 1-120:
// types, dueOn and protocol; held-out-2.ts lines 1-25), and never ran the chat or the benchmark.
// Sources: the demo catalog only (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts and the product
// spec's AI Insights section. Every amount was worked out from the catalog (monthly equivalents:
// quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; holdings as quantity
// × price rounded half away from zero; an account's value as its holdings' value), printed as
// "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per month), both
// spellings are accepted; dates of monthly payments use dueOn, other dates several spellings.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), spread across areas.

import { dueOn, type ChatQuestion } from './questions';

const MARCH_14_2023 = [
  'March 14, 2023',
  'Mar 14, 2023',
  'Mar. 14, 2023',
  '2023-03-14',
  '3/14/2023',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying for the gym',
    mustContain: ['Life Time Fitness', '$219.00'],
  },
  {
    area: 'spending',
    query: 'What does it cost to insure the Tesla?',
    mustContain: [['$812.00', '$135.33']],
  },
  {
    area: 'spending',
    query: 'Utilities, electric and gas together, per month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much is the HOA at the condo?',
    mustContain: ['$525.00'],
  },
  {
    area: 'spending',
    query: 'Could you tell me the monthly total for everything in the auto category?',
    mustContain: ['$745.73'],
  },
  {
    area: 'spending',
    query: 'netflix + spotify combined each month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "Leo's preschool tuition — how much is it?",
    mustContain: ['Bright Horizons', '$1,420.00'],
  },
  {
    area: 'spending',
    query: 'Which costs us more, Spectrum or Verizon?',
    mustContain: ['Verizon', '$148.20'],
  },
  {
    area: 'spending',
    query: 'costco membership cost?',
    mustContain: [['$130.00', '$10.83']],
  },
  {
    area: 'spending',
    query: 'Which internet provider in Austin is cheapest right now?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's the balance in the Chase checking account?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'whats the balance on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Where is our emergency fund and how much is in it?',
    mustContain: ['Ally Bank', '$25,300.00'],
  },
  {
    area: 'accounts',
    query: 'Last 4 digits of the Premier Savings account number?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'How much is in the HSA, and whose name is it in?',
    mustContain: ['$8,700.00', 'Jordan Carter'],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe on the honda',
    mustContain: ['$14,220.00'],
  },
  {
    area: 'accounts',
    query: 'Combined, how much is in our two Chase bank accounts?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: "What's left on the condo's mortgage?",
    mustContain: ['$298,100.00'],
  },
  {
    area: 'accounts',
    query: 'Please tell me the estimated value of the Rainey Street condo.',
    mustContain: ['$410,000.00'],
  },
  {
    area: 'accounts',
    query: 'How big will our tax refund be this year?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "How much is Jordan's 401k worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many shares of microsoft do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'Who owns the Roth IRA and what is it worth?',
    mustContain: ['Alex Carter', '$54,362.00'],
  },
  {
    area: 'investments',
    query: 'Total value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Mia's 529 — current value?",
    mustContain: ['$15,600.00'],
  },
  {
    area: 'investments',
    query: 'Who gets the Schwab brokerage account after both of us are gone?',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'How much have we made on the Apple stock so far?',
    mustContain: ['$5,250.00'],
  },
  {
    area: 'investments',
    query: 'Which single holding is worth the most?',
    mustContain: ['Fidelity 500 Index Fund', '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'who is the successor owner on the 529',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: "What will Microsoft's share price be tomorrow?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "What's the death benefit on Alex's life insurance?",
    mustContain: ['$750,000.00'],
  },
  {
    area: 'policies',
    query: "Who is the contingent beneficiary on Jordan's Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'health insurance policy number pls',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we carry on the house?',
    mustContain: ['$610,000.00'],
  },
  {
    area: 'policies',
    query: 'I need the GEICO policy number for the CR-V.',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'Who is Jordan insured with for life insurance, and for how much?',
    mustContain: ['Northwestern Mutual', '$1,000,000.00'],
  },
  {
    area: 'policies',
    query: 'What does the Blue Cross health plan cost us a month?',
    mustContain: ['$618.00'],
  },
  {
    area: 'policies',
    query: 'Is the Honda or the Tesla more expensive to insure?',
    mustContain: ['Tesla', ['$812.00', '$135.33']],
  },
  {
    area: 'policies',
    query: 'Annual premium for the homeowners policy?',
    mustContain: [['$2,864.00', '$238.67']],
  },
  {
    area: 'policies',
    query: 'How much would GEICO quote us to add a third car?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's the backup executor on Jordan's will?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Where is the original of Jordan's will kept?",
    mustContain: ['fireproof safe', 'Hughes Law'],
  },
  {
    area: 'estate documents',
    query: 'who would raise the kids if something happend to both of us',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When were our wills signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (living will)?',
    mustContain: [['June 3, 2019', 'Jun 3, 2019', 'Jun. 3, 2019', '2019-06-03', '6/3/2019']],
  },
  {
    area: 'estate documents',
    query: "Who is the second health care agent on Jordan's medical power of attorney?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Is there anything that still needs to be moved into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'trust last reviewed when?',
    mustContain: [
      ['February 10, 2025', 'Feb 10, 2025', 'Feb. 10, 2025', '2025-02-10', '2/10/2025'],
    ],
  },
  {
    area: 'estate documents',
    query: "Who is the agent on Alex's financial power of attorney?",
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'estate documents',
    query: 'What does UK inheritance law say about pour-over wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'Marcus Lee — what firm is he with?',
    mustContain: ['Lee & Ortiz CPAs'],
  },
  {
    area: 'people',
    query: "lawyer's phone number?",
    mustContain: ['555-0120'],
  },
  {
    area: 'people',
    query: "Do we have Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'List the children in the household.',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'people',
    query: 'What level of access does our CPA have?',
    mustContain: ['read'],
  },
  {
    area: 'people',
    query: "Who's set up as our trusted contact?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'priyas phone #',
    mustContain: ['555-0188'],
  },
  {
    area: 'people',
    query: "What's our next-door neighbour's address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'If something happens to Jordan, who do I call first?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'guidebook',
    query: 'What is the Dell HR benefits number?',
    mustContain: ['555-0199'],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "what's kept in the safe",
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What should we do with Jordan's Gmail account?",
    mustContain: ['memorialize'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can Marcus Lee see right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'Tell me what the letter to Mia and Leo says.',
    mustContain: ['proud'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries are never shared with the CPA?',
    mustContain: ['Jordan’s Gmail', 'For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "What's grandma's phone number?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the condo mortgage due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when is the electric bill due',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'gas bill date?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When does the Honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Spotify charge day?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'Which bill is due on the 28th?',
    mustContain: ['Central Texas Regional Mobility Authority'],
  },
  {
    area: 'due dates',
    query: 'Is there anything paid on the 15th of the month?',
    mustContain: ['Texas Tuition Promise Fund'],
  },
  {
    area: 'due dates',
    query: 'When is the Haven Life premium taken?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "What's due on the 2nd?",
    mustContain: ['Life Time Fitness'],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-3 questions, each with its id (`h3-`, area and index). */
export const HELD_OUT_3: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h3-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
