// A fifty-first held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-51`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions in the everyday voice of the household's own adults (Jordan the owner, Alex
// the spouse) and the people they trust (Sam, the alternate executor; Marcus Lee, the CPA; Dana
// Hughes, the attorney) typing into the chat in an ordinary month: short and long, casual and
// formal, some typos, records named partially or informally (by institution, nickname, category,
// what they are for, or whose they are), asking for amounts, totals, comparisons, counts, yes/no
// and who/when/where/which answers, spread over many records and fields of the demo household,
// the less obvious ones too.
//
// When and how it was written. On 2026-12-01 between 18:15:47 and 18:31:27 UTC (from `date -u`), by
// a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/ (the
// chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor opened
// bench/chat-demo.ts (see the slip below), nor git history (no git command was run); who read of
// the earlier sets only questions.ts lines 1-120 (types, dueOn, protocol, first examples),
// spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines (header and export shape); and
// who never ran the chat, the benchmark, the app or the tests. Sources: every
// src/server/db/seed/demo-*.ts file in full (the household's facts),
// src/shared/finance/frequency.ts, household-summary.ts, asset-schemas.ts (first 60 lines) and
// categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the product spec's "AI assistant" section
// (two lines, no facts). One slip: a `grep -rl HELD_OUT_6` over bench/ and src/ (looking for how
// sets are imported) searched bench/chat-demo.ts and the bench/chat-demo/ folder; it printed only
// three file names (bench/chat-demo.ts, bench/tmp-ask.ts, bench/chat-demo/held-out-6.ts), no
// content, and nothing was opened after it. A note on the catalog: the trust scan's Schedule A
// lists Chase Premier Savings, while the estate plan marks that account as not yet funded (still to
// be retitled); the question on it asks for the account still to be retitled, which the plan holds.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances = $94,450.33 + $278,322.81 + $1,147,300.00 − $724,700.00 −
// $2,340.18 = $793,032.96) and printed as "$1,234.56"; whole dollars also without cents. Dates of
// monthly payments use dueOn, other dates dateSpellings, phones phoneSpellings. No question asks
// a date that depends on when the demo was seeded. Questions in the first person without a name
// are Jordan's (the owner); a signed question names the people it is about.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much are both mortgages together each month?',
    mustContain: [dollars('4,955')],
  },
  {
    area: 'spending',
    query: 'What do electric and gas run us at the house per month, combined?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'what are we paying in HOA dues a month for the house and the condo put together',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query: 'Which card or account does the Spectrum internet bill get charged to?',
    mustContain: [['Amex', 'American Express']],
  },
  {
    area: 'spending',
    query: 'all in, what does Mia cost us per month? piano, soccer, her 529 contribution etc',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee here (CPA). For the Bluebonnet house, please confirm the annual property tax and the annual homeowners insurance premium the Carters pay.',
    mustContain: [dollars('12,840'), dollars('2,864')],
  },
  {
    area: 'spending',
    query: 'whats the verizon bill and how many lines are on it?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query: 'how many bils do we have under the Other category',
    mustContain: [['7', 'seven']],
  },
  {
    area: 'spending',
    query: 'How much do the toll tags cost?',
    mustContain: ['$23.50'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at HEB last month?',
    mustContain: [],
    decline: true,
  },
  // ── Accounts ──
  {
    area: 'accounts',
    query: 'Which bank accounts and cards are in Alex’s name only?',
    mustContain: ['Ally', ['Amex', 'American Express']],
  },
  {
    area: 'accounts',
    query: 'whats the balance on the amex right now',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in checking and savings combined?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of our chase checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the Honda, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What rate are we paying on the Rainey St condo mortgage?',
    mustContain: [['6.25%', '6.25 %']],
  },
  {
    area: 'accounts',
    query:
      'Sam here. What is Jordan and Alex’s Bluebonnet Lane house estimated to be worth today, and what did they pay for it?',
    mustContain: [dollars('685,000', '$685k'), dollars('520,000', '$520k')],
  },
  {
    area: 'accounts',
    query: "What's our net worth at the moment?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much equity do we have in the condo? value minus what we owe on it',
    mustContain: [dollars('111,900', '$111.9k')],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on Alex's Amex?",
    mustContain: [],
    decline: true,
  },
  // ── Investments ──
  {
    area: 'investments',
    query: 'what is my fidelity 401k worth now?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many shares of Apple do we hold at Schwab?',
    mustContain: [['60', 'sixty']],
  },
  {
    area: 'investments',
    query: 'Alex here - who is the primary beneficiary on Alex’s Vanguard Roth IRA?',
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'are we up or down on the bond fund in my 401(k)? by how much',
    mustContain: [['$1,397.00', '$1,397']],
  },
  {
    area: 'investments',
    query: 'Total value of everything we have invested, all accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "What's Mia's 529 worth, and what enrollment year are the tuition units for?",
    mustContain: [dollars('15,600'), '2036'],
  },
  {
    area: 'investments',
    query: 'who gets the joint brokerage account under the transfer on death registration',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Which is worth more right now, Alex's Roth or our joint Schwab account? Give me both numbers.",
    mustContain: ['$54,362.00', '$54,353.00'],
  },
  {
    area: 'investments',
    query:
      'Dana Hughes here, the Carters’ attorney. Who is named successor owner of Mia Carter’s 529 account?',
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'How much do I put into the Dell 401k each paycheck?',
    mustContain: [],
    decline: true,
  },
  // ── Policies ──
  {
    area: 'policies',
    query: "how much is Alex's life insurance for",
    mustContain: [dollars('750,000', '$750k')],
  },
  {
    area: 'policies',
    query: 'policy number for the tesla car insurance?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on my Northwestern Mutual policy?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query: 'what year was my term life policy issued and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'our blue cross plan - is it through work? and whats the policy #',
    mustContain: ['BCX448102937', 'Dell'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file altogether?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'How much life insurance do we have between the two of us?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75m')],
  },
  {
    area: 'policies',
    query: 'What does GEICO charge us per year to insure both cars?',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query: "What's the deductible on our State Farm homeowners policy?",
    mustContain: [],
    decline: true,
  },
  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes here. Please confirm who is named executor in Jordan Carter’s will, and who the alternate is.',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of the trust kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'who would be guardian for mia and leo if something happend to both of us',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of our family trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Which account still has to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'when were the wills last reviewed',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Who are the agents on my financial power of attorney?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee here. What is the EIN (tax ID number) of the Carter Family Revocable Trust?',
    mustContain: [],
    decline: true,
  },
  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes' email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'what firm is our cpa with again',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Sam's phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: [['sister']],
  },
  {
    area: 'people',
    query: 'who is set up as my trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What month does Marcus usually do our tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'Which advisors do we have listed in Nido?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'need Priya’s number pls',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What year did our attorney draft the wills and the trust?',
    mustContain: ['2023'],
  },
  {
    area: 'people',
    query: "What's Dana Hughes' office address?",
    mustContain: [],
    decline: true,
  },
  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Alex here. Who is on Jordan’s “who to call first” list in the guidebook?',
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'whats the phone number for the Dell HR benefits line',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What is kept inside the safe?',
    mustContain: ['passport', 'title'],
  },
  {
    area: 'guidebook',
    query: 'what did I say should happen to my gmail account',
    mustContain: [
      ['memorialize', 'memorialized', 'memorialise', 'memorialised'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery phone on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'In the letter to Mia and Leo, what day did I tell them to call their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "what's Alex's number on the first calls list",
    mustContain: [phoneSpellings('512', '555', '0101')],
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
    query: 'When does the house mortgage payment come out next?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'when is the condo mortgage due',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "What's the next date the Honda car payment gets pulled?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'austin energy bill - when is it due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Verizon phone bill due next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'when does the toll tag autopay hit',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'What all comes out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium drafted next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When does my driver’s license expire?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-51 questions, each with its id (`h51-`, area and index). */
export const HELD_OUT_51: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h51-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
