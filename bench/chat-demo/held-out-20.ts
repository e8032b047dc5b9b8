// A twentieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-20`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally), asking
// for totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household. It leans toward what a grieving adult child or an
// executor asks in a hurry, plus ordinary budgeting questions from a spouse.
//
// When and how it was written. On 2026-11-30 between 13:23:54 and 13:26:42 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who never ran git log, git diff, git status or git show, and never listed
// the folder bench/chat-demo/; who never read the other question sets beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts lines 1-40,
// its header and helpers, and its last 15 lines, how its ids are made); and who never ran the
// chat, any benchmark, the app or the tests. Sources: the demo catalog and seed
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, src/shared/finance/asset-schemas.ts,
// src/shared/finance/categories.ts and the product spec's AI Insights section. Every amount was
// worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero to
// cents; an account's value as its holdings' value, else its entered balance; net worth as
// accounts + investments + properties − loans − credit-card balances), checked with a throwaway
// script and printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge
// or per month, with or without cents), both are accepted; dates of monthly payments use dueOn,
// other dates several spellings, phone numbers several spellings. Questions in the owner's voice
// ("my will", "my 401k") are Jordan's.
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

const ALEX_PHONE = phoneSpellings('512', '555', '0101');
const DANA_PHONE = phoneSpellings('512', '555', '0120');
const SAM_PHONE = phoneSpellings('512', '555', '0143');
const DELL_HR_PHONE = phoneSpellings('800', '555', '0199');

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'whats utilities running us a month? electric + gas',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'What are we paying GEICO per month for both cars together?',
    mustContain: ['$250.17'],
  },
  {
    area: 'spending',
    query: "How much is Leo's preschool every month",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'Can you add up everything we spend on Mia each month? Piano, soccer, the 529 contribution, all of it.',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "I'm trying to decide whether to sell the Rainey condo. What does it cost us monthly between the morgage and the HOA?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "What's the monthly total for the Other category (internet, phones, streaming, gym, memberships)?",
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'how much in bills gets charged to the amex each month',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'what are the travis heights HOA dues',
    mustContain: [['$450.00', '$450', '$150.00', '$150']],
  },
  {
    area: 'spending',
    query: 'Life Time gym membership - how much?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is in the emergency fund at Ally?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'last four of the chase checking acct?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally savings account in? The bank is asking.',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: "What's the current balance on the American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much cash is sitting in checking and savings combined, not counting investments?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor and need the big picture first. What is the household's net worth right now?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the Wells Fargo mortgage on the Bluebonnet house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'what rate is the honda car loan at and whats left to pay it off',
    mustContain: [['4.9%', '4.9 %', '4.90%'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query: "Where's the HSA held, and how much is in it?",
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally savings account pay?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my 401k at fidelity worth today",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'How many Apple shares do we own and what are they worth?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: "Who are the benificiaries on Alex's Roth IRA?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'What are the 401k, the Roth, the Schwab brokerage and the 529 worth all together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'Schwab joint account: total value + account number pls',
    mustContain: [dollars('54,353'), ['1100-4821', '4821']],
  },
  {
    area: 'investments',
    query: "How much is in Mia's college savings, the 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Is any of our holdings worth less now than what we paid for it? By how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: "If Jordan passes, who becomes the owner of Mia's 529 account?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'Which single holding is our largest, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "What's the employer match on Jordan's Dell 401(k)?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance did Jordan have',
    mustContain: [['$1,000,000', '$1,000,000.00', '$1 million', '1 million']],
  },
  {
    area: 'policies',
    query: "Who is the beneficiary on Alex's Haven Life policy, including the backup?",
    mustContain: ['Jordan', ['Carter Family Revocable Trust', 'Revocable Trust']],
  },
  {
    area: 'policies',
    query: 'policy number for the northwestern mutual one?',
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: "What's the dwelling coverage on our homeowner's insurence?",
    mustContain: [['$610,000', '$610,000.00']],
  },
  {
    area: 'policies',
    query: "Which company insures the Tesla, and what's the policy number?",
    mustContain: ['GEICO', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'The hospital needs our health insurance policy # (Blue Cross). What is it?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much is the State Farm homeowners premium per year?',
    mustContain: [dollars('2,864')],
  },
  {
    area: 'policies',
    query: 'Combined, how much life insurance is there on the two of us?',
    mustContain: [['$1,750,000', '$1,750,000.00', '$1.75 million', '1.75 million']],
  },
  {
    area: 'policies',
    query: "When was Jordan's term life policy issued, and how long is the term?",
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the Tesla?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'who is executor of my will',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: "Where is the original of Jordan's will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'What date was the family trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee if neither Jordan nor Alex can serve?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "who did we name as guardian for the kids, and who's the backup",
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'When were the wills last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query:
      "Who is Jordan's health care agent under the medical power of attorney, and who is next in line?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the living will (the directive to physicians)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'Has everything been put into the trust, or is something still not retitled?',
    mustContain: [['Premier Savings', 'Chase savings', 'Chase Premier']],
  },
  {
    area: 'estate documents',
    query: 'At what age do Mia and Leo get their share of the trust outright?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'attorney phone number?',
    mustContain: [DANA_PHONE],
  },
  {
    area: 'people',
    query: 'Which lawyer drafted our wills, and what is her email address?',
    mustContain: ['Dana Hughes', 'dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "who's our accountant and what firm are they with",
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I need to reach Sam Carter today. What's his number?",
    mustContain: [SAM_PHONE],
  },
  {
    area: 'people',
    query: 'email address for Priya Shah',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: "Who is listed as the trusted contact on Jordan's account?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'does marcus have access to our stuff in nido? what level',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'What time of year does the CPA usually prepare our tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Priya Shah's home address? We need to mail her the guardianship papers.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Jordan is gone and I do not know where to start. Who should I call first?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'whats the number for dell HR benefits',
    mustContain: [DELL_HR_PHONE],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combo to the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Did Jordan leave instructions about what to do with their Gmail?',
    mustContain: [['memorialize', 'memorialise'], 'year'],
  },
  {
    area: 'guidebook',
    query: "What's kept inside the safe?",
    mustContain: [['car title', 'vehicle title', 'titles'], 'passport'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for Mia and Leo? What does it say?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "Alex's phone number?",
    mustContain: [ALEX_PHONE],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Did Jordan write down whether they wanted to be buried or cremated?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When does the condo mortgage come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills are due on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'verizon due date?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Honda payment: how much, and what day does it come out?',
    mustContain: [dollars('465'), dueOn(10)],
  },
  {
    area: 'due dates',
    query: "When's the next Haven Life premium due?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When does Mia's next 529 contribution go in?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Texas Gas Service bill due?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'electric bill due date (austin energy)',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are NOT on autopay? I need to know what I have to pay by hand now.',
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
    query: 'When is the CR-V due for its state inspection?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-20 questions, each with its id (`h20-`, area and index). */
export const HELD_OUT_20: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h20-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
