// A thirty-seventh held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-37`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyday: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the alternate executor; Priya; Marcus
// Lee, their CPA) typing into a chat in an ordinary month. Short and long, casual and formal,
// some typos, records named partially or informally (by institution, nickname, category, what
// they are for, whose they are), asking amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household.
//
// When and how it was written. On 2026-12-01 between 07:09:53 and 07:11:57 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read the earlier question sets beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made);
// who ran no git command and never ran the chat, the benchmark, the app or the tests. Sources:
// the demo seed and catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts and the
// product spec's AI Insights section.
//
// Amounts. Every amount was worked out with a throwaway script outside the repository from the
// catalog and checked again against the seed: monthly equivalents as frequency.ts defines them
// (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it (accounts +
// investments + properties − loans − credit-card balances); printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month, with or without cents), both
// are accepted; dates of monthly payments use dueOn, other dates several spellings. Questions in
// the owner's voice ("my will", "my 401k") are Jordan's. The records are what `npm run demo`
// seeds, without `--event`.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying for the gas bill at the house',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      'Alex here. Add up everything under Home for me — mortgages, utilities, HOA, all of it. What is that per month?',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'which car costs more to insure w/ geico, the honda or the tesla?',
    mustContain: ['Tesla', dollars('812', '$135.33')],
  },
  {
    area: 'spending',
    query:
      "Hi, this is Sam, Jordan's brother. Roughly what do they pay each month for Leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'costco membership - how much a year?',
    mustContain: [dollars('130', '$10.83')],
  },
  {
    area: 'spending',
    query:
      "What's our monthly total in the Other category (phones, internet, streaming, the gym and so on)?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'how many bills/obligations do we have listed altogether',
    mustContain: [['28', 'twenty-eight', 'twenty eight']],
  },
  {
    area: 'spending',
    query:
      'Everything we spend on Mia — piano, soccer, her 529 contribution — what does that come to per month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'is verizon more than spectrum? what is the verizon bill',
    mustContain: ['Verizon', '$148.20'],
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
    query: 'whats the blance in chase checking rn',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "How much is in Alex's emergency fund at Ally?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'what do we owe on the amex right now',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the HSA in, and how much is in it?',
    mustContain: ['Jordan', dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee (CPA) here — could you give me the household’s current net worth as Nido calculates it?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in checking plus the two savings accounts combined?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 of the premier savings acct?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'how much is still left on the morgage for the bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Rainey Street condo, and when did we buy it?',
    mustContain: [dollars('365,000'), dateSpellings(2021, 9, 10)],
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
    query: 'what is my 401k worth these days',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many shares of apple do we own in the schwab account?',
    mustContain: [['60', 'sixty']],
  },
  {
    area: 'investments',
    query: 'What is the total value of all our investment accounts together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Alex's Roth — where is it held and what's it worth?",
    mustContain: ['Vanguard', dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'who is the primary benificiary on my fidelity 401(k)?',
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "How much is Mia's college 529 worth at the moment?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much are we up on the Microsoft shares compared with what we paid?',
    mustContain: [dollars('4,263')],
  },
  {
    area: 'investments',
    query: 'is any fund in the 401k losing money? which one',
    mustContain: [['FXNAX', 'Bond Index']],
  },
  {
    area: 'investments',
    query:
      'Sam again. If something happened to both Jordan and Alex, who would get the joint Schwab brokerage account?',
    mustContain: ['Mia', 'Leo'],
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
    query: 'how much life insurance does Jordan have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "Who is the contingent beneficiary on Alex's Haven Life policy?",
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'policy # for the blue cross health plan?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on our homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy number for the tesla pls',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much is the State Farm umbrella policy per year?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'policies',
    query: 'how many insurance policies do we have on file in total?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'Which employer is our health insurance through?',
    mustContain: ['Dell'],
  },
  {
    area: 'policies',
    query: 'what year was my northwestern mutual policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty-year', 'twenty year']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the Honda?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'When did Jordan and Alex sign their wills?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'who takes over as trustee of the family trust if both of us are gone',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "who did we name as guardain for the kids in Jordan's will?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "If Alex can't act for me, who's next in line as agent under my financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Which of our accounts still needs to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'when were the wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'How many estate documents do we have in the plan, counting both of us?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'What was the name of the notary who witnessed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'marcus lee phone number?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Which firm is our accountant with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "what's sam's email",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Can you give me Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'how is priya related to us again',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: "Who is set up as Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Does our CPA have access to our Nido account, and what kind of access?',
    mustContain: [['read-only', 'read only', 'read access', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'how many advisors do we have listed',
    mustContain: [['2', 'two']],
  },
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "What's Priya's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's alex's cell number in the guidebook",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What number do I call at Dell HR about the 401(k) and the group life?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe in the house?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account in the end?',
    mustContain: [['memorialize', 'memorialise', 'memorialized', 'memorialised']],
  },
  {
    area: 'guidebook',
    query: 'how long should my gmail stay open after i die',
    mustContain: [['a year', 'one year', '1 year', '12 months', 'twelve months']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "Besides the wills and the trust, what's kept in the safe?",
    mustContain: [['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: 'in my letter to mia and leo, who did I tell them to call on sundays?',
    mustContain: [['grandmother', 'grandma']],
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
    query: 'what all comes out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When's the next payment on the condo mortgage?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'next austin energy bill date?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When does the Texas Gas autopay hit next?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'honda car payment - when is the next one due',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Alex here: when does my Haven Life premium come out next?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "What date does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'what day does verizon get paid',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'When is the Life Time gym membership charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-37 questions, each with its id (`h37-`, area and index). */
export const HELD_OUT_37: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h37-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
