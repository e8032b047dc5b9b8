// A twelfth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-12`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 08:38:42 and 08:43:38 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts, nor git log messages or diffs; who never read the
// earlier question sets beyond what was allowed (questions.ts lines 1-120: types, dueOn and
// protocol; spellings.ts, the shared helpers; held-out-6.ts lines 1-40, its header and helpers,
// and its last 15 lines, how its ids are made), never opened any other file in bench/chat-demo/
// (held-out-11.ts included, written at the same time by another helper); who never ran the chat,
// the benchmark or the app, and never grepped the repository for phrases of the chat's answers.
// Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section. Every amount
// was worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings, phone numbers several spellings. Questions in the owner's voice ("my
// will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer, or it would be advice), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const SEPTEMBER_10_2021 = dateSpellings(2021, 9, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the monthly total for everything in the home category',
    mustContain: ['$7,188.22'],
  },
  { area: 'spending', query: 'How much is our internet bill?', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: 'what is verizn charging us for the phones these days',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'Between the house and the condo, how much do we pay in HOA dues per month?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query:
      'I am trying to figure out what the Rainey Street condo costs us each month, the mortgage and the HOA together. What is it?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'How much do we spend on Mia every month, all her stuff combined?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'What does the Tesla cost us a month?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'how much is the gym membership',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How many recurring bills do we have in all?',
    mustContain: [['28', 'twenty-eight']],
  },
  {
    area: 'spending',
    query: 'What did we spend at Target in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's the balance on our Chase checking?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "how much is in alex's ally emergency fund",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'What do we owe on the Amex right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have altogether across our checking and savings accounts?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'whats our net worth at the moment',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the condo morgage?',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the Honda car loan?',
    mustContain: [['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query: 'What is the Bluebonnet house worth these days?',
    mustContain: [dollars('685,000')],
  },
  {
    area: 'accounts',
    query:
      'As executor I need the purchase details for the Rainey Street condo: when was it bought and for how much?',
    mustContain: [SEPTEMBER_10_2021, dollars('365,000')],
  },
  {
    area: 'accounts',
    query: "What's my credit score right now?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'How much is my 401k worth?', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "whats alex's roth ira at right now",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'What is the total value of all of our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many Apple shares do we own?',
    mustContain: [['60', 'sixty']],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: "How much is in Mia's college fund?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Who gets the Schwab brokerage account when we both pass?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'How much are we up on the joint brokerage compared to what we paid for everything in it?',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query: 'Which account is the bond index fund in?',
    mustContain: [['401(k)', '401k', 'Fidelity']],
  },
  {
    area: 'investments',
    query: 'Should I sell the Apple shares before the end of the year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance do i have',
    mustContain: [['$1,000,000', '$1,000,000.00', '$1 million', '$1M']],
  },
  {
    area: 'policies',
    query: "What's the face amount on Alex's life policy?",
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'Can you tell me our health insurance policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'On my life insurance, who is the backup beneficary after Alex?',
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on our homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'policy number for the tesla insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Who is Alex's life insurance with?",
    mustContain: ['Haven Life'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'What is the premium on my Northwestern Mutual policy?',
    mustContain: [[...dollars('960'), ...dollars('80')]],
  },
  {
    area: 'policies',
    query: "Do we have enough life insurance to cover the kids' college if something happens?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Who is the executor of my will?',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: "if alex can't be the exectuor who is the alternate",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When was our family trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee if both Jordan and Alex are gone?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who would raise Mia and Leo if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who is second in line to make medical decisions for me?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Which account still has to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Would switching to an irrevocable trust lower our estate taxes?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "what's the attorney's phone number",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  { area: 'people', query: "Who's our CPA?", mustContain: ['Marcus Lee'] },
  {
    area: 'people',
    query: 'I need to reach our accountant, what number do I call?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "What is Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Could you give me Priya Shah's phone number please",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  { area: 'people', query: 'How is Priya related to us?', mustContain: ['Sister'] },
  {
    area: 'people',
    query: 'Which firm does Marcus work at?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Who is Jordan's trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'How much does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's the number for alex on the who to call first list",
    mustContain: [phoneSpellings('512', '555', '0101')],
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
    query: "What are we supposed to do with Jordan's Gmail account?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'how long should jordans gmail stay open',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'What is the Dell HR benefits phone number?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills, what is kept in the safe?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in the family guidebook?',
    mustContain: [['4', 'four']],
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
    query: 'When does the Honda payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'what day does the condo mortgage get paid',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'When is Verizon due?', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: "When's the next contribution to Mia's 529 taken out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When does the gas bill get paid?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Which bill comes out on the 12th?',
    mustContain: ['Spectrum'],
  },
  {
    area: 'due dates',
    query: 'When is the electric bill due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'How much comes out of our accounts on the 1st of the month?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'When does the gym take its payment?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When do our driver's licenses expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-12 questions, each with its id (`h12-`, area and index). */
export const HELD_OUT_12: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h12-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
