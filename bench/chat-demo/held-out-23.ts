// A twenty-third held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-23`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions the owner, Jordan, asks as a busy parent on the go (quick phone questions,
// some dictated by voice with run-ons, "um" and spelled-out numbers, some typed in a hurry with
// typos, some asked carefully at a desk), short and long, asking for totals, comparisons, counts,
// yes/no and who/when/where/which answers, a few naming two or more records at once, spread over
// many records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 18:01:57 and 18:06:09 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who never listed bench/chat-demo/ and never read the other question sets
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made);
// who never ran git log, diff, status or show; and who never ran the chat, a benchmark, the app or
// the tests. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts, the list of investment
// ledger types in src/shared/investments/investment-schemas.ts (to see where the HSA is kept), and
// the product spec's AI Insights section. Every amount was worked out from the catalog (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances, as household-summary.ts and valuation.ts define them), checked
// with a throwaway script outside the repository and printed as "$1,234.56". Where an amount may
// reasonably be stated two ways (per charge or per month, with or without cents), both are
// accepted; dates of monthly payments use dueOn, other dates several spellings; phone numbers
// several spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const WILLS_SIGNED = dateSpellings(2023, 3, 14);
const ALEX_DIRECTIVE_SIGNED = dateSpellings(2019, 6, 3);
const LAST_REVIEWED = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'um how much are the utilities a month like the electric and the gas together',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'netflix plus spotfy how much a mnth',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query:
      'For the Rainey Street condo, what do the mortgage payment and the HOA dues add up to each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'what do we pay life time fitness',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'how much is mias soccer club costing us',
    mustContain: [['$325.00', '$325', '$54.17']],
  },
  {
    area: 'spending',
    query:
      'How many bills do we have in the Other category, and what do they come to per month altogether?',
    mustContain: [['7', 'seven'], '$515.09'],
  },
  {
    area: 'spending',
    query: 'whats our total for the home category per month',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      "Which costs us more each month, Leo's preschool or the Honda car payment? Trying to figure out what frees up first.",
    mustContain: [['Bright Horizons', 'preschool'], dollars('1,420'), dollars('465')],
  },
  {
    area: 'spending',
    query: 'verizon bill how much',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'how much did we spend on groceries at HEB last month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'hows much in checking rn',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'um how much do we have at chase total like the checking and the savings both',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'what do i owe on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "Whose name is the Ally emergency fund under, and what's in it?",
    mustContain: ['Alex Carter', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'whats our net worth as of today',
    mustContain: [['$793,032.96', '$793,033']],
  },
  {
    area: 'accounts',
    query: 'how much is left on the honda loan and whats the interest rate on it',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'What are the balances left on our two mortgages, the house and the condo?',
    mustContain: [dollars('412,380'), dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'hsa balance? which bank is it with agian',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What is the Rainey Street condo worth now, and what did we pay for it back in 2021?',
    mustContain: [dollars('410,000'), dollars('365,000')],
  },
  {
    area: 'accounts',
    query: "what's the routing number for our chase checking, need it for a direct deposit form",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'um whats my four oh one k worth right now',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Add up the 401(k), Alex's Roth, the Schwab brokerage and Mia's 529 for me. What's the total?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how many apple shares do we have and what are they worth',
    mustContain: [['60', 'sixty'], dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'whos the primary benficiary on alexs roth',
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: "what's mia's 529 worth",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how much are we up on the joint brokerage compared to what we put in',
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query: "Which is worth more, Alex's Roth IRA or our Schwab account? I think they're close.",
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'how much cash is just sitting in schwab',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "What's the bond fund in my 401k worth?",
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query: 'how much has dell matched into my 401k so far this year',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance do i have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'um if alex passes and im gone too who gets the money from alexs life insurance',
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: 'helth insurance policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the Bluebonnet house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Between Alex's life policy and mine, how much life insurance do we have in total?",
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'how much is alexs haven life a month',
    mustContain: ['$41.50'],
  },
  {
    area: 'policies',
    query: 'is our health insurance through my job or alexs',
    mustContain: ['Dell'],
  },
  {
    area: 'policies',
    query: 'When was my term life policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: "what's the deductible on the geico policy for the honda",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did we sign our wills',
    mustContain: [WILLS_SIGNED],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will i need to find it',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "If Alex can't serve as my executor, who does?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'who gets the kids if something hapens to both of us',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Which of our accounts still hasn't been moved into the trust?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will, the directive to physicians?',
    mustContain: [ALEX_DIRECTIVE_SIGNED],
  },
  {
    area: 'estate documents',
    query: 'who makes medical decisions for me if i cant and then if alex cant either',
    mustContain: ['Alex', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "who's the backup agent on my financial power of attorney",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When did we last review the wills and the trust?',
    mustContain: [LAST_REVIEWED],
  },
  {
    area: 'estate documents',
    query: "what's the EIN for the family trust, the bank is asking",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "dana's number",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'um whats sams phone number',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Priya's phone and email? she's in Houston I think",
    mustContain: [phoneSpellings('713', '555', '0188'), 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Who are our advisors?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'email for our lawyer plz',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'When does Marcus usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'who is our trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "sam's email",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "when is priya's birthday",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats the dell hr benefits number for the four oh one k',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "What's kept in the safe? I want to make sure the passports are in there before our trip.",
    mustContain: ['title', 'trust'],
  },
  {
    area: 'guidebook',
    query: 'what happns to my gmail',
    mustContain: [['memorialize', 'memorialized', 'memorialise'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my Gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Who is on our "who to call first" list?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'what did we say in the letter to mia and leo something about grandma',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'how many guidebook entries do we have',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'whats the wifi password at the house',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when is the next house mortgage payment',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'um when does the condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'austin energy due when',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When's the next Honda car payment?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'when do we pay spectrum internt',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'what day does the texas gas bill hit',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When do Netflix and Spotify each charge the Amex next?',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'when does the five twenty nine contribution for mia go out',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'What all comes out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'when does my drivers license expire',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-23 questions, each with its id (`h23-`, area and index). */
export const HELD_OUT_23: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h23-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
