// A thirtieth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-30`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice: people outside the couple who use Jordan's sign-in to help out, each saying
// who they are and naming the household's members by their relation to themselves: Jordan's
// mother ("my son Jordan", "my daughter-in-law Alex", "my grandson Leo", "my granddaughter Mia"),
// a neighbour and family friend ("my friend Jordan", "Jordan's wife Alex"), and a cousin writing
// from India ("my cousin-brother Jordan", "his wife Alex", "my niece Mia"). They write with the
// vocabulary of their own country (British, Australian or Indian English: current account,
// solicitor, nursery, petrol, rego, strata, council rates, EMI, lakh, CA and the like), with polite
// or roundabout openings and some non-native grammar. Each relation names one household member
// only (the relation is always given with the member's first name), so every question still has
// exactly one right answer in the demo records.
//
// When and how it was written. On 2026-12-01 between 00:14:49 and 00:18:43 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor read any other question set beyond
// what was allowed; who ran no git command and never ran the chat, a benchmark, the app or the
// tests. Exactly what was read: bench/chat-demo/questions.ts lines 1-120 (types, dueOn and
// protocol); bench/chat-demo/spellings.ts; bench/chat-demo/held-out-6.ts lines 1-40 and its last
// 15 lines (header, helpers, how ids are made); the demo seed and catalogs
// (src/server/db/seed/demo-*.ts); src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (its first 60
// lines), src/shared/finance/categories.ts (its first 80 lines),
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts; and the
// product spec's AI Insights section (/work/shared/spec/product-spec.md).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp (never
// in the repository): monthly equivalents quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances; each printed as "$1,234.56" and
// checked again against the seed. Where an amount may reasonably be stated two ways (per charge or
// per month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings.
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
    query:
      "Hello, this is Jordan's mother writing, my son Jordan has let me use his log-in while he is away. Could you tell me roughly what the household's bills come to each month, all of them put together?",
    mustContain: ['$11,164.78'],
  },
  {
    area: 'spending',
    query:
      'Namaste, I am cousin of Jordan writing from Pune on his account. How much fees my cousin-brother Jordan is paying every month for the playschool of my nephew Leo?',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "G'day, Jordan's neighbour here, I'm helping sort the paperwork on his login. What does the rego on the Tesla cost them?",
    mustContain: [['$84.75', '$7.06']],
  },
  {
    area: 'spending',
    query:
      "It's Jordan's mum again. I wondered, what are my son Jordan and my daughter-in-law Alex paying for their broadband each month?",
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query:
      "Neighbour of Jordan's here (I'm a mate of the family, using his sign-in). How much does he fork out for the council rates on the Bluebonnet house?",
    mustContain: [dollars('12,840', '$1,070.00', '$1,070')],
  },
  {
    area: 'spending',
    query:
      "I am Jordan's cousin from India. Kindly tell what is the total monthly amount going in the Auto category of my cousin's expenses?",
    mustContain: ['$745.73'],
  },
  {
    area: 'spending',
    query: "Jordan's mother here. How much is my granddaughter Mia's football club costing them?",
    mustContain: [dollars('325', '$54.17')],
  },
  {
    area: 'spending',
    query:
      'This is Jordan cousin, using his login only. Per month how much my cousin is spending on my niece Mia in total — all her costs added together?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Hi there, friend and neighbour of Jordan's, on his login. The unit on Rainey Street — what do the mortgage and the strata fees on it come to a month, all up?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "Jordan's mum here. Could you tell me how much my son Jordan spent on petrol over the last fortnight?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "Good afternoon, I'm Jordan's mother and he has asked me to keep an eye on things. How much is in the current account that my son Jordan shares with my daughter-in-law Alex?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query:
      "Hello, I am Jordan's cousin (his login I am using). The emergency savings in the name of his wife Alex, my bhabhi — which bank it is with and how much is there?",
    mustContain: ['Ally', dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "G'day, it's Jordan's neighbour. What's owing on his wife Alex's Amex card at the moment?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's mother writing. What is the balance of my son Jordan's health savings account, please?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Respected sir/madam, I am the cousin of Jordan from Bangalore. What is the net worth of my cousin-brother Jordan and his family? Must be many lakhs of dollars I think.',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's neighbour again, mate of the family. How much is still left to pay on the loan for the Honda?",
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'I am writing as Jordan cousin. Kindly tell me the last four digits of the savings account my cousin Jordan holds jointly with his wife at Chase.',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query:
      "Hi, family friend of Jordan's here. Leaving the HSA aside, how much cash have they got all up in the checking and the two savings accounts?",
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "This is Jordan's mother. What rate of interest is my son Jordan paying on the mortgage for the flat he lets out on Rainey Street?",
    mustContain: [['6.25%', '6.25 %', '6.250%', '6.25 percent']],
  },
  {
    area: 'accounts',
    query:
      "Jordan's neighbour here on his login. What's the overdraft limit on their Chase checking account?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Hello, Jordan's mum here. How much has my son Jordan got in his pension from his work at Dell?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Myself Jordan's cousin, from Chennai. The Roth IRA of my bhabhi Alex (wife of Jordan), what is its value as of now?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Jordan's neighbour, on his sign-in. What are my friend Jordan and his wife Alex's Microsoft shares worth?",
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "It's Jordan's mother. How much has been put by for my granddaughter Mia's university in that 529 plan?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's cousin from Delhi. What is the total value of all the investments of my cousin's family? In lakhs it must be big, but please tell in dollars.",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "Neighbour of Jordan's here. Who's down to get the Schwab brokerage account once both Jordan and Alex are gone?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Jordan's mother writing. How many Apple shares do my son Jordan and my daughter-in-law Alex hold, and what are they worth?",
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query:
      "This is Jordan's cousin. In my cousin Jordan's Dell 401(k), how much amount is there in the bond fund?",
    mustContain: [dollars('22,403')],
  },
  {
    area: 'investments',
    query:
      "G'day, Jordan's neighbour. How much has Jordan's wife Alex's Roth IRA gone up compared with what was paid for it?",
    mustContain: [dollars('16,562')],
  },
  {
    area: 'investments',
    query:
      'Hello, cousin of Jordan writing. On which date my cousin Jordan had purchased the Microsoft shares?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "Jordan's mother here, using his account. How much life cover does my son Jordan have?",
    mustContain: [dollars('1,000,000', '$1 million', '1 million')],
  },
  {
    area: 'policies',
    query:
      'I am cousin of Jordan. If the life insurance of my bhabhi Alex has to pay out, who will get the money first?',
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: "Jordan's neighbour again. What's the policy number on the car insurance for the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "This is Jordan's mum. How much is the buildings cover on my son Jordan's house on Bluebonnet Lane?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'Cousin of Jordan writing from Hyderabad. What is the premium my cousin-brother Jordan is paying for his term life policy?',
    mustContain: [dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query:
      "G'day, a mate of Jordan's here. Which health fund is the family's cover with, and what's the policy number?",
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Jordan's mother writing. On my son Jordan's life assurance, who is next in line after my daughter-in-law Alex?",
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust']],
  },
  {
    area: 'policies',
    query:
      'Jordan cousin here. For the life policy on his wife Alex, kindly tell the company and the amount of cover.',
    mustContain: ['Haven Life', dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "Neighbour and family friend of Jordan's. What does the car insurance on the Honda cost them?",
    mustContain: [dollars('689', '$114.83')],
  },
  {
    area: 'policies',
    query:
      "Jordan's neighbour here. What's the excess on the Tesla's car insurance if they make a claim?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Hello, I'm Jordan's mother. Who did my son Jordan name as executor in his will?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mum writing. If anything should happen to both my son Jordan and my daughter-in-law Alex, who is named to bring up my grandchildren?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "G'day, neighbour of Jordan's. Where's the original of my friend Jordan's will kept?",
    mustContain: [['fireproof safe', 'fire-proof safe', 'fireproof']],
  },
  {
    area: 'estate documents',
    query: "Jordan's mother again. On what date did my son Jordan sign his will?",
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      "I am Jordan's cousin. After my cousin-brother Jordan and his wife Alex, who will take over as trustee of their family trust?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's neighbour on his login. On Jordan's medical power of attorney, who's the backup if his wife Alex can't do it?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "This is Jordan's mother. When did my daughter-in-law Alex sign her living will, the directive to the doctors?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Hello, cousin of Jordan this side. Which account is still pending to be transferred into my cousin's family trust?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Family friend of Jordan's here. Under my friend Jordan's financial power of attorney, who's second choice after his wife Alex to look after his money?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mother writing. Has my son Jordan said whether he wishes to be buried or cremated?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "Jordan's mum here. What's the name of my son Jordan's solicitor, and her telephone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "I am Jordan's cousin. Who is the CA — the accountant who is preparing the tax return of my cousin Jordan?",
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query: "G'day, Jordan's neighbour. What's his wife Alex's mobile number?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'people',
    query:
      "Jordan's mother writing. I need to send a note to Sam Carter — what is his email address, please?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query:
      'Cousin of Jordan here. Kindly give the contact number of Priya Shah, the lady named for the children.',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Neighbour of Jordan's here. Which firm is their accountant with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      "It's Jordan's mother. Who has my son Jordan set up as his trusted contact, the one to let you know if something happens to him?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      "Jordan's cousin writing. What is the email id of the lawyer Dana Hughes, who made my cousin's will?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "Mate of Jordan's here, using his login. How's Priya Shah related to the family — what's she down as?",
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query:
      'This is the cousin of Jordan. What is the phone number of the family doctor of my cousin-brother Jordan?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      "Jordan's mother here. Who did my son Jordan say we should ring first if something happens to him?",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'guidebook',
    query:
      "I am Jordan's cousin. In his guidebook my cousin has written one Dell HR benefits number — what is that number?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's neighbour on his sign-in. Whereabouts in the Bluebonnet house is the fireproof safe?",
    mustContain: [['office closet', 'closet']],
  },
  {
    area: 'guidebook',
    query: "Jordan's mum writing. Who has the combination to my son Jordan's safe?",
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query:
      'Cousin of Jordan here only. What my cousin Jordan wants to be done with his Gmail account after he is gone?',
    mustContain: [
      ['memorialize', 'memorialise', 'memorialized', 'memorialised'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query:
      "G'day, Jordan's neighbour. Whose phone is the recovery number on my friend Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "This is Jordan's mother. What did my son Jordan write in his letter for my grandchildren Mia and Leo?",
    mustContain: ['grandmother', 'Sunday'],
  },
  {
    area: 'guidebook',
    query: "Jordan's cousin writing. What all things my cousin has kept inside the fireproof safe?",
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "Neighbour of Jordan's here. On his list of who to call first, what's the number for the accountant?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'guidebook',
    query: "Jordan's neighbour again. What's the wifi password at the Bluebonnet house?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "Jordan's mother writing. When do the fees for my grandson Leo's nursery next go out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query:
      "I am Jordan's cousin. On which date the instalment for the Honda car loan is debited next?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: "G'day, neighbour of Jordan's. When's the family's mobile phone bill due next?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "Jordan's mum here. When is the next premium for my daughter-in-law Alex's life insurance taken?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query:
      "Family friend of Jordan's here. When are the strata fees on the Rainey Street unit next due?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query:
      'Cousin of Jordan this side. When is the next contribution going for the college fund of my niece Mia?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "It's Jordan's mother. When does the gas bill for my son Jordan's house next come out?",
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: "Jordan's neighbour on his login. When do the toll tag charges come out next?",
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query:
      "Jordan's cousin writing. The EMI on the home loan for the Rainey Street flat — on what date it is due next?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's mum here. When does my daughter-in-law Alex's driving licence need renewing?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-30 questions, each with its id (`h30-`, area and index). */
export const HELD_OUT_30: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h30-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
