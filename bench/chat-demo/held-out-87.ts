// An eighty-seventh held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-87`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, typed by everyone who shares the family's one Nido sign-in: Jordan on a phone (terse,
// lowercase, typos), Alex, Jordan's brother Sam and Jordan's parents helping while Jordan is ill,
// the executor and the successor trustee after Jordan's death, the attorney Dana Hughes, the CPA
// Marcus Lee, a financial planner, and Jordan or Alex at a desk asking across records. Some say
// who they are; first-person questions without a name are Jordan's. It leans on fields a family
// really needs and that are easy to miss: last four digits, titling, contingent and successor
// people, review and signing dates, where originals are kept, guidebook sharing modes, policy
// numbers, loan rates and balances, and monthly due days.
//
// When and how it was written. On 2026-12-02 between 17:05:30 and 17:10:05 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who opened in bench/chat-demo/ only questions.ts lines 1-120 (types, dueOn,
// protocol), held-out-6.ts its first 40 and last 15 lines (header style, export shape) and
// spellings.ts; who read no other notes than its brief, ran no git command, and never ran the
// chat, the benchmark, the app, the tests or a full tsc.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/server/modules/investments/account-values.ts,
// src/shared/investments/valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts
// (first 60 lines), src/shared/finance/categories.ts (first 80 lines) and the product spec's
// "AI assistant" section. No net-worth question, so household-summary was not read.
//
// Slips. One: before reading the brief, the helper's first command listed the directory
// bench/chat-demo/ (file names only, no file opened), which the brief forbids; nothing in the
// listing was used. Nothing else.
//
// Amounts. Worked out from the catalog with a throwaway Python script using exact decimals:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12),
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero
// to cents; an account's value as its holdings' value, else its entered balance (the HSA is a
// bank-side account, never an investment). Printed as "$1,234.56"; whole dollars through
// `dollars(...)`. Where an amount may reasonably be stated per charge, per month or per year,
// each is accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phone numbers
// phoneSpellings; names are spelled as in the catalog.
//
// Protocol. Run once, at the end, by the lead. Never edited after an answer is seen, never used
// to tune the engine, and its answers are not looked at while changing the engine. 80 questions:
// 9 in each of the eight areas (72), plus 8 that must be declined (Nido does not hold the fact),
// one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const WILLS_SIGNED = dateSpellings(2023, 3, 14);
const WILLS_REVIEWED = dateSpellings(2025, 2, 10);
const ALEX_DIRECTIVE_SIGNED = dateSpellings(2019, 6, 3);
const BLUEBONNET_BOUGHT = dateSpellings(2018, 5, 22);
const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after a triggering event',
  'after the triggering event',
  'after_event',
  'after death',
  'after a death',
  'after Jordan',
  'after my death',
  'after your death',
] as const;
const JTWROS = [
  'JTWROS',
  'right of survivorship',
  'rights of survivorship',
  'right-of-survivorship',
] as const;

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What is the household's total monthly outlay across all of its recurring obligations, with quarterly, six-monthly and yearly bills spread per month?",
    mustContain: ['$11,164.78'],
  },
  {
    area: 'spending',
    query: 'how much r utilites a month, power + gas',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Alex here. Between the Travis Heights HOA and the Rainey Tower association, what do we pay in HOA dues per month?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom. How much is Leo's preschool each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "Sam (Jordan's brother) helping out: what does the Rainey Street condo cost to carry each month, mortgage plus HOA?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'how much gets charged to the amex every month all together',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA. What do the Carters pay GEICO for auto insurance on both cars over a full year?',
    mustContain: [dollars('3,002', '$250.17')],
  },
  {
    area: 'spending',
    query:
      "Jordan's dad here. Adding up piano, soccer and the 529 contribution, what does Mia cost the family per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'Alex: all in, what does the Tesla cost us a month (insurance + registration)?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'how much did we spend at HEB on groceries in october',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "As executor of Jordan's estate I need to tell the bank which account: what are the last four digits of the Chase Total Checking?",
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: 'whats in the ally emergency fund rn',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "What's the balance of the family HSA?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe wells fargo on the house',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: "Financial planner: what interest rate is the Rainey Street condo's mortgage at?",
    mustContain: [['6.25%', '6.25 %', '6.250%', '6.25 percent']],
  },
  {
    area: 'accounts',
    query:
      "Jordan's father here. How much is left on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query: 'amex balance?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Alex: the insurance adjuster wants the VIN of the Tesla. What is it?',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house, and what did we pay for it?',
    mustContain: [BLUEBONNET_BOUGHT, dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "What's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is in my 401k now',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Financial planner again: what is the combined value of the family's investment accounts (401(k), Roth IRA, brokerage and 529)?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "I'm the executor. Who are the contingent beneficiaries on Jordan's Dell 401(k), and in what shares?",
    mustContain: ['Mia', 'Leo', ['50%', '50 %', '50/50', 'half', 'equal']],
  },
  {
    area: 'investments',
    query: "Sam here. Who takes over as owner of Mia's 529 now that Jordan has passed?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'how many msft shares in the schwab acct and whats that worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee (CPA): what is the unrealized gain or loss on the Fidelity U.S. Bond Index Fund in the 401(k)?',
    mustContain: [dollars('1,397', '-$1,397', '−$1,397')],
  },
  {
    area: 'investments',
    query: "Alex asking: what's my Vanguard Roth IRA worth today?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      'Jordan at the desk: who inherits the Schwab joint brokerage once Alex and I are both gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "How many tuition units are in Mia's 529, and for what enrollment year?",
    mustContain: ['120', '2036'],
  },
  {
    area: 'investments',
    query: 'how much does dell match on my 401k',
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
    query:
      "Alex, executor: I need to file the claim on Jordan's Northwestern Mutual life insurance. What is the policy number?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query:
      "Sam, successor trustee: who is the contingent beneficiary on Jordan's life insurance policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's the face amount of Alex's Haven Life policy, and what does it cost a month?",
    mustContain: [dollars('750,000', '$750k', '$750K'), '$41.50'],
  },
  {
    area: 'policies',
    query: "Jordan's mom at the pharmacy: what's the policy number on the Blue Cross health plan?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'how much dwelling coverage is on the house policy',
    mustContain: [dollars('610,000', '$610k', '$610K')],
  },
  {
    area: 'policies',
    query: 'GEICO policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Dana Hughes, attorney: how much life insurance do Jordan and Alex carry between them?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'What kind of term is my Northwestern Mutual policy, and what year was it issued?',
    mustContain: [['20-year', '20 year', 'twenty-year', 'twenty year'], '2019'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross plan this year?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'when did i sign my will',
    mustContain: [WILLS_SIGNED],
  },
  {
    area: 'estate documents',
    query: "Alex here, Jordan just passed. Where is the original of Jordan's will kept?",
    mustContain: ['safe', 'Hughes Law'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes: when were the Carters' wills last reviewed?",
    mustContain: [WILLS_REVIEWED],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mother asking: if something happened to both Jordan and Alex, who would raise Mia and Leo, and who is the backup?",
    mustContain: ['Priya Shah', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'who is successor trustee of the family trust',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes, reviewing funding: which account is listed for the Carter Family Revocable Trust but still not retitled into it?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'How is our Chase Total Checking titled?',
    mustContain: [JTWROS],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's dad here. If Alex can't make medical decisions for Jordan, who is next under the healthcare power of attorney?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Alex: when did I sign my directive to physicians (living will)?',
    mustContain: [ALEX_DIRECTIVE_SIGNED],
  },
  {
    area: 'estate documents',
    query: "What's the EIN (tax ID number) of the Carter Family Revocable Trust?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'sams number?',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "As executor I need to write to the attorney. What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'which firm is Marcus Lee with',
    mustContain: ['Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "Jordan's mom: what's Priya's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'who is set up as my trusted contact in Nido',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Alex: what level of access does our CPA Marcus Lee have to the household?',
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "What's Sam Carter's email?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'when does marcus do our taxes each yr',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query:
      'Successor trustee here, trying to find who drew up the estate plan: who drafted the wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "What's Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Alex here — where exactly is the fireproof safe in the house?',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combo to the safe',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Sam, executor's helper: besides the wills and the trust, what's in the fireproof safe?",
    mustContain: ['passports', ['car titles', 'titles']],
  },
  {
    area: 'guidebook',
    query:
      'Marcus Lee, CPA: when will I be able to see the guidebook entry about the fireproof safe?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'Alex: can I read the letter Jordan wrote for Mia and Leo yet, or only later?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'what did i say to do with my gmail',
    mustContain: [
      ['memorialize', 'memorialise', 'memorialized'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "what's the dell hr benefits number for the 401k and group life",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "In Jordan's letter to the kids, what day are they asked to call their grandmother?",
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
    query: 'when is the wells fargo mortgage due',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'Sam here. When does the Chase Home Lending payment on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'honda payment date?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Alex: what day does my Haven Life premium come out next?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'when does verizon get paid',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: "Jordan's dad: when is the next 529 contribution pulled from checking?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Texas Gas Service — next due date?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'when does spectrum internet autopay hit',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom: when is the Austin Energy bill due next?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-87 questions, each with its id (`h87-`, area and index). */
export const HELD_OUT_87: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h87-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
