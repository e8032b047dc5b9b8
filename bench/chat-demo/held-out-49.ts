// A forty-ninth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-49`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in an everyday voice: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the alternate executor; Marcus Lee, the
// CPA; Dana Hughes, the attorney) typing into the chat in an ordinary month. Short and long,
// casual and formal, some typos; records named partially or informally (by institution, nickname,
// category, what they are for, or whose they are); asking for amounts, totals, comparisons,
// counts, yes/no and who/when/where/which answers, spread over many records and fields of the
// demo household, the less obvious ones too. A question signed by someone ("Sam here") names the
// people it is about; one in the first person without a name is Jordan's.
//
// When and how it was written. On 2026-12-01 between 14:30:06 and 14:34:03 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who never ran git, the chat, the benchmark, the app or the tests, and never
// listed bench/chat-demo/. Read in bench/chat-demo/: questions.ts lines 1-120 (types, dueOn,
// protocol, and the first example questions those lines hold), spellings.ts, and held-out-6.ts
// lines 1-40 and its last 15 lines. Sources: src/server/db/seed/demo-*.ts in full (catalog,
// household, investments, policies, estate, people, documents, guidebook, event, owner, pdf,
// plan, planning, records, sign-in), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the product spec's AI assistant section
// (../shared/spec/product-spec.md). Slip: to find that section I grepped the spec for "insight" and
// "AI", which printed a dozen one-line hits from its other sections (overview, routes, Monthly
// Expenses, bill upload, entities, states, errors); nothing else was read there.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp
// (monthly equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero to
// cents; an account's value as its holdings' value, else its entered balance; net worth as
// household-summary.ts defines it: accounts + investments + properties − loans − credit-card
// balances), and printed as "$1,234.56"; whole dollars accept both spellings (`dollars`). Where a
// fact may reasonably be stated two ways (per charge or per month, a name in full or in short), both
// are accepted; dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. No question asks a date that depends on when the demo was seeded.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats the gas bill run us each month',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query: 'Alex here. How much are the condo association dues for the Rainey place?',
    mustContain: [dollars('525')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee (CPA) — for my notes, what is the monthly equivalent of everything in the Home category, mortgages, utilities, HOA, insurance and property tax included?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'what do we pay verizon and how many phone lines is that for',
    mustContain: ['$148.20', ['3 lines', 'three lines', '3 phone lines', 'three phone lines']],
  },
  {
    area: 'spending',
    query:
      'Which of our bills have no autopay and no account or card on file to pay them from? I want to make sure nothing slips.',
    mustContain: ['Travis County', 'Texas DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: 'netflix + spotify together, how much a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'How many of our bills are charged to the Amex?',
    mustContain: [['12', 'twelve']],
  },
  {
    area: 'spending',
    query: 'how much is the life time gym membership',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: "What does Mia's soccer club cost?",
    mustContain: [['$325.00', '$325', '$54.17']],
  },
  {
    area: 'spending',
    query: 'How much did we spend at HEB on groceries last week?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'how much is sitting in the ally emergency fund rn',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "What's the balance in the health savings account, and whose name is it in?",
    mustContain: [dollars('8,700'), 'Jordan'],
  },
  {
    area: 'accounts',
    query:
      'Sam here. How much cash do Jordan and Alex have in total across the Chase checking, the Chase savings and the Ally savings?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'last four digits of our joint checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'How much is left on the Honda car loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'what did we pay for the rainey st condo when we bought it',
    mustContain: [dollars('365,000')],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, attorney for the Carters. For the estate file, what is the household’s current net worth as Nido calculates it?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      'How much equity do we have in the Bluebonnet house, value minus what we still owe on it?',
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'whats the VIN on the tesla',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally savings account pay?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'Alex here — what is the Vanguard Roth worth today?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'how many microsoft shares do we have at schwab and what are they worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: "What's Mia's college fund worth?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how much is in the cash sweep in the brokerage',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "What's the total value of my Dell 401k at Fidelity?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Who inherits the joint Schwab account under the TOD, and how is it split?',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', 'equal']],
  },
  {
    area: 'investments',
    query: 'which single holding is our biggest, across all the accounts?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'How much are we up on the Apple stock compared with what we paid for it?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee here. Could you give me the combined value of all four investment accounts (401(k), Roth, brokerage and 529)?',
    mustContain: ['$278,322.81'],
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
    query: 'how much life insurance does alex have and with who',
    mustContain: [dollars('750,000'), 'Haven Life'],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's car insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "Sam here. If Alex weren't around, who would get the payout from Jordan's Northwestern Mutual policy?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage is on the house policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'blue cross policy # pls',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Add up the life insurance on both of us. What is the total death benefit?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'which of our policies are car policies? give me the policy numbers',
    mustContain: ['4410-22-918', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'is our health insurance a PPO or an HMO?',
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query: 'What year was my Northwestern Mutual term policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', 'twenty-year', 'twenty year']],
  },
  {
    area: 'policies',
    query: 'What is the deductible on our Blue Cross health plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Where are the original wills kept, and does anybody else have a copy?',
    mustContain: ['fireproof safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "who's the successor trustee on the family trust",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Dana Hughes here: please confirm the date the Carters signed their wills.',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who is my backup health care agent if Jordan can't do it?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign the living will / directive to physicians',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Is there anything we said would go into the trust that still has not been retitled?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did we last review the trust?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "who's the agent on my financial power of attorney, and who's next in line after them",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Which of our accounts are titled as joint with right of survivorship?',
    mustContain: [
      ['Joint brokerage', 'Schwab'],
      ['Total Checking', 'Chase checking'],
    ],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us for drafting the wills and the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "sam's cell number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'What email do we have for our attorney Dana?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'what firm is marcus the accountant with',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      'Sam here. If something happened to both Jordan and Alex, who would raise Mia and Leo, and who is the backup?',
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'people',
    query: 'How is Priya related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'whats priyas phone number',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'Sam Carter here. Could you list every role I have been given in Jordan and Alex’s estate documents?',
    mustContain: ['executor', 'trustee', 'guardian', ['agent', 'power of attorney', 'POA']],
  },
  {
    area: 'people',
    query: 'what time of year does Marcus usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'Which professional advisors do we have on file?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "When is Sam's birthday?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'Marcus Lee here. According to the guidebook, who should be called first, and in what order?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'whats the number for Dell HR benefits',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe in the house?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'alex here, who has the combo to the safe?',
    mustContain: [['Dana Hughes', 'Dana']],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [
      ['memorialize', 'memorialise', 'memorialized'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery phone on Jordan's gmail",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'What is kept inside the safe besides the wills and the trust?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'In my letter to Mia and Leo, what did I ask them to do about their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "what's Alex's phone number in the guidebook",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Does the guidebook say where the spare house key is hidden?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does the spectrum internet bill come out',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'What day is the Chase mortgage on the condo drafted?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Alex here - when is the next Honda payment due?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'which bills hit on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When does Alex's Haven Life premium get taken out?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'verizon due date?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'What is the latest autopay in the month, and which day is it?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'when does the monthly 529 contribution for Mia go out',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which gets charged first each month, Netflix or Spotify, and on what day?',
    mustContain: ['Netflix', dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'When is the Honda due for its next oil change?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-49 questions, each with its id (`h49-`, area and index). */
export const HELD_OUT_49: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h49-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
