// A twenty-fourth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-24`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way the people the Carters' estate plan names would type them
// into the chat with the access they were given — Priya Shah (the children's guardian) and Sam
// Carter (alternate executor and successor trustee), each in their own voice, asking about Jordan
// and Alex by first name, some in the middle of an emergency and some planning ahead calmly —
// plus a grown-up relative helping with the bills. Short and long, casual and formal, a few
// typos, records named partially or informally, some two-part questions and some that set out a
// situation first; totals, comparisons, counts, yes/no and who/when/where/which answers, spread
// over many records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 18:01:56 and 18:06:33 UTC (from `date -u`),
// by a helper who never opened, grepped, searched or listed anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/
// and never read the earlier question sets beyond what was allowed (questions.ts lines 1-120:
// types, dueOn and protocol; spellings.ts; held-out-6.ts lines 1-40, its header and helpers, and
// its last 15 lines, how its ids are made); who ran no git log, diff, status or show; and who
// never ran the chat, a benchmark, the app or the tests. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents as frequency.ts defines them: quarterly /3,
// bi-annual /6, yearly /12, summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents, as valuation.ts does; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it: accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script
// under /tmp and printed as "$1,234.56". Where an amount may reasonably be stated two ways (per
// charge or per month, with or without cents), both are accepted; dates of monthly payments use
// dueOn, other dates several spellings (dateSpellings), phone numbers phoneSpellings.
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
    query:
      "hey, I'm Jordan's nephew and I'm helping with the bills for a while. what does the whole Home category come to a month? both places, mortgages, utilities, HOA, tax, all of it",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      'This is Sam. I am trying to understand what the Tesla costs Jordan and Alex. Counting its insurance and its registration, what does it work out to per month?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query:
      'Priya here. If Mia ever comes to live with me I want to keep her piano and soccer going. What do those two cost together, per month?',
    mustContain: ['$274.17'],
  },
  {
    area: 'spending',
    query:
      "Alex is in the hosptial and I'm picking Leo up today. Who runs his preschool and how much is the tuition?",
    mustContain: ['Bright Horizons', dollars('1,420')],
  },
  {
    area: 'spending',
    query: "Adding up every bill that's charged to Alex's Amex, how much is that per month?",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'Which costs more each month, their Spectrum internet or the Verizon phone plan? By how much?',
    mustContain: ['Verizon', '$58.21'],
  },
  {
    area: 'spending',
    query:
      'If I end up acting as executor I will need to cancel the discretionary items. How many of Jordan and Alex’s bills are filed under Other, and what do they total per month?',
    mustContain: [['7', 'seven'], '$515.09'],
  },
  {
    area: 'spending',
    query: 'costco + amazon prime, what is that a year combined?',
    mustContain: [dollars('269')],
  },
  {
    area: 'spending',
    query:
      'Jordan and Alex rent out the Rainey St condo. Mortgage plus the building HOA, what does it cost them monthly?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'How much did Jordan and Alex spend on groceries last month? I want to budget for the kids at my place.',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      'Jordan and Alex were in a car accident this morning. I need to know how much is in their Chase checking right now.',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'How much do Jordan and Alex have in savings in total, across both savings accounts?',
    mustContain: [dollars('67,300')],
  },
  {
    area: 'accounts',
    query: "The Ally emergency fund: whose name is it under, and what's in it?",
    mustContain: ['Alex', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "What's the current balence on the American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Do they have an HSA? If so, where is it held and how much is in it?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "For the estate inventory I need Jordan and Alex's net worth as Nido calculates it. What is the figure?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much is left on the honda loan and what interest rate is it at',
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query: 'Between the two mortgages and the car loan, what do Jordan and Alex owe altogether?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      'How much equity is there in the Bluebonnet house, i.e. its estimated value minus what is still owed on its mortgage?',
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query:
      "What's the routing number for the Chase Total Checking? I need to set up a transfer to pay the sitter.",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's Jordan's Dell 401k worth today?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Whose Roth IRA is the one at Vanguard, and how much is in it?',
    mustContain: ['Alex', dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "I'll be looking after Mia's schooling if it ever comes to that. What is her 529 worth right now?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What is the combined value of all of Jordan and Alex’s investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'Planning ahead. If Jordan died, who would inherit the 401(k), and who is next in line after that person?',
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'how many apple shares are in the schwab account and what are they worth?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: "Which is worth more: Alex's Roth or the joint Schwab brokerage?",
    mustContain: ['Roth', dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'How much is sitting in cash in the Schwab brokerage?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "How much of Jordan's 401k is in the bond index fund?",
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query:
      'How much has Jordan put into the 401(k) so far this year, and how much does Dell match?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      'Jordan is in critical condition. If the worst happens, what life insurance is there on Jordan — which company, and for how much?',
    mustContain: ['Northwestern Mutual', ['$1,000,000', '$1 million', '$1M']],
  },
  {
    area: 'policies',
    query: 'If Alex passes away and Jordan is gone too, who gets the Haven Life money?',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: "I need the policy number for Alex's Haven Life policy so I can file a claim.",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "I'm at the ER with Leo and they want the insurance info. What's the policy number on the family's Blue Cross plan?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage is on the Bluebonnet house, and who is the insurer?',
    mustContain: ['State Farm', dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'whats the geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much life insurance is there on Jordan and Alex combined?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'What do they pay for the umbrella policy?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'policies',
    query: "Jordan's Northwestern Mutual policy: how long is the term, and what is the premium?",
    mustContain: [['20-year', '20 year', '20 years'], dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query: "What's the deductible and the out-of-pocket maximum on the Blue Cross plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Jordan passed last night. Where do I find the original of Jordan's will?",
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: 'When did Jordan and Alex sign their wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee of the family trust if both Jordan and Alex are gone?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm the successor trustee and want to be ready. Which assets are actually in the trust, and is anything still waiting to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Alex is unconscious and nobody can reach Jordan. Who is next in line to make Alex's medical decisions?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Who is the backup agent on Jordan's durable power of attorney for finances?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'When did Jordan and Alex last review their wills and the trust?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'How many estate documents do Jordan and Alex have in Nido altogether?',
    mustContain: [['10', 'ten']],
  },
  {
    area: 'estate documents',
    query: "Who were the two witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "Who is Jordan and Alex's attorney, and what's her phone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'who does their taxes? need the firm name and a phone #',
    mustContain: [
      'Marcus Lee',
      ['Lee & Ortiz', 'Lee and Ortiz'],
      phoneSpellings('512', '555', '0177'),
    ],
  },
  {
    area: 'people',
    query:
      'If something happened to both Jordan and Alex, who would raise Mia and Leo, and who is the backup?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'people',
    query: 'I need to reach Priya Shah. What is her phone number?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What email do they have on file for Sam?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Who is the executor of Alex's will, and who steps in if that person can't?",
    mustContain: ['Jordan', 'Sam'],
  },
  {
    area: 'people',
    query: "Who becomes the owner of Mia's 529 if Jordan dies?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Who are the contingent beneficiaries on Alex's Roth IRA, and how is it split?",
    mustContain: ['Mia', 'Leo', ['50', 'half', 'equal']],
  },
  {
    area: 'people',
    query: 'What is the email address for Dana Hughes?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home address? I want to send the kids' school papers there.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'Jordan and Alex are both in the ICU. Jordan left a list of who to call first — who is on it?',
    mustContain: ['Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "What's the number for the Dell HR benefits line Jordan mentioned?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's Gmail account if Jordan dies?",
    mustContain: ['year', 'memorial'],
  },
  {
    area: 'guidebook',
    query: 'What is kept in the safe besides the wills?',
    mustContain: ['passports', 'titles'],
  },
  {
    area: 'guidebook',
    query:
      'In the letter Jordan and Alex wrote to the kids, what do they ask Mia and Leo to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "jordan's gmail recovery phone, whose is it?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "What's Alex's cell number?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the name and phone number of Mia and Leo's pediatrician?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next Wells Fargo mortgage payment coming out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'What day does the Honda car payment come out, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'netflix and spotify - when does each one charge?',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'When does the monthly 529 contribution for Mia get taken out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Austin Energy bill due next, and for how much?',
    mustContain: [dueOn(18), '$187.40'],
  },
  {
    area: 'due dates',
    query: "When's the Verizon bill?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "I'm helping Alex with the bills while Jordan is in rehab. Which bills are NOT on autopay and have to be paid by hand?",
    mustContain: [
      'Travis Heights',
      'Travis County',
      'DMV',
      'Umbrella',
      'Piano',
      'Soccer',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium drafted, and how much is it?",
    mustContain: [dueOn(9), '$41.50'],
  },
  {
    area: 'due dates',
    query: "When's the next payment on the condo mortgage with Chase, and how much?",
    mustContain: [dueOn(5), dollars('2,110')],
  },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-24 questions, each with its id (`h24-`, area and index). */
export const HELD_OUT_24: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h24-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
