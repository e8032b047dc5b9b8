// A fifty-sixth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-56`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone on the household's sign-in, taken in turn question by question:
// Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex (the
// spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or dad helping
// while Jordan is ill, naming people by relation and name; the executor or successor trustee after
// Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial planner;
// and Jordan or Alex at a desk asking questions that work across records. About 20 of the 80
// filter, rank, leave out, compare, group or add up several records, some ask two things at once,
// and the rest are direct lookups spread over many records and fields (obligations, vendor
// account numbers, accounts, loans, homes, vehicles, holdings, beneficiaries, policies, estate
// documents and their people, advisors, trusted contacts, guidebook entries and their sharing,
// payment days).
//
// When and how it was written. On 2026-12-01 between 19:13:10 and 19:19:44 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/, ran no git command, and never ran the
// chat, the benchmark, the app or the tests. Read: bench/chat-demo/questions.ts lines 1-120
// (types, dueOn, protocol, first examples), bench/chat-demo/spellings.ts, held-out-6.ts lines 1-40
// and its last 15 lines (header and export shape), every src/server/db/seed/demo-*.ts in full,
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first 80
// lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// and the AI assistant section of ../shared/spec/product-spec.md (found with a grep of its
// headings; it is two lines: the panel "AI Insights" and its tabs). Slip: one look at
// held-out-6.ts printed its lines 36-60, 20 lines past the 40 allowed (four of its spending
// questions: the home, car, streaming and utilities monthly totals); no question here repeats
// them. Whether the HSA is kept on the investment ledger is decided in a file this helper was not
// allowed to read, so no question here depends on it (the investment total names its four
// accounts; net worth is the same either way).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12, summed
// then rounded once to cents); a holding as quantity × price rounded half away from zero to cents;
// an account's value as its holdings' value, else its entered balance; net worth as
// household-summary.ts defines it (accounts + investments + properties − loans − credit-card
// balances). Printed as "$1,234.56"; whole dollars with `dollars(n)`. Where a fact may reasonably
// be stated two ways, both are accepted; dates of monthly payments use dueOn, other dates
// dateSpellings, phones phoneSpellings. No question asks a date that depends on when the demo was
// seeded. A question signed by someone ("Sam here") names the people it is about; one in the
// first person without a name is Jordan's (the owner).
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
  // ── Spending (28 obligations; monthly total $11,164.78) ──
  {
    area: 'spending',
    query: 'hw much r we paying spotify each mo',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query: "Alex typing. What's the Verizon bill, and how many lines are on that plan?",
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother, covering the bills while Jordan is in the hospital. How much does my nephew Leo's preschool at Bright Horizons cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm the executor of Jordan Carter's estate. Which of the household's bills are NOT set up on autopay?",
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
    area: 'spending',
    query:
      "This is Marcus Lee, the Carters' CPA. For the tax file: what do Jordan and Alex pay each year in property tax on the Bluebonnet house, and to whom?",
    mustContain: [dollars('12,840'), 'Travis County'],
  },
  {
    area: 'spending',
    query:
      'Add up everything we pay with the Amex card — what does it come to per month, counting the six-monthly and yearly ones as monthly amounts?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'wht does the other category run us a month',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'What do the condo mortgage and the condo HOA come to together each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "Jordan's mom here, helping out while Jordan is sick. How much do Jordan and Alex pay for the Life Time Fitness membership?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: "As Jordan's executor I need to know what the household spent on groceries last month.",
    mustContain: [],
    decline: true,
  },

  // ── Accounts (bank accounts, card, loans, homes, vehicles) ──
  {
    area: 'accounts',
    query: "I'm the Carters' financial planner. What's the balance in Alex's Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      'Alex at the desk: across our checking, both savings accounts and the HSA — leaving out the credit card — how much do we hold in total?',
    mustContain: ['$94,450.33'],
  },
  {
    area: 'accounts',
    query: 'chase checkng acct #?',
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query: "What's the Tesla worth these days, and what's its VIN?",
    mustContain: [dollars('27,800'), '5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's dad here, helping Alex while Jordan is ill. What's in the Family HSA, and whose name is it in?",
    mustContain: [dollars('8,700'), 'Jordan'],
  },
  {
    area: 'accounts',
    query:
      "Executor of Jordan's estate here. What is still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the family's attorney. Which bank holds the Premier Savings account, and what's its balance?",
    mustContain: ['Chase', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: "What's our household net worth?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'whats the apy on the ally acct',
    mustContain: [],
    decline: true,
  },
  {
    area: 'accounts',
    query: "Alex here. What's left on the Wells Fargo mortgage, and what rate is it at?",
    mustContain: [dollars('412,380'), ['3.375%', '3.375 %', '3.375 percent']],
  },

  // ── Investments (four accounts; $278,322.81) ──
  {
    area: 'investments',
    query: "Sam, Jordan's brother. What is Jordan's Dell 401(k) at Fidelity worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "I'm the executor. Who are the beneficiaries on Jordan's 401(k), and in what shares?",
    mustContain: ['Alex', 'Mia', 'Leo', ['50%', '50 %', 'half', 'equal']],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. How many shares of Microsoft are in the Carters' joint Schwab account, and what are they worth?",
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "What are the 401(k), the Roth, the Schwab brokerage and Mia's 529 worth all together, and how much is that above what we paid for the holdings?",
    mustContain: ['$278,322.81', '$80,972.81'],
  },
  {
    area: 'investments',
    query: 'roth vs brokrage which is bigger',
    mustContain: ['Roth', dollars('54,362')],
  },
  {
    area: 'investments',
    query: "Alex here — who's the successor owner on Mia's 529, and what's it worth today?",
    mustContain: ['Alex', dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's mom. Is the bond fund (FXNAX) in Jordan's 401(k) up or down from what was paid, and by how much?",
    mustContain: [['down', 'loss', 'lost', 'below', 'less than'], dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      'Successor trustee here. How is the Schwab joint brokerage titled, and who receives it under the transfer-on-death registration?',
    mustContain: [['JTWROS', 'right of survivorship', 'joint tenants'], 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee here, the Carters' CPA. What were their realized capital gains in the Schwab account for 2025?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query: 'Across all our investment accounts, which single holding is worth the most?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },

  // ── Policies (six policies) ──
  {
    area: 'policies',
    query: 'geico polcy # for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query:
      "Alex here. What's the face amount on Jordan's Northwestern Mutual policy, and who is the contingent beneficiary?",
    mustContain: [
      ['$1,000,000.00', '$1,000,000', '$1 million', '$1M'],
      ['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust'],
    ],
  },
  {
    area: 'policies',
    query:
      "I'm Sam, Jordan's brother. What's the policy number on the family's Blue Cross health plan?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'As executor, I need the dwelling coverage and the policy number of the homeowners policy on the Bluebonnet house.',
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query:
      'Planner here. How much life insurance do Jordan and Alex carry in total, counting both policies?',
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million', '$1.75M']],
  },
  {
    area: 'policies',
    query: 'Which of our insurance policies name the family trust as a beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: 'alex life ins amt + who gets it',
    mustContain: [dollars('750,000', '$750K'), 'Jordan'],
  },
  {
    area: 'policies',
    query: 'What does insuring the Tesla cost us a year, and with which company?',
    mustContain: [['$1,624.00', '$1,624', '$812.00'], 'GEICO'],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad here. What's the deductible on the State Farm homeowners policy for the Bluebonnet house?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'policies',
    query:
      "I'm handling Jordan's estate. What kind of plan is the Blue Cross health policy, and through which employer is it?",
    mustContain: ['PPO', 'Dell'],
  },

  // ── Estate documents (two wills, the trust, each spouse's POAs and directive) ──
  {
    area: 'estate documents',
    query:
      "Dana Hughes here. When were Jordan's will and the family trust signed, and in which state?",
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query:
      'Alex at the desk. Which of our assets are already funded into the trust, and which one still has to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "where's the orignal of my will",
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who's the backup agent on Alex's healthcare power of attorney?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "Sam here, Jordan's brother. Is Sam Carter named in Jordan's will, and in what roles?",
    mustContain: ['executor', 'guardian'],
  },
  {
    area: 'estate documents',
    query:
      "As Jordan's executor: what does Jordan's will do with anything that isn't already in the trust?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'revocable trust']],
  },
  {
    area: 'estate documents',
    query:
      'Financial planner for the Carters. Who are the trustees of the Carter Family Revocable Trust, and who is the successor trustee?',
    mustContain: ['Jordan', 'Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Compare our two directives to physicians: when was each of them signed?',
    mustContain: [MARCH_14_2023, JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'who witnessed my will',
    mustContain: [],
    decline: true,
  },
  {
    area: 'estate documents',
    query: "Who's named guardian for Mia and Leo if something happens to both of us?",
    mustContain: ['Priya Shah'],
  },

  // ── People (advisors, trusted contact, the family named in the plan) ──
  {
    area: 'people',
    query: "Jordan's mom here. What's the phone number for Dana Hughes, the lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "I'm Jordan's executor. What's the name of the attorney's firm, and her email?",
    mustContain: ['Hughes Law', 'dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "Marcus Lee here. Which firm is Marcus Lee listed under in the Carters' advisors, and what phone number do they have for him?",
    mustContain: ['Lee & Ortiz', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Alex at the desk: list all the advisors we have in Nido, with their roles.',
    mustContain: ['Dana Hughes', 'Marcus Lee', ['attorney', 'lawyer'], ['CPA', 'accountant']],
  },
  {
    area: 'people',
    query: 'whos my trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Alex here. What's Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Sam here, Jordan's brother. What's the street address of Dana Hughes's law office?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query:
      "Successor trustee here. I need to reach Priya Shah, the kids' guardian — what are her phone number and email?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      'Planner for the Carter family. Apart from Jordan and Alex themselves, which people are named in their estate documents, and how are they related?',
    mustContain: ['Sam Carter', 'Priya Shah', 'brother', 'sister'],
  },
  {
    area: 'people',
    query: 'Who besides me has a sign-in to our household?',
    mustContain: ['Alex', 'Marcus'],
  },

  // ── Guidebook (four entries, shared in each mode) ──
  {
    area: 'guidebook',
    query: 'dell hr benefits # in guidebook?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Alex here. Where's the fireproof safe, and who has the combination?",
    mustContain: ['closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query: "Sam here, Jordan's brother. What did Jordan want done with Jordan's Gmail account?",
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Jordan's executor. Is there a letter in the guidebook for the children — who is it addressed to, and when does Alex get to see it?",
    mustContain: ['Mia and Leo', 'after'],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee, the CPA. Which of the Carters' guidebook entries can Marcus Lee see right now?",
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query:
      'Alex at the desk: which guidebook entries are shared with Alex now, and which only after the event?',
    mustContain: ['Who to call first', 'safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'how many guidebook entries do i have',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What were Jordan's wishes for the funeral — burial or cremation?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. In Jordan's letter to my grandkids Mia and Leo, who does it ask them to call on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query:
      "Executor question: according to the guidebook, whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },

  // ── Due dates (monthly payment days only) ──
  {
    area: 'due dates',
    query:
      'Planner here. When does the Chase Home Lending mortgage on the condo come out next, and from which account?',
    mustContain: [dueOn(5), ['Total Checking', 'checking']],
  },
  {
    area: 'due dates',
    query: 'Which bills are due on the 1st of the month, and what do they add up to?',
    mustContain: [
      'Wells Fargo',
      'Rainey',
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
      dollars('5,408'),
    ],
  },
  {
    area: 'due dates',
    query: "when's the honda pmt due",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does the Spectrum internet bill get charged next?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "Sam here. When's the next Austin Energy payment due for Jordan and Alex's house?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "As executor, I need to know when Jordan's driver's license expires.",
    mustContain: [],
    decline: true,
  },
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. When is the next monthly 529 contribution for Mia going in, and how much is it?',
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: 'Alex at the desk: which of our autopays come out on or after the 20th of the month?',
    mustContain: ['Verizon', 'Texas Gas', ['toll', 'Mobility Authority', 'CTRMA']],
  },
  {
    area: 'due dates',
    query: 'when does netflix charge next',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "Alex here — when is Alex's Haven Life premium taken next, and how much is it?",
    mustContain: [dueOn(9), '$41.50'],
  },
];

/** The held-out-56 questions, each with its id (`h56-`, area and index). */
export const HELD_OUT_56: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h56-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
