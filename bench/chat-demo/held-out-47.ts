// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-47`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product, in
// an everyday voice: the household's own adults (Jordan, the owner, and Alex, the spouse) and the
// people they trust (Sam, an adult relative and the alternate executor, and Marcus Lee, the CPA)
// typing into the chat in an ordinary month. Short and long, casual and formal, some typos;
// records named partially or informally (by institution, nickname, category, what they are for,
// or whose they are); asking for amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household.
// Questions in the owner's voice ("my will", "my 401k") are Jordan's; the others say who is typing
// and name the record they mean.
//
// When and how it was written. On 2026-12-01 between 14:03:30 and 14:07:56 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed the folder bench/chat-demo/ and read there only
// questions.ts lines 1-120 (types, dueOn and protocol), spellings.ts, and held-out-6.ts lines 1-40
// and its last 15 lines (header shape, how ids are made); who never ran git, the chat, the
// benchmark, the app or the tests. Sources read: every src/server/db/seed/demo-*.ts file in full
// (catalog, household, investments, policies, estate, people, guidebook, documents, event, owner,
// pdf, plan, planning, records, sign-in), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the AI assistant section of
// ../shared/spec/product-spec.md (found by a grep of its headings and of "insight"/"AI "). Slips:
// none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp, never
// guessed: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12), summed then rounded once to cents; a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; a gain as
// value less cost basis. Amounts are printed "$1,234.56" (whole dollars through `dollars`, which
// accepts both); dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. No question asks a date that depends on when the demo was seeded.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), about 20 of which filter, rank,
// compare, count or add up several records, plus 8 that must be declined (Nido does not hold the
// answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'what does all the house stuff come to per month? the whole Home category',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'how much is the austin energy bill',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: 'Marcus Lee here. What do Jordan and Alex pay per year for the State Farm umbrella?',
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      'Both cars are with GEICO right? what do the two policies cost together every six months',
    mustContain: [dollars('1,501')],
  },
  {
    area: 'spending',
    query: "Add up everything we spend on Mia - piano, soccer, her 529 - what's that a month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'which costs us more, netflix or spotify?',
    mustContain: ['Spotify', '$19.99'],
  },
  {
    area: 'spending',
    query: "Alex here - what's the gym membership running us?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'The bills that get paid with the Amex card, what do they add up to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'verizon phone bill how much',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries in November?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "what's in the Ally account right now?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'how much is on the amex at the moment',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'What is the balance of the HSA, and whose name is it under?',
    mustContain: [dollars('8,700'), 'Jordan'],
  },
  {
    area: 'accounts',
    query: 'checking plus both savings accounts, total?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'Sam here. Whose name is the emergency fund in?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe on the honda?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: "What's the interest rate on the car loan?",
    mustContain: [['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'Of our two mortgages, which one has more left on it and how much?',
    mustContain: ['Wells Fargo', dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'Marcus Lee, CPA: could you give me the last four digits of the Chase checking account?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'What interest rate is the Ally savings paying these days?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'what is my fidelity 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here, how much is my Roth at Vanguard worth now?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'how many shares of microsoft do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'What is the Apple stock in the Schwab account worth?',
    mustContain: [dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'whats the total across all our investment accounts',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'Which single holding is the biggest, and what is it worth?',
    mustContain: [['FXAIX', '500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'is anything we hold worth less than we paid for it? by how much',
    mustContain: [['FXNAX', 'Bond Index', 'bond fund'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: 'who are the contingent beneficiaries on the Dell 401(k)?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Mia's 529 - what's it worth, and who takes over as owner if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'How did the stock market close today?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'policy number for the tesla insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [dollars('750,000', '$750K')],
  },
  {
    area: 'policies',
    query: "Sam here - who's the backup beneficiary on Jordan's Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'what is the dwelling coverage on the bluebonnet house',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'I need the policy number for our Blue Cross health plan',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'how many insurance polices do we have on file?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'Between the two of us, how much life insurance coverage do we have in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'When was my term life policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: 'Which of our policies name the family trust as the contingent beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the CR-V?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did we sign our wills?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Sam here. Who is the successor trustee of Jordan and Alex's trust?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'What assets are supposed to be in the trust, and is any of them not funded yet?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'If something happened to both of us who would be guardian for the kids?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "when did Alex sign the directive to physicians (Alex's living will)?",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Alex here. On my medical power of attorney, who's the backup agent after Jordan?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'how many estate documents do we have in total, wills trusts POAs and all?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'When were the wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'When is the probate court hearing scheduled?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "what's dana's phone number",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Do we have an email address for Sam?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'What firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'need Priya Shahs number',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is our estate attorney, and which law firm is she at?',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'What level of access does Marcus have to our stuff?',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'list our advisors pls',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What time of year does Marcus do our tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'which of our contacts has a 713 area code?',
    mustContain: ['Priya'],
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
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Sam here — who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: "What's inside the safe besides the wills and the trust?",
    mustContain: ['titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "what am I supposed to do with Jordan's gmail account?",
    mustContain: [
      ['a year', 'one year', '1 year', '12 months'],
      ['memorializ', 'memorialis'],
    ],
  },
  {
    area: 'guidebook',
    query: 'In the letter for the kids, who does it tell them to call on Sundays?',
    mustContain: [['grandmother', 'grandma']],
  },
  {
    area: 'guidebook',
    query: 'Whats the Dell HR benefits number for the 401k and group life',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in our family guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'who is the guidebook letter addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'Who is on the "who to call first" list?',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
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
    query: 'when does spectrum get paid next',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'When does the condo mortgage come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'verizon due date?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Alex here: when is the next payment on my Haven Life policy?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "when's the next honda car payment",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'which one comes out earlier in the month, the gas bill or the electric?',
    mustContain: ['Austin Energy', dueOn(18)],
  },
  {
    area: 'due dates',
    query: "Which of our bills aren't on autopay?",
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Soccer',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "When is Mia's next soccer game?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-47 questions, each with its id (`h47-`, area and index). */
export const HELD_OUT_47: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h47-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
