// A forty-third held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-43`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyday: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the alternate executor; Marcus, the CPA)
// typing into the chat in an ordinary month, short and long, casual and formal, with some typos,
// naming records partially or informally (by institution, nickname, category, what they are for
// or whose they are), and asking for amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household.
//
// When and how it was written. On 2026-12-01 between 08:18:41 and 08:21:06 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts, never listed bench/chat-demo/, never ran git, the chat, the benchmark, the
// app or the tests. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts, all of
// them), src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// the product spec's AI Insights section, bench/chat-demo/questions.ts lines 1-120 (types, dueOn,
// protocol), bench/chat-demo/spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines.
// One slip, stated plainly: a command also printed held-out-6.ts lines 40-60 (four of its
// spending questions). No question here was taken from them, and the one planned question that
// overlapped them (the home category's monthly total) was replaced before this file was written.
//
// Amounts. Every amount was worked out with a throwaway script under /tmp from the catalog and
// checked again against the seed: monthly equivalents as frequency.ts defines them (quarterly /3,
// bi-annual /6, yearly /12), summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance; net worth as household-summary.ts defines it (accounts + investments +
// properties − loans − credit-card balances); printed as "$1,234.56". Where an amount may
// reasonably be stated two ways (per charge or per month, with or without cents), both are
// accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
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
    query: 'hey what do we pay austin energy each month?',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: "How much is the Travis Heights HOA? I know it isn't billed every month.",
    mustContain: [dollars('450', '$150.00', '$150')],
  },
  {
    area: 'spending',
    query:
      "What do Mia's things come to per month if you add up her piano lessons, soccer club and the 529 contribution?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'verizon family plan, how much is it',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'Which one costs us more, Spotify or Netflix, and by how much?',
    mustContain: ['Spotify', '$4.50'],
  },
  {
    area: 'spending',
    query:
      "Marcus here (the CPA). How many of the household's recurring bills are charged to the American Express card, and what do they come to per month?",
    mustContain: ['12', '$1,062.92'],
  },
  {
    area: 'spending',
    query: 'what are mias soccer club fees',
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query: 'is the life time gym membership still around 200 a month? whats the actual amount',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: "Are there any bills in here where we never recorded how they're paid?",
    mustContain: ['Travis County', 'Texas DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: 'how much did we spend at HEB on groceries in November?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'balance on the ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "What's the current balance owed on Alex's Blue Cash card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'how much money is in the HSA rigth now',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Sam here, helping with the estate paperwork. Across the checking account and both savings accounts, how much cash does the family hold?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 of the joint checking at chase?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "What's our net worth today, everything included?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'when did we buy the condo on Rainey and what did we pay for it',
    mustContain: [dateSpellings(2021, 9, 10), dollars('365,000')],
  },
  {
    area: 'accounts',
    query: 'How much is left on the CR-V loan, and what interest rate is it at?',
    mustContain: [dollars('14,220'), '4.9%'],
  },
  {
    area: 'accounts',
    query: 'remaining balance on the mortgage for the bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'What was the balance of our checking account back in January?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'What are all four of our investment accounts worth put together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Which is worth more at the moment — Alex's Vanguard Roth or the joint Schwab account?",
    mustContain: ['Roth', '$54,362.00', '$54,353.00'],
  },
  {
    area: 'investments',
    query: 'how many apple shares do we own',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'whats mias college 529 worth these days',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'How much is the S&P 500 index fund in my Dell 401k worth?',
    mustContain: ['$110,558.98'],
  },
  {
    area: 'investments',
    query: 'Who did I name as primary beneficiary on my 401(k)?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'are we up or down on the bond index fund in the 401k, and by how much?',
    mustContain: ['$1,397.00'],
  },
  {
    area: 'investments',
    query: 'How much is sitting in cash in the Schwab sweep?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'If both Jordan and Alex die, who does the joint brokerage account go to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What's the expense ratio on VXUS?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much is my life insurance for',
    mustContain: [dollars('1,000,000')],
  },
  {
    area: 'policies',
    query: "Policy number for Alex's Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file in Nido altogether?',
    mustContain: ['6'],
  },
  {
    area: 'policies',
    query:
      "If Alex has already passed away, who receives the death benefit on Jordan's Northwestern Mutual policy?",
    mustContain: [
      ['Carter Family Revocable Trust', 'Carter Family Trust', 'family trust', 'revocable trust'],
    ],
  },
  {
    area: 'policies',
    query: 'blue cross policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on the State Farm homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Between Jordan's and Alex's term life policies, how much coverage is there in total?",
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query: 'what does insuring the honda with geico cost us',
    mustContain: [dollars('689', '$114.83')],
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
    query: 'When did I sign my will?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: "where's the original of alex's will kept",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee of the family trust if Jordan and Alex both no longer can?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'if something happens to both of us who gets guardianship of the kids?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "Sam again. Who is the backup health care agent on Alex's medical power of attorney, after Jordan?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (the living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query:
      "Is there anything that's supposed to be in the trust but hasn't actually been retitled into it yet?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'when were the wills last reviewed',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'What type of will do Jordan and Alex each have?',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: 'Who witnessed our wills when we signed them?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whos our estate lawyer, and what firm is she with',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: "Marcus Lee's phone number?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "what's Sam's email",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "I need to reach Priya about the kids — what's her phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is set up as the trusted contact on this account?',
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'Which accounting firm does our CPA work for?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'email for the attorney pls',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'What level of access does our accountant have to the household in Nido?',
    mustContain: [['read-only', 'read only', 'read access', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "In the 'who to call first' note, what number is listed for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'dell hr benefits line number?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly in the house is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "Besides the wills and the trust, what's kept in the safe?",
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination for the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account after Jordan dies?',
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery number on jordan's gmail",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'This is Priya. Who is the letter in the family guidebook written to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query:
      'In the letter to the kids, which day of the week are they asked to call their grandmother?',
    mustContain: ['Sunday'],
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
    query: "When's the next payment on the condo mortgage?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when is the texas gas bill due',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Next Honda car payment date?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'What day does Verizon get charged?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'When does the next 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'spectrum internet autopay date?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium taken out next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'when do the toll tag charges hit',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'When is the Tesla due for its next service appointment?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-43 questions, each with its id (`h43-`, area and index). */
export const HELD_OUT_43: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h43-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
