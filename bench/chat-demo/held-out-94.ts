// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-94`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product:
// everyday conversational English from different members of the family (Jordan, the owner, in
// the first person; Alex and others when they say so), mixing styles: casual ("hey, quick one —"),
// a record described instead of named ("the card we use for streaming", "the fund the kids'
// college money is in", "the policy that covers the house"), synonyms and nicknames rather than
// the catalog's names ("rainy-day fund", "directive to physicians", "the guy who does our
// taxes"), and a short reason before the question. They ask for amounts, totals, dates, names,
// numbers and sharing modes, spread over spending categories, bank accounts, cards, loans,
// properties and vehicles, holdings, beneficiaries, policies, estate documents and titling,
// advisors and relatives, guidebook entries and monthly due days.
//
// When and how it was written. On 2026-12-03 between 06:49:27 and 06:52:42 UTC (from `date -u`,
// run at the first and the last step), by a helper who never opened, grepped, listed or searched
// anything under src/server/modules/ai-insights/ nor test/ai-insights/, nor docs/ARCHITECTURE.md,
// bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/ and read in it only
// questions.ts lines 1-120 (the ChatQuestion type, dueOn and the protocol), held-out-6.ts's first
// 40 and last 15 lines (header style and export shape) and spellings.ts; who ran no git command,
// nor the chat, the benchmark, the app, the tests or a full tsc. No question's wording was copied
// from those files.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts, all of them);
// src/shared/finance/frequency.ts; src/server/modules/investments/account-values.ts;
// src/shared/investments/valuation.ts (first 80 lines); src/shared/finance/asset-schemas.ts
// (first 60 lines); src/shared/finance/categories.ts (first 80 lines); the "AI assistant"
// section of /work/shared/spec/product-spec.md; the brief.
//
// Slips. Printing the spec's "AI assistant" section, I printed lines 60-100 of the spec, so I
// also saw the end of the section before it (bill upload, family selector), the "Other screens"
// note, section 3 (entities and their fields) and the start of section 4 (states and
// transitions). Nothing in this set was taken from them.
//
// Amounts. Worked out from the catalog with a throwaway Python script (decimal): monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Where an amount may fairly be given per charge or per month, both are accepted; whole-dollar
// amounts use `dollars`; monthly payments' next dates use `dueOn`, other dates `dateSpellings`,
// phones `phoneSpellings`. Each question was checked to have one right answer in the demo data.
//
// Protocol. Run once, at the end, by the lead. Never edit a question or its facts after an answer
// is seen, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const TRUST = ['Carter Family Revocable Trust', 'revocable trust', 'family trust'];
const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after a triggering event',
  'after the triggering event',
  'after event',
  'after my death',
  'after your death',
  "after Jordan's death",
  'after Jordan’s death',
  'after death',
  'once the event',
  'until the event',
  'until an event',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending (monthly: home $7,188.22, other $515.09) ──
  {
    area: 'spending',
    query: 'hey, quick one — what do Netflix and Spotify come to together each month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "Alex here. What's the family gym membership costing us?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      'Trying to see where the small stuff goes: what does everything in our Other category add up to per month?',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query:
      'All in, what does the home side of things cost us a month — mortgages, utilities, HOA, tax, the lot?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'How much are the neighborhood association dues for the Bluebonnet place?',
    mustContain: [[...dollars('450'), ...dollars('150')]],
  },
  {
    area: 'spending',
    query: "Mia's soccer club fee — how much is it?",
    mustContain: [[...dollars('325'), '$54.17']],
  },
  {
    area: 'spending',
    query: 'What are we spending on Mia each month, everything together?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: "Power plus gas at the house — what's that per month?",
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Sam asked what a Tesla costs to keep: what do we pay a month for ours, insurance and registration together?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in November?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts, loans, properties and vehicles ──
  {
    area: 'accounts',
    query: "the card we use for streaming — what's owing on it right now?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Hey, what are the last four digits of our joint checking account?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the rainy-day fund at Ally under, and how much is in it?',
    mustContain: ['Alex', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "I'm filling in a form for the DMV: what's the Honda's VIN?",
    mustContain: ['7FARW2H59ME012345'],
  },
  {
    area: 'accounts',
    query: 'When did we buy the condo on Rainey Street, and what did we pay for it?',
    mustContain: [dateSpellings(2021, 9, 10), dollars('365,000')],
  },
  {
    area: 'accounts',
    query: 'Alex asking: what rate are we paying on the Bluebonnet house mortgage?',
    mustContain: ['3.375'],
  },
  {
    area: 'accounts',
    query: 'How much is left to pay off on the car loan?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'What was the CR-V loan for originally, and over how many months?',
    mustContain: [dollars('27,900'), '60'],
  },
  {
    area: 'accounts',
    query:
      "Looking at refinancing the rental: what's the balance on the condo mortgage and its interest rate?",
    mustContain: [dollars('298,100'), '6.25'],
  },
  {
    area: 'accounts',
    query: "What's the routing number on our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments (401(k) $154,007.81, Roth $54,362.00, brokerage $54,353.00, 529 $15,600.00) ──
  {
    area: 'investments',
    query: "How much is in the fund the kids' college money is in?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "What's my retirement plan through work worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'quick one — how many Apple shares do we hold?',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: "Alex here — who's the primary beneficiary on my Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: "If Alex weren't around, who would inherit my 401(k)?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What's the joint Schwab account worth altogether?",
    mustContain: [dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'How many shares of the US total stock market ETF does Alex have in the Roth?',
    mustContain: ['145'],
  },
  {
    area: 'investments',
    query: "Who becomes the owner of Mia's 529 if something happens to me?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "Add up all our investment accounts for me — what's the total?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How much does Dell match on my 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      "the policy that covers the house — which company is it with and what's the policy number?",
    mustContain: ['State Farm', '53BX901244'],
  },
  {
    area: 'policies',
    query: 'How big is the life insurance on Alex?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "If something happens to me, who gets my Northwestern Mutual payout, and who's next if they can't?",
    mustContain: ['Alex', TRUST],
  },
  {
    area: 'policies',
    query: "Need it for the glovebox card: what's the policy number on the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Who's our health insurance with, and what's the monthly premium?",
    mustContain: [['Blue Cross', 'BCBS'], dollars('618')],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we carry on our home?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: "What's my term life premium?",
    mustContain: [[...dollars('960'), ...dollars('80')]],
  },
  {
    area: 'policies',
    query: "Alex here: what's the number on my own life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: "What's the premium on the CR-V's car insurance?",
    mustContain: [[...dollars('689'), '$114.83']],
  },
  {
    area: 'policies',
    query: "What's the deductible on our homeowners policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Where's the original of my will actually kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Who's the executor of my will, and who steps in if they can't?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'If Alex and I both died, who would raise Mia and Leo?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who takes over running the family trust after Alex and me?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Is there anything we still need to retitle into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Alex asking — when did I sign my directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Alex here. On my medical power of attorney, who's the backup after Jordan?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When did we last go over the wills?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'How is the Schwab brokerage titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to draw up the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Sam's cell number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Mia wants to email Aunt Priya — what's her address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Which law firm is our estate lawyer at?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: 'What kind of access did we give our accountant in Nido?',
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "Who's set up as my trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "What's the number for the guy who does our taxes?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Who prepared our 2025 federal return?',
    mustContain: ['Marcus'],
  },
  {
    area: 'people',
    query: "What's Dana's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Which firm is Marcus with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "When is Priya's birthday?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'What did I want done with my Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'The Dell benefits number for the 401(k) and the group life — what is it?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Besides the wills and the trust, what's kept in the safe?",
    mustContain: ['passport', 'car title'],
  },
  {
    area: 'guidebook',
    query: 'When will Alex be able to read the letter I wrote for Mia and Leo?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'What does my letter to the kids ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries are shared with Marcus straight away, not just after an event?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'On the who-to-call-first list, what number is there for Alex?',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Where did we leave the spare key to the house?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates (monthly autopay days) ──
  {
    area: 'due dates',
    query: "When's the next car payment coming out?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Next payment on the condo mortgage — when?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'What day will the Verizon bill hit next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "When's Leo's preschool tuition due next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'When does the next 529 deposit for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Alex here — when is the premium on my life insurance taken next?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When's the gym going to charge us again?",
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'I want money sitting in checking for the electric bill — when does it come out next?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When's the internet bill next?",
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-94 questions, each with its id (`h94-`, area and index). */
export const HELD_OUT_94: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h94-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
