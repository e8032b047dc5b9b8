// An eighty-fourth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-84`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in an everyday voice: Jordan and Alex talking or texting the way people do, with casual
// indirect speech, casual names ("the car loan", "the condo", "the kids' college money"), records
// named by what they are for rather than by their titles, a few typos, follow-on clauses and two
// things asked at once. Nobody announces who they are; questions in the first person without a
// name are Jordan's ("my 401k", "my will").
//
// When and how it was written. On 2026-12-02 between 12:10:52 and 12:13:46 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed the folder
// bench/chat-demo/ and opened in it only questions.ts lines 1-120 (types, dueOn, protocol),
// held-out-6.ts its first 40 and last 15 lines (header style and export shape) and spellings.ts;
// who opened no note but the brief, ran no git command, used no search tool over this
// repository's code, and never ran the chat, the benchmark, the app, the tests or a full tsc.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts
// (first 60 lines), src/shared/finance/categories.ts (first 80 lines) and the product spec's
// "AI assistant" section.
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway Python script using
// exact decimals: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6,
// yearly /12), summed then rounded once to cents; a holding as quantity × price rounded half away
// from zero to cents; an account's value as its holdings' value, else its entered balance. The
// HSA is never counted as an investment. Amounts are printed as "$1,234.56" (whole dollars through
// `dollars`); where an amount may reasonably be stated per charge, per month or per year, each is
// accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. Nothing depends on when the demo was seeded beyond monthly due days.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'wait how much is the gym taking out every month now?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'is the internet still like ninety bucks? what are we actually paying spectrum',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query: "the condo is killing us lol. mortgage plus the HOA over there, what's that every month",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'what do both cars’ GEICO policies come to over a whole year?',
    mustContain: [['$3,002.00', '$3,002', '$250.17']],
  },
  {
    area: 'spending',
    query: 'remind me what Leo’s preschool runs us',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'if you add up everything we pay for Mia, piano and soccer and her 529, whats that per month',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'electric and gas together, how much a month are we paying for those',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'whats the verizon bill and how many lines are we even paying for on it',
    mustContain: ['$148.20', ['3', 'three']],
  },
  {
    area: 'spending',
    query: 'how much is the tesla registration, i forget',
    mustContain: [['$84.75', '$7.06']],
  },
  {
    area: 'spending',
    query: 'how much did we blow on groceries last month? feels like a lot',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: "hey what's in checking right now", mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: 'how much do we owe on the amex at the moment',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'how much is in Alex’s emergency fund, and which bank is that at again?',
    mustContain: [dollars('25,300'), 'Ally'],
  },
  { area: 'accounts', query: "what's the HSA balance these days", mustContain: [dollars('8,700')] },
  {
    area: 'accounts',
    query:
      'if we put checking and both savings accounts together how much cash do we actually have',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'whats left to pay off on the honda',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'which of our bank accounts has the most money sitting in it?',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'what are the last 4 digits on the chase savings, the bank is asking',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'between the house and the condo how much mortgage do we still owe in total',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'what interest rate is the ally account paying us?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'whats my 401k at these days',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many shares of microsoft do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'how much is Alex’s roth worth right now?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'the kids college money, how much is in Mia’s 529 at this point',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how much of the schwab account is just sitting in cash doing nothing',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'which of our investment accounts is the biggest one?',
    mustContain: [['401(k)', '401k', 'Fidelity']],
  },
  {
    area: 'investments',
    query: 'how much are we up on the apple stock vs what we paid for it',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: 'add up all our investments for me, leave the HSA out of it',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "what's the bond fund in my 401k and how much is in it",
    mustContain: [['FXNAX', 'U.S. Bond Index', 'US Bond Index'], dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'what are the expense ratios on the fidelity funds in my 401k',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance do i actually have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'on Alex’s Haven Life policy, who gets the money if I’m not around either',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'need the policy number for the tesla’s insurance real quick',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "who's our health insurance with and whats the policy number",
    mustContain: [['Blue Cross', 'BCBS'], 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'how much dwelling coverage do we have on the house',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'what does Alex’s life insurance cost us',
    mustContain: [['$41.50', '$498.00', '$498']],
  },
  {
    area: 'policies',
    query: 'our two life policies together, how much coverage is that',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'which car costs more to insure, the honda or the tesla?',
    mustContain: [['Tesla', 'Model 3']],
  },
  {
    area: 'policies',
    query: 'how many years is my northwestern term policy for',
    mustContain: [['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'whats our deductible on the GEICO policy for the CR-V',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "if Alex can't be executor on my will who's next in line",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'when did we sign the trust?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will actually kept',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'god forbid something happens to both of us, who gets the kids',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'is there anything we still havent moved into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'what state were our wills signed in',
    mustContain: [['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query: 'when was the last time we went over the wills',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'which of our estate papers is the oldest one',
    mustContain: [['living will', 'directive']],
  },
  {
    area: 'estate documents',
    query:
      'say I couldnt make medical decisions for Alex, who’s the backup on Alex’s healthcare POA',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'who were the witnesses when we signed the wills',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "whats sam's cell",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'can you give me Priya’s email, I want to send her the school stuff',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "who's our lawyer again and what's her firm called",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'need to call Marcus about the taxes, number?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'what firm is our accountant at',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'remind me how Priya fits into the family',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'when does Marcus usually do our return',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'whats priyas phone number',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'apart from me and Alex, who else is named in our wills and powers of attorney',
    mustContain: ['Sam', 'Priya'],
  },
  {
    area: 'people',
    query: "when's Sam's birthday, I always forget",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'who did I put on the call-first list',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'what was the dell HR number for the 401k and life insurance stuff',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "who's got the combo to the safe?",
    mustContain: ['Hughes'],
  },
  {
    area: 'guidebook',
    query: "what's in the safe besides the wills",
    mustContain: [['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: 'what did I say to do with my gmail after',
    mustContain: ['memorializ', ['a year', 'one year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'in the letter for the kids, what did I tell them about their grandma',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'which guidebook entries can Marcus see right now',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'where did we hide the spare house key',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "when's the next house mortgage payment coming out",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'condo mortgage, what day does it get pulled',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'whens the car payment due', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: "austin energy bill, when's it due next",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'when does the next 529 deposit go out for mia',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'something always hits the card on the 20th, what is it',
    mustContain: ['Verizon'],
  },
  {
    area: 'due dates',
    query: 'netflix or spotify, which one comes out first and on what day',
    mustContain: ['Netflix', dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'what year does my term life policy run out',
    mustContain: ['2039'],
  },
  {
    area: 'due dates',
    query: 'how many payments come out of checking on the 1st',
    mustContain: [['4', 'four']],
  },
  {
    area: 'due dates',
    query: 'when is Leo due for his next checkup at the pediatrician',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-84 questions, each with its id (`h84-`, area and index). */
export const HELD_OUT_84: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h84-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
