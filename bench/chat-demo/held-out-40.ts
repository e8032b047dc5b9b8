// A fortieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-40`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is a mixture of everyone who uses a family's Nido sign-in, each question in
// one voice taken in turn: Jordan (the owner) on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; an adult sibling or parent helping
// during an illness, naming people by relation and name; the executor or successor trustee after
// a death; the family's attorney, CPA or financial planner; and Jordan or Alex at a desk asking
// questions that work across records. 20 of the 80 filter, rank, leave out, compare, group or add
// up several records; the rest are direct lookups, spread over many records and fields.
//
// When and how it was written. On 2026-12-01 between 07:32:01 and 07:37:02 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor any other file of bench/chat-demo/ beyond questions.ts lines 1-120
// (types, dueOn and protocol), spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines
// (header shape, helpers, how ids are made); who did not list bench/chat-demo/, ran no git
// command, and never ran the chat, a benchmark, the app or the tests. Sources: the demo seed and
// catalogs (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section.
// The records are those `npm run demo` seeds, without `--event`. Questions in the owner's voice
// ("my will", "my gmail") are Jordan's; Alex's own records are asked only where Alex says so.
//
// Amounts. Every amount was worked out with a throwaway script outside the repository from the
// catalog and checked again against the seed: monthly equivalents as frequency.ts defines them
// (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to cents; a holding as
// quantity × price rounded half away from zero to cents; an account's value as its holdings'
// value, else its entered balance; net worth as household-summary.ts defines it (accounts +
// investments + properties − loans − credit-card balances); printed as "$1,234.56". Where an
// amount may reasonably be stated two ways (per charge or per month, with or without cents), both
// are accepted; dates of monthly payments use dueOn, other dates several spellings.
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
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r utilities a month, electric n gas together',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "Alex here. What's the Life Time gym membership running us?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "Hi, this is Jordan's mom. I'm keeping the bills straight while Jordan is in the hospital. What does my grandson Leo's preschool cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I am the executor of Jordan Carter's estate. What is the annual premium on the State Farm umbrella policy?",
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'spending',
    query:
      "CPA question for the Carters' file: what do the Travis Heights HOA dues come to over a full year?",
    mustContain: [dollars('1,800')],
  },
  {
    area: 'spending',
    query:
      'Add up everything we pay each month for the Rainey Street condo: mortgage, HOA, all of it.',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'spectrum internt bill?',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query: 'What do we spend on Mia altogether per month? Piano, soccer, her 529, the lot.',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Sam here, Jordan's brother. Which bills get charged to the Amex but aren't set up on autopay? I don't want anything slipping while Jordan's sick.",
    mustContain: ['Austin Piano', 'Lonestar', 'Costco'],
  },
  {
    area: 'spending',
    query:
      "I'm the executor for Jordan Carter's estate. How much did Jordan spend at H-E-B over the last month?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the family's financial planner. What is the Carters' current net worth, as Nido works it out?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      'Leaving the investment accounts aside, which of our bank accounts has the largest balance, and how much is in it?',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'ally emergncy fund bal',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the car loan for the CR-V?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      "This is Priya, Alex's sister. The hospital billing office wants to know which account payments come from: what are the last four digits of their Chase checking?",
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query:
      'Acting as executor for Jordan: what balance is currently owed on the American Express card?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "From the Carters' CPA: what interest rate does the mortgage on the Rainey Street condo carry?",
    mustContain: [['6.25%', '6.25 %', '6.250%', '6.25 percent']],
  },
  {
    area: 'accounts',
    query: 'What do we owe in total across both home mortgages?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query: 'what did we pay for bluebonnet house orig',
    mustContain: [dollars('520,000')],
  },
  {
    area: 'accounts',
    query:
      'Alex typing. I need the routing number for our Chase checking to set up a direct deposit, what is it?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "Sam, Jordan's brother, here. Roughly how much is in Jordan's 401(k) at Fidelity?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "For the estate paperwork I need the account number of Jordan's Dell 401(k) at Fidelity.",
    mustContain: [['88310422', '0422']],
  },
  {
    area: 'investments',
    query: "Planner here. What is the combined value of all of the Carters' investment accounts?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'Across every investment account we have, which single holding is worth the most right now, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we hav',
    mustContain: [['35 shares', '35']],
  },
  {
    area: 'investments',
    query: "Alex here: what's my Roth IRA worth at the moment?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: "I'm the kids' aunt Priya, Alex's sister. What is Mia's 529 worth today?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      "Jordan has passed and I'm handling the estate. Who is named on the transfer-on-death registration of the Schwab joint brokerage?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'What is the expense ratio on the Fidelity 500 Index Fund held in the Carters’ 401(k)? I am reviewing fees for them.',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query:
      'How much is our joint Schwab account up compared with what we paid for everything in it?',
    mustContain: [dollars('11,203')],
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'face amt on my life ins?',
    mustContain: [dollars('1,000,000', '$1 million')],
  },
  {
    area: 'policies',
    query: "This is Alex. What's the policy number on my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Priya here, Alex's sister. The hospital is asking: who is the family's health insurance with, and what's the policy number?",
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Executor for Jordan here. Who is the contingent beneficiary on the Northwestern Mutual life policy?',
    mustContain: [['Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      'Attorney here, reviewing coverage. How much dwelling coverage does the State Farm homeowners policy provide?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Give me the policy numbers for both of our GEICO car policies.',
    mustContain: ['4410-22-918', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'tesla insurance how much',
    mustContain: [dollars('812', '$135.33')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do the two of us have combined?',
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: "Sam again, Jordan's brother. Is the Honda CR-V on full coverage?",
    mustContain: ['full coverage'],
  },
  {
    area: 'policies',
    query: "Has Northwestern Mutual paid out the death claim on Jordan's policy yet?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Attorney here. On what date were the Carters' wills signed, and in which state?",
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query: "Which of Alex's estate documents is older than the rest, and when was it signed?",
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "who's executor on my will",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: "Alex here. Under my will, who would become the kids' guardian?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "I'm Sam, Jordan's brother. Where is the original of Jordan's will physically kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query:
      'Sam Carter, successor trustee. Which property has actually been transferred into the Carter Family Revocable Trust?',
    mustContain: ['Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'When did the Carters last review their revocable trust? Asking for our file.',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Which of our accounts are titled joint with right of survivorship?',
    mustContain: [['brokerage', 'Schwab'], 'Checking'],
  },
  {
    area: 'estate documents',
    query: 'who were the witnesses on my will',
    mustContain: [],
    decline: true,
  },
  {
    area: 'estate documents',
    query: 'Alex here. Is my financial power of attorney a durable one?',
    mustContain: ['durable'],
  },

  // ── People ──
  {
    area: 'people',
    query: "Priya, Alex's sister, here. What's the email for Jordan's brother Sam?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query:
      "Executor of Jordan's estate. How do I reach the attorney who drew up the wills? A phone number, please.",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query:
      "Financial planner here, coordinating with the Carters' tax preparer: which CPA firm do they use?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Across all our estate documents, who is named as the backup most often?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'people',
    query: "priya's #",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What number do we have for Marcus, our CPA?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "Sam here, Jordan's brother. What's the email address for Dana Hughes?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      "What's the street address of Marcus Lee's office? As executor I need to mail him Jordan's final papers.",
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query: "From the Carters' attorney: what level of access does their CPA have in Nido?",
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only', 'can view']],
  },
  {
    area: 'people',
    query:
      'Leave out everyone with the Carter surname: who else do we have on file, family or advisors?',
    mustContain: ['Priya Shah', 'Dana Hughes', 'Marcus Lee'],
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'what did i want done w my gmail eventualy',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "This is Jordan's brother Sam. Who has the combination to the safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "I'm handling Jordan's estate. What's the Dell HR benefits phone number from the guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      "Estate attorney here. Apart from the wills and the trust, what does the Carters' guidebook say is kept in the safe?",
    mustContain: ['titles', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'Which of my guidebook entries mention Dana Hughes?',
    mustContain: [
      ['Who to call first', 'first calls'],
      ['fireproof safe', 'safe'],
    ],
  },
  {
    area: 'guidebook',
    query: 'letter to mia & leo, what day does it say to call grandma',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "Alex here: what's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom here. Whose number is at the top of the who-to-call-first list, and what is it?",
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "As executor: how long should Jordan's Gmail stay open before it is memorialized?",
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'CPA here, tracking 529 contributions: when does the next Texas Tuition Promise Fund draft go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which of our autopays come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'netflix next charge?',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'Which Amex autopays hit before the 10th of the month?',
    mustContain: ['Life Time', 'GEICO', 'Netflix'],
  },
  {
    area: 'due dates',
    query: "Priya here, Alex's sister. When is the next Honda car payment due?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "I'm the executor and need to cancel Jordan's phone line. When does Verizon next draft the account?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "From the Carters' planner: when does the Chase Home Lending mortgage on the condo draft next?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Of everything on autopay, which charge comes latest in the month?',
    mustContain: [['Mobility Authority', 'toll']],
  },
  {
    area: 'due dates',
    query: 'when does spotify hit',
    mustContain: [dueOn(11)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next checkup with the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-40 questions, each with its id (`h40-`, area and index). */
export const HELD_OUT_40: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h40-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
