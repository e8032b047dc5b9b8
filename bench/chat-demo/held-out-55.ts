// A fifty-fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-55`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed in an ordinary month by the household's own adults (Jordan the owner,
// Alex the spouse) and the people they trust (Sam, the adult relative and alternate executor;
// Marcus Lee, the CPA; Dana Hughes, the attorney), short and long, casual and formal, a few typos,
// records named partially or informally (by institution, nickname, category, purpose or owner),
// asking for amounts, totals, comparisons, counts, yes/no and who/when/where/which answers, spread
// over many records and fields of the demo household, the less obvious ones too.
//
// When and how it was written. On 2026-12-01 between 19:13:05 and 19:17:07 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who ran no git command, did not list bench/chat-demo/, and read no other
// question set beyond what was allowed (questions.ts lines 1-120: types, dueOn, protocol and the
// first examples; held-out-6.ts lines 1-40 and its last 15 lines, for the header and the export
// shape); and who never ran the chat, the benchmark, the app or the tests. Sources, read in full:
// the demo catalog and seeders (src/server/db/seed/demo-*.ts and create-demo-user.ts),
// bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts; in part: src/shared/finance/asset-schemas.ts
// (first 60 lines), src/shared/finance/categories.ts (first 80 lines), and the product spec's
// "AI assistant" section (found by a grep for headings in that one file; it is two lines and says
// nothing of what the chat answers, so the facts come from the catalog alone). Slips: to find
// that section I printed lines 60-110 of the spec, so I also saw its neighbouring sections (bill
// upload, family selector, other screens, §3 entity fields, §4 states), none about the chat; I
// listed src/server/db/seed/ to find the demo files and also read create-demo-user.ts there (not
// a demo-*.ts file; it holds the household's name and home state, used by no question).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp:
// monthly equivalents as frequency.ts (quarterly /3, bi-annual /6, yearly /12, summed then rounded
// once to cents); a holding as quantity × price rounded half away from zero to cents; an account's
// value as its holdings' value, else its entered balance; net worth as household-summary.ts
// (accounts + investments + properties, vehicles included, − loans − credit-card balances:
// $94,450.33 + $278,322.81 + $1,147,300.00 − $724,700.00 − $2,340.18 = $793,032.96). Printed as
// "$1,234.56"; whole dollars with and without cents (`dollars`); a yearly total both as the exact
// sum and as the rounded monthly figure × 12. Monthly payment dates use dueOn,
// other dates dateSpellings, phone numbers phoneSpellings. No question asks a date that depends on
// when the demo was seeded (no yearly, quarterly or bi-annual due dates, no access end dates, no
// document expiry). A question signed by someone names whom it is about; one in the first person
// without a name is Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending (28 obligations) ──
  { area: 'spending', query: 'whats our internet bill again', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: 'Alex here. what does the verizon plan run us each month?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query: 'How much do Netflix and Spotify come to together per month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What is the Other category costing us a month, all in?',
    mustContain: ['$515.09'],
  },
  { area: 'spending', query: 'how much is the gym membership', mustContain: [dollars('219')] },
  {
    area: 'spending',
    query:
      "Marcus Lee here, preparing the Carters' numbers. What do Jordan and Alex's home-related obligations (mortgages, utilities, HOA dues, homeowners insurance, property tax) add up to over a full year?",
    mustContain: [['$86,258.60', '$86,258.64']],
  },
  {
    area: 'spending',
    query: "Mia's soccer club bills us twice a year right? how much each time",
    mustContain: [dollars('325')],
  },
  {
    area: 'spending',
    query: 'What do the two HOAs cost us per month combined?',
    mustContain: [dollars('675')],
  },
  {
    area: 'spending',
    query: 'How much are the utilites at the Bluebonnet house monthly (electric + gas)?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on Christmas presents last year?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's in the Ally emergency fund right now?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "what's the balance on Alex's amex",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'How much do we have at Chase altogether, checking and savings?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house, and what did we pay for it?',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  { area: 'accounts', query: 'How much is in the HSA?', mustContain: [dollars('8,700')] },
  {
    area: 'accounts',
    query: 'How much do we still owe on the condo mortgage, and at what rate?',
    mustContain: [dollars('298,100'), '6.25'],
  },
  { area: 'accounts', query: "What's our net worth?", mustContain: ['$793,032.96'] },
  {
    area: 'accounts',
    query: 'How many of our bills get paid out of the Chase checking account?',
    mustContain: [['13', 'thirteen']],
  },
  {
    area: 'accounts',
    query: 'what are the last 4 digits of our checking acct',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on the Amex card?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'whats my 401k worth', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'Alex here — how much is in my Roth IRA at Vanguard?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth at the moment?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'How much is the international index fund in my 401(k) worth?',
    mustContain: ['$21,045.83'],
  },
  {
    area: 'investments',
    query: 'how much cash is sitting in the schwab sweep',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "What's Mia's 529 worth today?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Is the bond fund in the Fidelity 401k up or down versus what we paid? By how much?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Who gets the joint brokerage account at Schwab after both of us are gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee (CPA) here. What is the total cost basis of Jordan and Alex's joint Schwab brokerage account, cash included?",
    mustContain: [dollars('43,150')],
  },
  {
    area: 'investments',
    query: 'How much did Dell put into my 401k as a match this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: "Who's the contingent beneficiary on my Northwestern Mutual policy?",
    mustContain: [['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query: 'whats the policy number for the tesla insurance',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on our homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'How much do we pay for the umbrella policy each year?',
    mustContain: [dollars('385')],
  },
  {
    area: 'policies',
    query: 'is our health insurance a PPO or an HMO?',
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes here, reviewing the Carter file. How many insurance policies do Jordan and Alex have recorded in Nido?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: "What's the yearly premium on my term life?",
    mustContain: [dollars('960')],
  },
  {
    area: 'policies',
    query: 'When was the Northwestern Mutual policy issued, and how long is the term?',
    mustContain: ['2019', ['20-year', '20 year', 'twenty']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the CR-V?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      "Hi, this is Sam, Jordan's brother. Where do Jordan and Alex keep the originals of their wills?",
    mustContain: [['fireproof safe', 'safe']],
  },
  {
    area: 'estate documents',
    query: "Who is executor on Alex's will if Jordan can't do it?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'who would raise the kids if something happend to both of us',
    mustContain: ['Priya'],
  },
  { area: 'estate documents', query: 'When did we sign the trust?', mustContain: [MARCH_14_2023] },
  {
    area: 'estate documents',
    query: 'Is the Chase savings account in the trust yet?',
    mustContain: [
      [
        'not yet',
        'not funded',
        'unfunded',
        'is not',
        'isn’t',
        "isn't",
        'not been',
        'not retitled',
        'still to be',
      ],
    ],
  },
  {
    area: 'estate documents',
    query: 'Who takes over as trustee of our family trust after us?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: "When was Alex's directive to physicians signed?",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: "Who's my backup health care agent if Alex can't act?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'When were our wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to draw up the wills and the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'whats sams phone number',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Which firm is our CPA Marcus with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  { area: 'people', query: 'How is Priya Shah related to us?', mustContain: ['sister'] },
  {
    area: 'people',
    query: "Can you give me Priya's number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What kind of access does Marcus Lee have to our Nido?',
    mustContain: [['read', 'view only', 'view-only']],
  },
  {
    area: 'people',
    query: "Who's our attorney and what's her phone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "what's Sam's email",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'What roles does Sam have across our estate plan?',
    mustContain: ['executor', 'guardian', 'trustee', ['agent', 'power of attorney', 'POA']],
  },
  {
    area: 'people',
    query: "What's Priya's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "What's the number for the Dell HR benefits line?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'What should happen to my Gmail account?',
    mustContain: ['year', 'memorializ'],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery phone on jordan's gmail",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Who is on our "who to call first" list?',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the kids, what do we ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's kept in the safe?",
    mustContain: ['will', 'trust', 'title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'How many entries do we have in the guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'What does the guidebook say about my funeral wishes?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates (monthly payments only) ──
  { area: 'due dates', query: "when's the house mortgage due", mustContain: [dueOn(1)] },
  {
    area: 'due dates',
    query: 'When does the condo mortgage come out each month?',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'what day is the honda payment', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: 'When does Spectrum charge us for internet?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: "When is the monthly contribution to Mia's 529 taken?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the next Austin Energy autopay?',
    mustContain: [dueOn(18)],
  },
  { area: 'due dates', query: "When's Verizon due?", mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'What day does the gym membership get charged?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When does the Haven Life premium for Alex's policy come out?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-55 questions, each with its id (`h55-`, area and index). */
export const HELD_OUT_55: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h55-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
