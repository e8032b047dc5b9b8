// An eighty-sixth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-86`.
//
// Why. Another fresh set nobody has tuned against, in an everyday voice: Jordan and Alex talking or
// texting the way people do, casual and indirect, records named by what they are for ("the car
// loan", "the condo", "the kids' college money", "the misc bucket"), a few typos, follow-on
// clauses and two things asked at once, nobody saying who they are. The questions are spread over
// many records and fields, including less obvious ones (monthly due days, an account number's last
// four, review dates, guidebook sharing, who holds copies, titling, contingent beneficiaries,
// addresses, a loan's start and term); about a quarter filter, rank, compare or add up records.
//
// When and how it was written. On 2026-12-02 between 13:16:03 and 13:20:13 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/
// and opened in it only questions.ts lines 1-120 (types, dueOn and protocol), held-out-6.ts's first
// 40 and last 15 lines (header style and export shape) and spellings.ts; who ran no git command,
// never ran the chat, the benchmark, the app or the tests, and used no search tool over this
// repository's code.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts
// (first 60 lines), src/shared/finance/categories.ts (first 80 lines) and the product spec's
// "AI assistant" section.
//
// Slips. None.
//
// Amounts. Worked out from the catalog with a throwaway Python script in exact decimals: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; the HSA never counted as an
// investment. Printed as "$1,234.56" (whole dollars with and without cents); where an amount may
// reasonably be stated per charge, per month or per year, each is accepted. Dates of monthly
// payments use dueOn, other dates dateSpellings, phones phoneSpellings. Questions in the first
// person without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MAY_22_2018 = dateSpellings(2018, 5, 22);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const AUGUST_1_2021 = dateSpellings(2021, 8, 1);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'gas and electric together, what are we paying a month for those two?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      "Remind me what the neighborhood HOA at our house costs — I know it's not every month like the condo one",
    mustContain: [['$450.00', '$450', '$150.00', '$150']],
  },
  {
    area: 'spending',
    query:
      'if we add up the mortgage and the HOA on the condo, how much is that place costing us each month',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'how much is verizon taking for the phones these days',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: "What's the toll tag thing running us per month?",
    mustContain: ['$23.50'],
  },
  {
    area: 'spending',
    query:
      'the misc bucket — internet, phones, netflix, spotify, gym, prime, costco — what does all that come to a month?',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: "how much is Leo's preschool again",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'which car is pricier to insure, the honda or the tesla? and what are we paying for it',
    mustContain: ['Tesla', ['$812.00', '$812', '$135.33', '$1,624.00', '$1,624']],
  },
  {
    area: 'spending',
    query: 'All in, piano, soccer and her college savings, what does Mia cost us a month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'how much did we blow at HEB on groceries last month',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "what're the last four digits on the amex? the website's asking",
    mustContain: ['8431'],
  },
  {
    area: 'accounts',
    query: 'How much is still left to pay off on the car loan?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: "what's sitting in the HSA right now",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: "what interest rate did we end up with on the condo's mortgage",
    mustContain: ['6.25'],
  },
  {
    area: 'accounts',
    query: 'between the house and the condo, how much do we owe on mortgages altogether?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      'how much cash do we have across checking and the savings accounts? leave the HSA out of it',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'got a letter about an account ending in 9034, which one is that?',
    mustContain: [['Ally', 'Emergency fund']],
  },
  {
    area: 'accounts',
    query: "what's the full address for the rental, with the unit number? filling out a form",
    mustContain: ['88 Rainey', '1204'],
  },
  {
    area: 'accounts',
    query: 'When did we close on the Bluebonnet house, and what did we pay for it back then?',
    mustContain: [MAY_22_2018, dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "what's my credit score at the moment",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'whats my 401k at right now',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many microsoft shares do we have in the schwab account',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: "How much is in the kids' college money — Mia's 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "on the roth, if I'm gone before Alex, who's next in line after me?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'the tuition units in the 529, what year are they for?',
    mustContain: ['2036'],
  },
  {
    area: 'investments',
    query: "what's our single biggest holding across everything, and what's it worth",
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'add up all our investments for me, not counting the HSA',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'how much are we up on the apple stock compared to what we paid?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query: "If something happens to me, who takes over as owner of Mia's 529?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "what's the expense ratio on that fidelity 500 fund, is it high?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'need the policy number for the State Farm homeowners, the adjuster is asking',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: "how much is alex's life insurence worth if something happens",
    mustContain: [dollars('750,000', '$750k')],
  },
  {
    area: 'policies',
    query: 'who gets the northwestern mutual money if I die?',
    mustContain: ['Alex'],
  },
  {
    area: 'policies',
    query: "What's the GEICO policy number on the Tesla? not the Honda one",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'how much life insurance do the two of us carry between us',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: "what's the house covered for on the homeowners, the dwelling part",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'is our health insurance a ppo or an hmo? and whats the policy number, the dr office wants it',
    mustContain: ['PPO', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'When did my term life policy start and how many years does it run?',
    mustContain: ['2019', '20'],
  },
  {
    area: 'policies',
    query: 'which of our insurance policies have the trust as the backup beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: "what's our deductible on the tesla if I get into a fender bender",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'where is the original of my will, and does anybody else have a copy?',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: 'when did we last go over the wills?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'who steps in to run the family trust once both of us are gone',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "how's the chase checking titled? does it go straight to whoever's left",
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: "What haven't we moved into the trust yet?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'if we both died who would raise the kids, and whos the backup if they cant?',
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Alex's directive to physicians is older than the wills, right? when was it signed",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "on my medical power of attorney, who makes the calls if Alex can't?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "is my financial power of attorney the durable kind? and who's second in line after Alex",
    mustContain: ['durable', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'who were the two witnesses when we signed the wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "what's Sam's cell",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'can you pull up priya’s email for me',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "What's Dana's firm called and what's her number?",
    mustContain: ['Hughes Law', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "marcus the accountant, what's the name of his firm",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'I want to send Sam the paperwork, what email do we have for him?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "remind me how Priya's related to us again",
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'what time of year does Marcus usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'besides the two of us, who is named anywhere in our wills and powers of attorney?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'people',
    query: 'which of our advisors can actually log in and see our stuff',
    mustContain: ['Marcus'],
  },
  {
    area: 'people',
    query: "when's Sam's birthday? want to send a card",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'what all did I put in the fireproof safe?',
    mustContain: ['passports', ['car titles', 'titles']],
  },
  {
    area: 'guidebook',
    query: 'who has the combo to the safe',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the safe in the house again?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'What did I say should happen to my gmail?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "what's the Dell HR number I wrote down, for the 401k and the group life",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'which guidebook notes will Marcus never get to see?',
    mustContain: ['Gmail', ['Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: 'is my letter to the kids shared with alex right away or only after im gone?',
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query: 'in the letter to the kids, what did I say about their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'did I write down which songs I want played at my funeral?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'what day does the wells fargo morgage come out',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "When's the next car payment going out?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'the condo mortgage — when does chase pull that?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'spectrum internet, what date does it get charged',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'what all comes out on the 1st? want to make sure checking is topped up',
    mustContain: [
      'Wells Fargo',
      ['Rainey Tower', 'condo HOA'],
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
    ],
  },
  {
    area: 'due dates',
    query: 'which hits first in the month, the electric or the gas bill? and what day',
    mustContain: [['Austin Energy', 'electric'], dueOn(18)],
  },
  {
    area: 'due dates',
    query: "which of the kids' bills aren't on autopay, so I don't forget them",
    mustContain: ['Austin Piano Academy', ['Lonestar Soccer', 'soccer']],
  },
  {
    area: 'due dates',
    query: "when does the money for Mia's 529 go out each month",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when did the honda loan start, and how many months was it for?',
    mustContain: [AUGUST_1_2021, '60'],
  },
  {
    area: 'due dates',
    query: "when's the kids' next dentist checkup",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-86 questions, each with its id (`h86-`, area and index). */
export const HELD_OUT_86: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h86-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
