// A forty-sixth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-46`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product,
// in the voices of everyone who uses the family's one Nido sign-in, taken in turn question by
// question: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex
// (the spouse), sometimes saying who is typing; a sibling or parent of Jordan helping while Jordan
// is ill, naming people by relation and name; the executor or successor trustee after Jordan's
// death; the family's attorney, CPA or financial planner; and Jordan or Alex at a desk asking
// questions that work across records. About 20 of the 80 filter, rank, leave out, compare, group
// or add up several records; the rest are direct lookups spread over many records and fields
// (obligations, vendor account numbers, accounts, loans, the homes, holdings, beneficiaries,
// policies, estate documents and their people, advisors, trusted contact, guidebook entries and
// their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 10:31:08 and 10:36:33 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages, and who never ran git, the chat, the benchmark, the
// app or the tests. Read in bench/chat-demo/: questions.ts lines 1-120 (types, dueOn, protocol),
// spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines. One slip: the helper's first
// shell command listed bench/chat-demo/ (file names only, none opened beyond the above). Sources:
// src/server/db/seed/demo-*.ts and create-demo-user.ts (all read in full),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// and ../shared/spec/product-spec.md: its AI Insights lines, plus (beyond that section) lines
// 60-90 (bill upload, family selector, the entities' fields) and a grep of it for "chat".
//
// Amounts. Worked out from the catalog with a throwaway script under /tmp: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value as
// its holdings' value, else its entered balance; net worth as household-summary.ts defines it
// (accounts + investments + properties, vehicles included, − loans − credit-card balances).
// Printed as "$1,234.56"; where an amount or a date may reasonably be stated two ways, both are
// accepted. Dates of monthly payments use dueOn; no question rests on a date that depends on when
// the demo was seeded (yearly and half-yearly payment months, the declaration's expiry). The
// counts per area, the ids and the order of voices were checked with a throwaway script under
// /tmp that imports only this file.
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
  // ── Spending (28 obligations; monthly total $11,164.78) ──
  {
    area: 'spending',
    query: 'hw much is spectrum internet a month',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query:
      "It's Alex on Jordan's login. What do we pay Life Time Fitness for the family membership?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "My sibling Jordan is in the hospital and I'm covering the bills for a few weeks. What does my nephew Leo's preschool cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Writing as the executor of Jordan’s estate. Taken together, what do the recurring charges billed to the American Express card come to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'This is Marcus Lee, the Carters’ CPA. For the rental schedule I need a full year of condo association dues on the Rainey Street unit.',
    mustContain: [dollars('6,300')],
  },
  {
    area: 'spending',
    query:
      'Spreading the yearly and quarterly bills across the months, which of our obligations come to more than $600 a month?',
    mustContain: [
      'Wells Fargo',
      'Chase Home Lending',
      'Bright Horizons',
      'Travis County',
      'Blue Cross',
    ],
  },
  {
    area: 'spending',
    query: 'everything we spend on mia per mo, total?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'Alex here. Austin Energy is on the phone about an outage and wants our account number, what is it?',
    mustContain: ['4401928830'],
  },
  {
    area: 'spending',
    query:
      "Jordan's mother here, going through their mail. How much is the yearly registration on the Tesla?",
    mustContain: ['$84.75'],
  },
  {
    area: 'spending',
    query:
      'For the estate accounting, how much did the household spend at H-E-B on groceries over the last three months?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts, loans and property ──
  {
    area: 'accounts',
    query:
      'Financial planner for the Carters. What interest rate is on the mortgage for the Rainey Street condo?',
    mustContain: [['6.25%', '6.250%']],
  },
  {
    area: 'accounts',
    query: "Add up our checking, both savings accounts and the HSA. What's the combined balance?",
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query: 'bluebonet house worth now vs what we paid?',
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "Alex typing: which bank is the HSA with, and is it in my name or Jordan's?",
    mustContain: ['HSA Bank', 'Jordan'],
  },
  {
    area: 'accounts',
    query:
      "Priya Shah, Jordan's sister. Jordan asked me to keep an eye on the Amex. What's owed on it today?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'As successor trustee I am retitling accounts. Please give me the last four digits of the Chase Premier Savings account.',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query:
      'CPA here, preparing a personal financial statement for the Carters: what net worth does Nido show for the household?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      'Counting both Chase accounts, how much more do we hold at Chase than in the Ally emergency fund?',
    mustContain: ['$35,150.33'],
  },
  {
    area: 'accounts',
    query: 'honda loan - how much left to pay off',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'Alex again. What APY is the Ally savings account earning right now?',
    mustContain: [],
    decline: true,
  },

  // ── Investments (four accounts; $278,322.81) ──
  {
    area: 'investments',
    query:
      "This is Sam, Jordan's brother. I'm helping out while Jordan recovers. What's the Fidelity 401(k) through Dell worth at the moment?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'Executor inventory question: how many Apple shares sit in the joint Schwab brokerage, and what are they worth now?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query:
      "I'm the family's financial planner. Across all four investment accounts, what is the total unrealized gain over cost basis?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Rank our investment accounts by current value, largest first, with the amounts.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: '401k + roth together = ?',
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'What is the VTI in my Roth worth these days? (A.)',
    mustContain: [dollars('43,674')],
  },
  {
    area: 'investments',
    query: "Jordan's dad asking. If the worst happens, who inherits Jordan's 401(k)?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'Now that Jordan has died, who takes over as owner of Mia’s 529 plan, and what is that account worth?',
    mustContain: ['Alex', dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. Is the Fidelity U.S. Bond Index position in the 401(k) above or below its cost basis, and by how much?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How did our portfolio do this year compared with the S&P 500?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much is my life ins for? death benefit',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'Alex here, can you pull up the policy number on my Haven Life term policy?',
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "I'm Priya, Jordan's sister. A tree came down by the Bluebonnet house. Who's the homeowners carrier, and how much dwelling coverage is there?",
    mustContain: ['State Farm', dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "As executor I'm filing the life insurance claim. Who are the primary and contingent beneficiaries on Jordan's Northwestern Mutual policy?",
    mustContain: ['Alex', ['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, estate attorney for the Carters. What is the combined face amount of Jordan’s and Alex’s life insurance?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query:
      'Of our two GEICO auto policies, which one costs more per six-month term, and by how much?',
    mustContain: ['Tesla', dollars('123')],
  },
  {
    area: 'policies',
    query: 'geico pol# crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'Alex again: our Blue Cross policy number, and the monthly premium?',
    mustContain: ['BCX448102937', dollars('618')],
  },
  {
    area: 'policies',
    query:
      "Grandpa here (Jordan's father). Is my grandson Leo covered by the family's health insurance, and with which company?",
    mustContain: ['Blue Cross'],
  },
  {
    area: 'policies',
    query:
      "Executor for Jordan's estate. What deductible applies on the State Farm homeowners policy before I file the storm claim?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Attorney Dana Hughes here. Remind me of the date Jordan executed the pour-over will, and the state it was signed in.',
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query:
      'Looking over all our estate documents, was any of them signed on a date other than March 14, 2023? Which one, and when?',
    mustContain: ['Alex', ['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'wheres the orignal of my will kept',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Say Jordan and I both couldn't act. Who steps in as trustee of our family trust?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, Jordan's brother. Am I named on Jordan's financial power of attorney, and is anyone ahead of me?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "Trustee question after Jordan's death: which asset was meant to go into the revocable trust but hasn't been funded yet?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "For my file as the family's lawyer: when was the Carters' revocable trust last reviewed?",
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      'How many estate documents do we have on file in total, and how many of them are Alex’s alone (not counting the joint trust)?',
    mustContain: [
      ['9', 'nine'],
      ['4', 'four'],
    ],
  },
  {
    area: 'estate documents',
    query: 'guardian for kids in my will = ?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "Alex typing. What's the EIN, the tax ID number, for our trust?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "I'm Jordan's sister Priya. What's the best number to reach the family's lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "I'm executor of Jordan's estate and need to engage the accountant. Which firm is Marcus Lee with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      'Dana Hughes again. I need to send the successor trustee a letter; what email does Nido have for Sam Carter?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Apart from the two of us, who is named anywhere in our estate plan, and in what roles?',
    mustContain: ['Sam', 'Priya'],
  },
  {
    area: 'people',
    query: 'priyas cell?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Alex on the family login. Am I Jordan's trusted contact in Nido, and at what priority?",
    mustContain: ['primary'],
  },
  {
    area: 'people',
    query: "Jordan's mom here. What phone number do you have for my son Sam?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      'Handling the estate now. Can the CPA see our records in Nido, and what level of access was granted?',
    mustContain: ['read'],
  },
  {
    area: 'people',
    query:
      'Financial planner here, new to the file. Which advisors does the household already have in Nido, and what does each one do?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What are the home mailing addresses for Sam and Priya?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits # in guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan write in the guidebook about the Gmail account? Alex asking.',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query:
      "Sam (Jordan's brother). The guidebook mentions a fireproof safe: where exactly is it, and who has the combination?",
    mustContain: ['closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      'As executor: is there a letter in the guidebook meant for the children, and who is it addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query:
      'Marcus Lee, CPA. Which guidebook entries are shared with me right now, rather than only after an event?',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query:
      'How many entries are in our guidebook, and which of them does Alex only get to see after an event?',
    mustContain: [
      ['4', 'four'],
      ['Mia and Leo', 'Mia & Leo'],
    ],
  },
  {
    area: 'guidebook',
    query: 'wich phone is the recovery # on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "Alex typing: according to the guidebook, what's kept in the safe?",
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. Jordan left a letter for my grandkids Mia and Leo; what did it ask them to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "I'm the executor and need into Jordan's Gmail. What's the password?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      "Planner mapping the Carters' cash flow: on which day of the month does the Chase Home Lending mortgage draft?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st, and what do they add up to?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'whens verizon due',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "When's the next Honda car payment coming out?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "I'm Jordan's brother, helping with the bills this month. When does Austin Energy pull its payment?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      "For the estate's cash planning, when is the next 529 contribution for Mia taken out of checking?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee here. In which month do the Carters have me down to prepare their joint return?',
    mustContain: ['March'],
  },
  {
    area: 'due dates',
    query: 'Which autopay bills come out after the 17th of the month?',
    mustContain: [
      'Austin Energy',
      'Verizon',
      'Texas Gas',
      ['Central Texas Regional Mobility Authority', 'toll'],
    ],
  },
  {
    area: 'due dates',
    query: 'netflix charge day?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Alex typing. When does my Texas driver’s license expire?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-46 questions, each with its id (`h46-`, area and index). */
export const HELD_OUT_46: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h46-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
