// A sixty-fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-65`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. The voice is everyone who uses the family's one Nido sign-in, each question in one voice
// taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos);
// Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or dad
// helping while Jordan is ill, naming people by relation and name; the executor or successor
// trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a
// financial planner; and Jordan or Alex at a desk asking questions that work across records. About
// 20 of the 80 filter, rank, compare, group or add up several records (some ask two things at
// once); the rest are direct lookups spread over many records and fields (obligations, vendor
// account numbers, accounts, loans, homes, vehicles, holdings, beneficiaries, policies, estate
// documents and their people, advisors, trusted contacts, guidebook entries and their sharing,
// payment days).
//
// When and how it was written. On 2026-12-02 between 01:05:08 and 01:10:09 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/, never grepped bench/ or src/ as a whole,
// and never read another question set beyond what was allowed (questions.ts lines 1-120: types,
// dueOn and protocol; held-out-6.ts, its first 40 lines and its last 15, the header and export
// shape); who ran no git command and never ran the chat, the benchmark, the app or the tests.
// Sources read: bench/chat-demo/spellings.ts; the demo catalog and seeders
// (src/server/db/seed/demo-*.ts); src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts; the first 60 lines of
// src/shared/finance/asset-schemas.ts and the first 80 of src/shared/finance/categories.ts; and
// the product spec's "AI assistant" section. Slips: to find the demo-*.ts files, the file names of
// src/server/db/seed/ were listed once (filtered to demo-*; no other file there was opened).
// Nothing else outside the list was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00"; dates of monthly payments use dueOn, other
// dates dateSpellings, phones phoneSpellings, account numbers the full number or its last four
// digits. A question in the first person without a name is Jordan's; a signed question names the
// people it is about. Questions whose answer depends on when the demo was seeded (next date of a
// yearly or bi-annual autopay, a renewal, a sign-in address, the death event) or that the catalog
// leaves ambiguous (net worth, the investment total) were left out.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r the home utilities a month, electric + gas',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'Alex here: what does Verizon charge us, and how many lines is that for?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much is Leo's preschool each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'What does the Rainey Street condo cost us each month in mortgage and HOA together?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA: what do their once-a-year bills add up to annually, and which one is the largest?",
    mustContain: ['$17,402.75', 'Travis County'],
  },
  {
    area: 'spending',
    query: 'Which of our bills are not on autopay?',
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Lonestar',
      'Costco',
    ],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother. How much a month goes to Mia, with her lessons, soccer and the 529 contribution?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'how much goes on the amex each mo',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: "I'm the executor of Jordan's estate. What is the Spectrum internet account number?",
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'chase checking bal?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query:
      "It's Sam, Jordan's brother. Jordan asked me to move money into the Ally emergency fund. What's that account number?",
    mustContain: [['2207719034', '9034']],
  },
  {
    area: 'accounts',
    query: 'Alex typing: what is the balance on my Amex Blue Cash card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have across our checking and savings accounts, not counting the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate: how much is still owed on the Honda loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %']],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family attorney, for the estate inventory: what is the Bluebonnet house estimated to be worth, and what did the Carters pay for it?',
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "Jordan's mom here, the insurer wants the Tesla's VIN. What is it?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'What do we still owe on both mortgages combined?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'rate on the condo mortage? + who is the lender',
    mustContain: ['Chase', ['6.25%', '6.250%', '6.25 %']],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for our Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is my 401k wroth rn',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'This is Alex: how many shares of VTI are in my Roth IRA, and what are they worth?',
    mustContain: ['145', '$43,674.00'],
  },
  {
    area: 'investments',
    query: "Jordan's dad here. Who is the primary beneficiary of Jordan's 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      "I'm the executor. Who is named as transfer-on-death beneficiary on the joint Schwab brokerage?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Which is worth more right now, Alex's Roth IRA or our joint brokerage account, and by how much?",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA: what is the unrealized gain on the Apple shares in the Schwab account?',
    mustContain: ['$5,250.00'],
  },
  {
    area: 'investments',
    query: 'mias 529 whats it worth + who takes over as owner',
    mustContain: ['$15,600.00', 'Alex'],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. In Jordan's Dell 401(k), which fund is below its cost basis, and by how much?",
    mustContain: [['FXNAX', 'Bond Index'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: 'What is our single largest holding across all the investment accounts, and its value?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
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
    query: 'face amt on my life ins?',
    mustContain: [dollars('1,000,000')],
  },
  {
    area: 'policies',
    query: 'Alex here. Who are the primary and contingent beneficiaries on my Haven Life policy?',
    mustContain: ['Jordan', 'Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "Jordan's brother Sam here. I need the policy number for the Tesla's car insurance.",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's mother, at the hospital. Which company is the family's health insurance with, and what is the policy number?",
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Dana Hughes here: what is the dwelling coverage on the Bluebonnet house policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'Planner question: what is the total life insurance face value on Jordan and Alex together?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      "Marcus Lee, CPA: what is the annual premium on Jordan's Northwestern Mutual term policy?",
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query: 'List every insurance policy we have, with its carrier.',
    mustContain: ['Northwestern Mutual', 'Haven Life', 'Blue Cross', 'State Farm', 'GEICO'],
  },
  {
    area: 'policies',
    query: "what yr was my NM policy issued n how long's the term",
    mustContain: ['2019', ['20-year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'What is the deductible on our State Farm homeowners policy?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'whos executor on my will + the backup',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "This is Jordan's mother. If something happened to both Jordan and Alex, who would raise Mia and Leo?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'I am handling things now that Jordan has passed. Who is the successor trustee of the family trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes here: remind me what date the Carters' revocable trust was signed.",
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: "Sam here, Jordan's brother. Where is the original of Jordan's will kept?",
    mustContain: ['safe', 'Hughes Law'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes, attorney: on Alex's medical power of attorney, who is the agent and who is the alternate?",
    mustContain: ['Jordan', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Alex here, when did I sign my directive to physicians?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      'What is in the Carter Family Revocable Trust so far, and what still has to be retitled into it?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Which of our accounts are titled joint with right of survivorship?',
    mustContain: [['brokerage', 'Schwab'], 'Total Checking'],
  },
  {
    area: 'estate documents',
    query: "What are the names of the witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes email?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Jordan's dad here. What firm is the CPA Marcus Lee with, and what's his phone number?",
    mustContain: ['Lee & Ortiz', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Who is my trusted contact in Nido?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      "As executor, I need to reach Jordan's brother Sam Carter. What are his phone and email?",
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Alex here. What's Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Jordan's mom: which lawyer does the family use, and at what firm?",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'Planner here. In which month does Marcus Lee prepare the joint tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'List all our advisors and what each one does for us.',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'how is priya listed, what relationship',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: "What is Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'guidebook: numbers for dana n marcus?',
    mustContain: [phoneSpellings('512', '555', '0120'), phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'guidebook',
    query: 'What is the Dell HR benefits line written in the guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Sam here, Jordan's brother. Jordan is in the hospital. Where is the fireproof safe?",
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. Who has the combination to the safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom here. What did Jordan want done with the Gmail account, and when?",
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA: which guidebook entries are never shared with me?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad: in the letter Jordan left the kids, who does it ask them to call on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'whats in the safe again per guidebook',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      'How many entries are in the guidebook, and which one is in the digital accounts section?',
    mustContain: [['4', 'four'], 'Gmail'],
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
    query: 'when is the wells fargo mortage pmt',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "Jordan's dad here. When is the Honda car payment taken out?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "Sam, Jordan's brother: when does the Verizon phone bill come out?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'What comes out of our accounts on the 1st of each month, and how much is that altogether?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', '$5,408.00'],
  },
  {
    area: 'due dates',
    query: "Jordan's mom here. When is the Austin Energy electric bill paid?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      'Executor here: when is the Chase Home Lending payment due, and which account does it come out of?',
    mustContain: [dueOn(5), ['Total Checking', '8842']],
  },
  {
    area: 'due dates',
    query: 'when does the 529 contrib go out',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which monthly autopay comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'Alex here: when do my Haven Life premium and Netflix come out?',
    mustContain: [dueOn(9), dueOn(7)],
  },
  {
    area: 'due dates',
    query: "When is the Tesla's next state inspection due?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-65 questions, each with its id (`h65-`, area and index). */
export const HELD_OUT_65: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h65-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
