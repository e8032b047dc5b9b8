// An eighty-second held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-82`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way Jordan and Alex talk out loud or text each other (indirect
// phrasing, casual names for things like "the car loan", "the rental" or "the kids' college
// money", records named by what they are for, a few typos and follow-on clauses), asking for
// direct lookups spread over many records and fields, and about a quarter that filter, rank,
// compare or add up several records.
//
// When and how it was written. On 2026-12-02 between 10:05:08 and 10:08:30 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ and never read another question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts, its first
// 40 and last 15 lines: header style and export shape); who opened nothing under /work/notes/
// but the brief, ran no git command, and never ran the chat, the benchmark, the app or the tests.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts, the first 80 lines of
// src/shared/investments/valuation.ts (how a holding is valued),
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts and
// the product spec's "AI assistant" section (household-summary.ts was not needed, as no question
// asks for net worth).
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script in /tmp (Python,
// exact decimals): monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6,
// yearly /12), summed then rounded once to cents; a holding as quantity × price rounded half away
// from zero to cents; an account's value as its holdings' value, else its entered balance. They
// are printed as "$1,234.56" (whole dollars through `dollars`, with and without cents); where an
// amount may reasonably be stated per charge, per month or per year, each is accepted. Dates of
// monthly payments use dueOn, other dates dateSpellings, phones phoneSpellings. Nothing depends on
// when the demo was seeded (beyond monthly due days), and the HSA is never counted as an
// investment. Questions in the first person without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'netflix plus spotfy, what does that come to a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'what are we paying for the gym these days, and which card does it go on?',
    mustContain: [dollars('219'), ['Amex', 'American Express', 'Blue Cash', '8431']],
  },
  {
    area: 'spending',
    query: "remind me what the HOA is on the house — it's not monthly, right? how often is it?",
    mustContain: [
      dollars('450', '$150.00', '$150'),
      ['quarter', 'every three months', 'every 3 months'],
    ],
  },
  {
    area: 'spending',
    query: 'electric and gas together, roughly what are we spending on utilities each month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'which morgage payment is bigger, the one on the house or the one on the rental, and by how much?',
    mustContain: [['Wells Fargo', 'Bluebonnet'], dollars('735')],
  },
  {
    area: 'spending',
    query: 'all in, what does the rental cost us every month between the mortgage and the HOA?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'what do we pay geico for both cars over a whole year?',
    mustContain: [dollars('3,002', '$250.17', '$1,501.00', '$1,501')],
  },
  {
    area: 'spending',
    query: "how much is Mia's soccer club, and how often do we pay it?",
    mustContain: [
      dollars('325', '$54.17'),
      ['six months', '6 months', 'bi-annual', 'biannual', 'twice a year', 'semi-annual'],
    ],
  },
  {
    area: 'spending',
    query: 'what do the toll tags run us?',
    mustContain: ['$23.50'],
  },
  {
    area: 'spending',
    query: 'how much did we end up spending on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "what's sitting in the joint checking right now?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'how much is in the emergency fund, and is that in my name or Alex’s?',
    mustContain: [dollars('25,300'), 'Alex'],
  },
  {
    area: 'accounts',
    query: "what's the balance on the amex at the moment?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'if we add up checking and both savings accounts, how much cash do we actually have?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'what are the last four digits on the Chase savings account?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe on the car loan, and what rate is it at?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.900%', '4.9 %']],
  },
  {
    area: 'accounts',
    query: "what's left on the condo mortgage and what's the interest rate on it?",
    mustContain: [dollars('298,100'), ['6.25%', '6.250%', '6.25 %']],
  },
  {
    area: 'accounts',
    query: 'between the two mortgages, how much do we owe altogether?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'how much is in the health savings account?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: "what's the credit limit on the amex card?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my 401k worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "how much is the kids' college money worth at this point?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how many Apple shares do we own, and what are they worth?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: "who are the backup benificiaries on Alex's Roth, and how is it split between them?",
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', 'equally', 'evenly']],
  },
  {
    area: 'investments',
    query: 'which is worth more now, the Roth or the Schwab account? give me both numbers',
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'is there any uninvested cash just sitting in the brokerage? how much?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'what was the name of the bond fund in my 401(k), and what is it worth?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'how much are we up on the Microsoft stock compared with what we paid?',
    mustContain: [dollars('4,263')],
  },
  {
    area: 'investments',
    query: "who takes over Mia's 529 as owner if something happens to me?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "what's the expense ratio on the S&P 500 fund in my 401k?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance does Alex have?',
    mustContain: [dollars('750,000', '$750k')],
  },
  {
    area: 'policies',
    query: 'on my life policy, who gets it if Alex is gone too?',
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: "what's the policy number on the Tesla's insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'remind me how much the house is insured for, the dwelling part',
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query: 'how long is my term life policy and what year did it start?',
    mustContain: [['20-year', '20 year', 'twenty'], '2019'],
  },
  {
    area: 'policies',
    query: 'between the two of us how much life insurance do we carry in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'who is our health insurence with, and what are we paying for it?',
    mustContain: [['Blue Cross', 'BCBS'], dollars('618')],
  },
  {
    area: 'policies',
    query: 'what do both life insurance premiums cost us together in a year?',
    mustContain: [dollars('1,458', '$121.50')],
  },
  {
    area: 'policies',
    query: "what's the policy number for the family health plan? the doctor's office is asking",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: "what's the deductible on our health plan this year?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'where did we put the original of my will, and does anyone else have a copy?',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: 'when did we sign the trust?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "who takes over running the trust once we're both gone?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "if Jordan can't make medical decisions for Alex, who's next in line?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "Alex's living will, when was that one signed?",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'did we ever finish moving everything into the trust, or is something still outside it?',
    mustContain: [['Premier Savings', 'savings']],
  },
  {
    area: 'estate documents',
    query: 'when did we last go over the wills?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'who handles my money under the power of attorney, and who is the backup?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'how is our checking account titled — does it just pass to whoever of us is left?',
    mustContain: [['survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: "when's our next meeting with the lawyer to update the wills?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "what's Dana's email again?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'what was the name of the firm our accountant works at?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "what's Priya's number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "how's Sam related to us, and what's his email?",
    mustContain: ['brother', 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'remind me when Marcus usually does our taxes',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query:
      'who would raise Mia and Leo if something happened to both of us, and who is the backup?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'people',
    query: 'can the accountant see our stuff in Nido, and is he able to change anything?',
    mustContain: ['read'],
  },
  {
    area: 'people',
    query: 'besides me, who else has access to our household in here?',
    mustContain: ['Alex', 'Marcus'],
  },
  {
    area: 'people',
    query: "what's the phone number for our CPA?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "when is Leo's birthday?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's the number for Dell HR about the 401k and the life insurance through work?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: [['Dana', 'Hughes']],
  },
  {
    area: 'guidebook',
    query: 'what did I say should happen to my gmail, and for how long?',
    mustContain: [
      ['memorializ', 'memorialis'],
      ['a year', 'one year', '1 year', '12 months', 'twelve months'],
    ],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery number on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "what's actually in the safe?",
    mustContain: ['will', 'trust', 'title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'in my letter to the kids, what did I ask them to do about their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'who all is on the who-to-call-first list? just the names is fine',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'what number did I put down for Alex in the first calls note?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'remind me what the wifi password is at the house?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does the car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "when's the mortgage on the rental due?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'what day does the electric bill get paid?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'what all gets pulled on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "when's the phone bill due?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'which hits first in the month, netflix or spotify? and on what days?',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: "when does Alex's life insurance premium come out?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'what day does the 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'which bills come out after the 20th of the month?',
    mustContain: ['Texas Gas', ['toll', 'Mobility Authority', 'CTRMA']],
  },
  {
    area: 'due dates',
    query: "when does the Tesla's registration expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-82 questions, each with its id (`h82-`, area and index). */
export const HELD_OUT_82: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h82-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
