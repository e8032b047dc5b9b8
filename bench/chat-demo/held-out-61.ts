// A sixty-first held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-61`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product.
// Voice (everyday): the household's own adults (Jordan the owner, Alex the spouse) and the people
// they trust (Sam, an adult relative and the alternate executor; Marcus Lee, the CPA; Dana Hughes,
// the attorney) typing into the chat in an ordinary month: short and long, casual and formal, some
// typos, records named partially or informally (by institution, nickname, category, what they are
// for, or whose they are), asking for amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household, the
// less obvious ones too. A question signed by someone ("Alex here") names the people it is about;
// one in the first person without a name is Jordan's (the owner, Jordan Carter).
//
// When and how it was written. On 2026-12-01 between 22:45:38 and 22:49:57 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/, ran no git command, and never ran the
// chat, the benchmark, the app or the tests. Read: bench/chat-demo/questions.ts lines 1-120 (types,
// dueOn, protocol, first examples), bench/chat-demo/held-out-6.ts lines 1-40 and its last 15 lines
// (header and export shape), bench/chat-demo/spellings.ts, every src/server/db/seed/demo-*.ts in
// full, src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first 80
// lines), and the product spec's "AI assistant" section. Slip: a grep of held-out-6.ts for its
// helper names also printed its line 135 (one question's facts, about the condo's purchase); no
// question here was taken from it, and the purchase question below asks about the house instead.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script
// (/tmp/h61-calc.mjs), not by hand: monthly equivalents as frequency.ts defines them (quarterly
// /3, bi-annual /6, yearly /12, summed then rounded once to cents); a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance; net worth as household-summary.ts (accounts + investments + properties − loans
// − credit-card balances); printed as "$1,234.56". Whole dollars accept the amount with and
// without cents; dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings; account numbers accept the full number or its last four digits. Nothing asked
// depends on the day the demo was seeded (no next date of a yearly, bi-annual or quarterly bill).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const JTWROS = [
  'JTWROS',
  'joint tenants with right of survivorship',
  'joint with right of survivorship',
  'right of survivorship',
];
const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after a triggering event',
  'after the triggering event',
  'after event',
  'after a death',
  'after Jordan',
  'only after',
];
const NEVER_SHARED = ['never', 'not shared', 'isn’t shared', "isn't shared", 'not visible'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'netflix + spotify together, how much a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What does the State Farm umbrella cost us per year?',
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      'Alex here. If you add up everything that gets charged to my Amex, what does it come to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'how much are the utilites at the house each month, electric plus gas',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'Sam here — what does it cost Jordan and Alex each month to carry the Rainey Street condo, the mortgage plus the HOA?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA. For planning purposes: what is the annual total of the premiums in the insurance category (life, health and umbrella)?',
    mustContain: [dollars('9,259')],
  },
  {
    area: 'spending',
    query: 'How many of our bills are NOT on autopay?',
    mustContain: [['7', 'seven']],
  },
  {
    area: 'spending',
    query: "what do Mia's things run us monthly? piano, soccer and her 529 all in",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'Which costs more per month, the gym membership or our internet?',
    mustContain: ['Life Time', dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries in November?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "Whose name is the Ally emergency fund in, and what's the balance on it?",
    mustContain: ['Alex', dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'whats the acct number for the HSA',
    mustContain: [['7730018', '0018']],
  },
  {
    area: 'accounts',
    query: 'How much is owed on the Amex card right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes here, the family’s attorney. How is the Chase Total Checking account titled, and in whose names?',
    mustContain: [JTWROS, 'Alex'],
  },
  {
    area: 'accounts',
    query: "What's our net worth at the moment?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much is left on the Honda loan and what rate is it at?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      'Alex here — what interest rate are we paying on the condo mortgage compared with the one on the house?',
    mustContain: [
      ['6.25%', '6.25 %', '6.250%', '6.25 percent'],
      ['3.375%', '3.375 %', '3.375 percent'],
    ],
  },
  {
    area: 'accounts',
    query: 'When did we buy the Bluebonnet house and what did we pay for it?',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query: 'Sam here. I need the VIN for the Tesla, can you pull it up?',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'What APY is the Chase Premier Savings earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how much is my 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "Alex here. Who's the primary beneficiary on my Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares do we have at Schwab, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'Who does the joint Schwab account go to on death (the TOD)?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "What's Mia's 529 worth?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee (CPA). What is the total unrealized gain across all of the Carters’ holdings, measured against cost basis?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'which is worth more, the roth or the joint brokerage?',
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'Are we down on any of our funds? Which holding is below what we paid, and by how much?',
    mustContain: [['FXNAX', 'U.S. Bond Index', 'US Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Who becomes the owner of the 529 plan if something happens to me?',
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio on the Fidelity 500 index fund in my 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance does Alex have, and with who?',
    mustContain: [dollars('750,000'), 'Haven Life'],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's car insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on my Northwestern Mutual policy?',
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust', 'family trust']],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Total life insurance between the two of us?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'whats our blue cross policy number',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: "When was Jordan's term life policy issued, and how long is the term?",
    mustContain: ['2019', ['20-year', '20 year', 'twenty-year', 'twenty year']],
  },
  {
    area: 'policies',
    query:
      'This is Dana Hughes. On Alex’s Haven Life policy, is the family trust a primary or a contingent beneficiary?',
    mustContain: ['contingent'],
  },
  {
    area: 'policies',
    query: "What does the CR-V's GEICO policy cost each time it bills, and which card pays it?",
    mustContain: [dollars('689'), ['Amex', 'American Express', 'Blue Cash']],
  },
  {
    area: 'policies',
    query: "What's the deductible on the GEICO policy for the Honda?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "who's the executor of my will, and who's the backup?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept, and who else has a copy?',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. When did I sign my directive to physicians (living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Which of our assets are already funded into the trust, and which one still needs to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "alex here - who's the backup health care agent on my medical power of attorney?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes. When were Jordan’s will and the Carter Family Revocable Trust last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'If something happened to both of us, who would be guardian of the kids? And the alternate?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'What kind of financial power of attorney did I sign, and who is my agent?',
    mustContain: ['durable', 'Alex'],
  },
  {
    area: 'estate documents',
    query: 'Who notarized our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'which firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'whats sams phone number',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'I need to call Priya Shah — what number do we have for her?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is set up as my trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What level of access does our CPA have to our stuff?',
    mustContain: [['read', 'view']],
  },
  {
    area: 'people',
    query: 'Who drafted our wills and the trust?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'What time of year does Marcus usually do our tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'How many advisors do we have listed, and who are they?',
    mustContain: [['2', 'two'], 'Dana Hughes', 'Marcus Lee'],
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
    query: 'What number did I put in the guidebook for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Sam here. Where exactly is the fireproof safe?',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account, and when?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'Can Marcus, our CPA, see the letter we wrote to Mia and Leo?',
    mustContain: [NEVER_SHARED],
  },
  {
    area: 'guidebook',
    query: 'Alex here. When will I be able to read the letter to the kids?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'whats kept in the safe besides the wills?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "In the 'who to call first' list, what's the number given for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'In our letter to Mia and Leo, what do we ask them to do on Sundays?',
    mustContain: ['grandmother'],
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
    query: 'When does the condo mortgage come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "when's the next Honda car payment?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When is Spotify charged next?',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 go out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Austin Energy bill — when is it due?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'Alex here, when does the Verizon bill autopay next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'next texas gas payment date?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When are the toll tags charged next?',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When do our Texas driver’s licenses need renewing?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-61 questions, each with its id (`h61-`, area and index). */
export const HELD_OUT_61: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h61-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
