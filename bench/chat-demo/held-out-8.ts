// An eighth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-8`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for how well
// the chat generalizes: questions phrased the way a spouse, an adult child or an executor types
// into a chat (short and long, casual and formal, a few typos, records named partially or
// informally), asking for totals, comparisons, yes/no and who/when/where/which answers, spread
// over many different records and fields of the demo household, free-text notes included.
//
// When and how it was written. On 2026-11-30 between 05:21:15 and 05:24:21 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages or diffs; who never read the earlier question sets
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made),
// and never opened held-out-7.ts; and who never ran the chat, the benchmark or the app. Sources:
// the demo catalog and seed (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts (and, for how
// amounts are defined, src/shared/finance/asset-schemas.ts and the allocation classes) and the
// product spec's AI Insights section. Every amount was worked out from the catalog (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a
// holding as quantity × price rounded half away from zero; an account's value as its holdings'
// value, else its entered balance; net worth as accounts + investments + properties − loans −
// credit-card balances), checked with a throwaway script (since deleted) and printed as
// "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per month, with
// or without cents), both are accepted; dates of monthly payments use dueOn, other dates several
// spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once by the lead, before any change made after this set was written. Do not edit
// a question or its facts after seeing an answer, never use this set to tune the engine, and do
// not look at its answers while changing the engine. 80 questions: 9 in each of the eight areas
// (72), plus 8 that must be declined (Nido does not hold the answer, or it would be financial,
// legal or tax advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'what do utilities run us a month, electric plus gas?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Adding up every bill tied to the Rainey Street condo, what does that place cost us each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'How much do we spend on Mia per month, all in?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'what do the two GEICO car policies cost together',
    mustContain: [['$1,501.00', '$1,501', '$250.17']],
  },
  {
    area: 'spending',
    query: 'Which costs us more, Netflix or Spotfy?',
    mustContain: ['Spotify', '$19.99'],
  },
  {
    area: 'spending',
    query: 'How many lines are on the Verizon plan, and what is the monthly bill?',
    mustContain: [['3 lines', 'three lines'], '$148.20'],
  },
  {
    area: 'spending',
    query: 'What does the Life Time gym membership cost us over a whole year?',
    mustContain: [dollars('2,628')],
  },
  {
    area: 'spending',
    query: 'The bills we only pay once a year, what do they add up to?',
    mustContain: [['$17,402.75', '$1,450.23']],
  },
  {
    area: 'spending',
    query:
      'I am trying to understand the Amex. How much per month in recurring bills gets charged to that card?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'If you add up everything we own and subtract everything we owe, where do we stand?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: "where's our emergency fund kept and how much is in it",
    mustContain: ['Ally', dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have sitting in bank accounts, counting the HSA but not the credit card?',
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query: 'Whats the current balance on the American Express?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the Honda loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What do we owe on the two mortages combined?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in the condo on Rainey?',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'When did Mom and Dad buy the Bluebonnet house, and what did they pay for it?',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "I need the Tesla's VIN for the title transfer.",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: "What's my credit score right now?",
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
    query: 'What is the total value of all of our investment accounts together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'Overall, how much are our investments up compared with what we paid for them?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: "Which is worth more right now — Alex's Roth IRA or the joint Schwab account?",
    mustContain: ['Roth', '$54,362.00'],
  },
  {
    area: 'investments',
    query: 'how many shares of microsoft do we have and what are they worth',
    mustContain: ['35', '$14,763.00'],
  },
  {
    area: 'investments',
    query: 'Is any holding in the portfolio currently worth less than we paid? By how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How much uninvested cash is sitting in the Schwab brokerage?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "What's Mia's college fund worth today?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'As executor I need to know: who inherits the joint brokerage account after both parents?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'Should I move my 401k into bonds before the market drops?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex carry?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: "Who's the contingent benificiary on my Northwestern Mutual policy?",
    mustContain: [['Carter Family Revocable Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'policy number for the homeowners insurance?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: "When was Jordan's term life policy issued, and how long is the term?",
    mustContain: ['2019', ['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: 'Which car does GEICO policy 4410-22-918 cover?',
    mustContain: ['CR-V'],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Between both life insurance policies, what do we pay per year?',
    mustContain: [['$1,458.00', '$1,458', '$121.50']],
  },
  {
    area: 'policies',
    query: 'Is our health insurance an HMO or a PPO, and who is it through?',
    mustContain: ['PPO', 'Dell'],
  },
  {
    area: 'policies',
    query: 'I need the Blue Cross policy number for the hospital billing office.',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Is a million dollars of life insurance enough for me, or should I buy more?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Who is the alternate executor named in my will?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'if something happens to both of us who gets the kids',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Where did Mom and Dad keep the original trust document?',
    mustContain: ['fireproof'],
  },
  {
    area: 'estate documents',
    query: 'When were the wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Is there anything that was supposed to go into the trust but still has not been retitled?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will / directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'What does my living will say about life support?',
    mustContain: [['life-sustaining', 'life sustaining']],
  },
  {
    area: 'estate documents',
    query: 'what type of will do i have',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: 'How is the Chase checking account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'Will our estate owe federal estate tax if we both die this year?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'email address for our lawyer?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'How can I email Uncle Sam?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "I'm the executor and need to reach Priya. What's her number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Who's our accountant, and which firm is he with?",
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Who is the trusted contact on this account?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What year did our attorney draw up the wills and trust?',
    mustContain: ['2023'],
  },
  {
    area: 'people',
    query: 'What time of year does the CPA usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'How are Sam Carter and Priya Shah related to the family?',
    mustContain: ['brother', 'sister'],
  },
  {
    area: 'people',
    query: 'What does Marcus Lee charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'What number do I call at Dell about the 401(k) and the group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "what's inside the fireproof safe besides the wills",
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with their Gmail account in the end?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'How long should we keep my Gmail open?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'What does the letter to Mia and Leo say?',
    mustContain: [['kind to each other', 'grandmother', 'proud of you']],
  },
  {
    area: 'guidebook',
    query: 'Who is the very first person on the call list, and what is the number?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly in the house is the safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'whats the CPA number on the who-to-call list',
    mustContain: [phoneSpellings('512', '555', '0177')],
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
    query: 'When is the next Wells Fargo mortgage payment?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'when does the condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the next Honda car payment due?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When will Spotify charge us next?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "When's the Verizon bill due?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Which bill gets auto-paid on the 18th?',
    mustContain: ['Austin Energy'],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "What day is Alex's Haven Life premium taken next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When is the gas bill due next?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-8 questions, each with its id (`h8-`, area and index). */
export const HELD_OUT_8: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h8-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
