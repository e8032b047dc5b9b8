// A forty-first held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-41`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyday: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the backup executor; Marcus Lee, the CPA)
// typing into a chat in an ordinary month, short and long, casual and formal, with some typos and
// records named partially or informally (by institution, nickname, category, what they are for or
// whose they are), asking amounts, totals, comparisons, counts, yes/no and who/when/where/which.
//
// When and how it was written. On 2026-12-01 between 07:56:53 and 08:00:29 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read the earlier question sets beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40 and its last 15 lines, its header, helpers and how its ids are made);
// and who never ran git, the chat, a benchmark, the app or the tests. Sources: the demo seed and
// catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
// The records are what `npm run demo` seeds, without `--event`.
//
// Amounts. Every amount was worked out with a throwaway script under /tmp from the catalog and
// checked again against the seed: monthly equivalents as frequency.ts defines them (quarterly /3,
// bi-annual /6, yearly /12), summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance; net worth as household-summary.ts defines it (accounts + investments +
// properties − loans − credit-card balances); printed as "$1,234.56". Where an amount may
// reasonably be stated two ways (per charge or per month, with or without cents), both are
// accepted; dates of monthly payments use dueOn, other dates dateSpellings, phones phoneSpellings.
// Questions in the owner's voice ("my will", "my 401k") are Jordan's.
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
    query:
      'what are we paying a month for everything house related all together? mortgages, utilities, hoa, insurance, taxes, the whole home category',
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query: 'Jordan here. Between Netflix and Spotify, what do the streaming subs run us monthly?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query:
      'How much does the Tesla cost us per month once you spread out its insurance and the registration?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'quick q - how much is the austin energy bill and what all does it cover',
    mustContain: ['$187.40', 'trash'],
  },
  {
    area: 'spending',
    query: "How many of our recurring bills get charged to Alex's Amex?",
    mustContain: [['12', 'twelve']],
  },
  {
    area: 'spending',
    query:
      'Are there any bills where we never set up how they get paid, no account and no autopay? Which ones?',
    mustContain: ['Travis County', 'DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: 'how much is the travis hieghts HOA and how often do we pay it?',
    mustContain: [
      dollars('450', '$150.00', '$150'),
      ['quarter', 'every 3 months', 'every three months'],
    ],
  },
  {
    area: 'spending',
    query: 'Over a whole year, what does the Verizon family plan come to?',
    mustContain: ['$1,778.40'],
  },
  {
    area: 'spending',
    query:
      "Alex asking: Mia's piano, her soccer club and the money into her 529 — what does all of that add up to per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries in October?',
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
    query: 'Alex here — what do we currently owe on the Blue Cash card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "Whose name is the HSA in, and what's in it?",
    mustContain: ['Jordan', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'Combined, how much do we have in savings, the Chase Premier one plus the Ally one?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of our joint checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query:
      "Hi, this is Sam, Jordan's brother (I'm the backup executor). What is the Carter household's net worth as Nido has it today?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: "How much is left on the CR-V loan, and what's the interest rate on it?",
    mustContain: [dollars('14,220'), '4.9%'],
  },
  {
    area: 'accounts',
    query: 'what rate are we paying on the mortgage for the Rainey St condo',
    mustContain: [['6.25%', '6.250%']],
  },
  {
    area: 'accounts',
    query:
      'What did we pay for the Bluebonnet house back when we bought it, and what is it worth now?',
    mustContain: [dollars('520,000'), dollars('685,000')],
  },
  {
    area: 'accounts',
    query: 'What APY is the Ally emergency fund earning these days?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'whats my dell 401k worth at the moment',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "How much has Alex's Roth IRA gained over what was paid in?",
    mustContain: [dollars('16,562')],
  },
  {
    area: 'investments',
    query: 'how many microsoft shares do we have at schwab, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: "What are Mia's tuition units in the 529 worth now?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Adding up the 401(k), the Roth, the joint brokerage and the 529, what is our invested total?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Who's primary beneficiary on Alex's Roth, and who's contingent after that?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'which fund in the 401k is the bond one? ticker pls',
    mustContain: ['FXNAX'],
  },
  {
    area: 'investments',
    query: 'How much uninvested cash is sitting in the Schwab sweep?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "If something happens to me, who becomes the owner of Mia's college savings account?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'How much have I put into the Dell 401(k) so far this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much is my life insurance for',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "Which company is Alex's life policy with, and what's the policy number?",
    mustContain: ['Haven Life', 'HL0774412'],
  },
  {
    area: 'policies',
    query: 'If both Jordan and Alex were gone, who would the life insurance money go to?',
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query: 'whats the policy # on our blue cross health plan',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage does the homeowners policy on the house give us?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'tesla car insurance policy number?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'When was the Northwestern Mutual policy issued, and how long is its term?',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: "What's the total life insurance coverage on the two of us, added together?",
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'What do we pay for the Northwestern Mutual premium?',
    mustContain: [dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query: "What's our deductible on the BCBS plan this year?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did Jordan sign the will?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept',
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: "Who's named executor in Jordan's will, and who's the backup if they can't?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'If Alex and I both died, who would raise Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'who takes over as trustee of the family trust after jordan and alex',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'Is there anything that was supposed to go into the trust but still hasnt been retitled?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (the living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Who's the second-choice health care agent on Jordan's medical power of attorney?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'How is the Schwab brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'Who were the two witnesses when the wills were signed?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "who's our estate lawyer and what firm is she at",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: "I need to reach Sam. What's his phone and email?",
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'What number do I call for our attorney?',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "Whats Priya's phone number",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'How is Sam Carter related to us?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: 'Which accounting firm does our taxes?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Marcus Lee here. Remind me which month I usually prepare the Carters’ joint return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "Who is set up as Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'email address for priya?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'What does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "This is Sam. Jordan's guidebook lists a number to reach Alex first — what is it?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'whats the dell HR benefits line for the 401k and group life',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet', 'office'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and the trust, what else is kept in the safe?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "What did Jordan want done with the Gmail account once they're gone?",
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery number on jordan's gmail",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the kids, who are they asked to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "On the guidebook's who-to-call-first list, what's the CPA's phone number?",
    mustContain: [phoneSpellings('512', '555', '0177')],
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
    query: 'when does the next honda payment come out',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'How much leaves our accounts on the 1st of each month, all those bills together?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'Spectrum internet — when is it due next?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which bill is autopaid on the 22nd?',
    mustContain: ['Texas Gas'],
  },
  {
    area: 'due dates',
    query: 'when is the next verizon charge',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'The monthly 529 contribution for Mia, what date does it go out next?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'next life time gym charge?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When does the condo mortgage payment to Chase come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "What's charged to us on the 11th?",
    mustContain: ['Spotify'],
  },
  {
    area: 'due dates',
    query: "When is Mia's next piano recital?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-41 questions, each with its id (`h41-`, area and index). */
export const HELD_OUT_41: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h41-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
