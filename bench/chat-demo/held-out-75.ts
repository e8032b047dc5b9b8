// A seventy-fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-75`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who shares the family's one Nido sign-in, in turn: Jordan (the
// owner) typing on a phone, terse and lower case with abbreviations and typos; Alex (the spouse),
// sometimes saying who is typing; Jordan's brother Sam, mom or dad helping while Jordan is ill,
// naming people by relation and name; the executor or successor trustee after Jordan's death; the
// family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial planner; and Jordan or Alex at
// a desk asking questions that work across records. About 20 of the 80 filter, rank, compare or
// add up several records (some ask two things at once); the rest are direct lookups spread over
// many records and fields.
//
// When and how it was written. On 2026-12-02 between 05:39:28 and 05:42:22 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor the listing of bench/chat-demo/, nor git; who never read another
// question set beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol;
// held-out-6.ts, its first 40 and last 15 lines: header style and export shape); and who never
// ran the chat, the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), bench/chat-demo/spellings.ts, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 lines of src/shared/finance/categories.ts and
// the product spec's "AI assistant" section.
//
// Slips: none.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script, never read from
// the engine's answers: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual
// /6, yearly /12, summed then rounded once to cents); a holding as quantity × price rounded half
// away from zero to cents; an account's value as its holdings' value, else its entered balance.
// Amounts are printed as "$1,234.56" (whole dollars also without cents, via `dollars`); where an
// amount may reasonably be stated per charge or per month, both are accepted. Dates of monthly
// payments use dueOn, other dates dateSpellings, phones phoneSpellings. Nothing depends on when
// the demo was seeded (beyond monthly due days), and the HSA-as-investment ambiguity (hence net
// worth and the investment total) is left out. Questions in the first person without a name are
// Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALEX = ['Alex Carter', 'Alex'];
const SAM = ['Sam Carter', 'Sam'];
const PRIYA = ['Priya Shah', 'Priya'];
const MIA = ['Mia Carter', 'Mia'];
const LEO = ['Leo Carter', 'Leo'];
const AMEX = ['American Express', 'Amex', 'Blue Cash'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'spotify how much a month', mustContain: ['$19.99'] },
  {
    area: 'spending',
    query: 'Alex here. What are we paying Bright Horizons for Leo?',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping with the bills for a bit. What does the Life Time gym membership cost?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm handling the estate as executor. What do all of the household's recurring bills come to per month?",
    mustContain: ['$11,164.78'],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee, CPA. Please total the charges that are billed once a year. What do the annual bills add up to?',
    mustContain: [['$17,402.75', '$1,450.23']],
  },
  {
    area: 'spending',
    query: 'What do we spend on Mia each month, everything for her added together?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How much do the two GEICO car policies cost us together?',
    mustContain: [dollars('1,501', '$250.17')],
  },
  {
    area: 'spending',
    query: "This is Jordan's mom, I'm paying a few bills. How much is the gas bill for the house?",
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What is their monthly spend in the home category, and in the kids category?",
    mustContain: ['$7,188.22', '$1,944.17'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'whats the chase checkng balance', mustContain: ['$18,450.33'] },
  {
    area: 'accounts',
    query: 'Alex typing: how much is in my Ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have in checking and savings across all our banks?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'As executor I need to settle the credit card. What is owed on the American Express?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "Sam here (Jordan's brother). What's the balance in the family HSA?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA: what is the remaining balance on the Honda car loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'What do we still owe on the two mortgages combined?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      "Financial planner here. How much equity do the Carters have in the Bluebonnet house, its estimated value less what's owed on the mortgage?",
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'Which savings account holds more, the Chase one or the Ally one, and by how much?',
    mustContain: ['Premier Savings', dollars('16,700')],
  },
  {
    area: 'accounts',
    query: "What's the credit limit on the Amex Blue Cash card?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: '401k worth rn?', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: "It's Alex. What's my Roth IRA worth today?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'Which single holding of ours is worth the most, and what is it worth?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA. For the Apple shares in the joint brokerage: what is the cost basis and the unrealized gain?',
    mustContain: [dollars('8,700'), dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "I'm the successor trustee. Who is named as transfer-on-death beneficiary on the Schwab joint brokerage?",
    mustContain: [MIA, LEO],
  },
  {
    area: 'investments',
    query: "Jordan's brother Sam here. How much is in Mia's 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query:
      "Planner question: is any of the Carters' holdings worth less than they paid for it? Which one, and by how much?",
    mustContain: [['FXNAX', 'U.S. Bond Index', 'US Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we have and what are they worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'What are our two retirement accounts, the 401(k) and the Roth IRA, worth together?',
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'What percentage does Dell match on the 401(k) contributions?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'northwestern life policy #?', mustContain: ['NM22918810'] },
  {
    area: 'policies',
    query: 'Alex here — how much life insurance is there on me?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query:
      "I'm the executor. Who is the beneficiary of Jordan's Northwestern Mutual life insurance policy?",
    mustContain: [ALEX],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Alex and I have between us in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query:
      "Sam Carter, Jordan's brother, at the hospital. They want the health insurance policy number, what is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'Marcus Lee, CPA: what is the annual premium on the homeowners policy?',
    mustContain: [dollars('2,864', '$238.67')],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, the family attorney. What is the dwelling coverage on the State Farm homeowners policy?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Which of our policies name the family trust as contingent beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  { area: 'policies', query: 'geico policy no for the tesla', mustContain: ['4410-22-919'] },
  {
    area: 'policies',
    query: "What's the annual deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: 'where is the original of my will', mustContain: ['safe'] },
  {
    area: 'estate documents',
    query:
      "As executor, I'd like to confirm: who is named executor in Jordan's will, and who is the alternate?",
    mustContain: [ALEX, SAM],
  },
  {
    area: 'estate documents',
    query:
      "I'm Jordan's dad. If something happened to both Jordan and Alex, who would raise Mia and Leo?",
    mustContain: [PRIYA],
  },
  {
    area: 'estate documents',
    query: 'Dana Hughes here. On what date were the wills and the trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, the successor trustee. What has been put into the trust, and what still has to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'alex here. who is my backup health care agent?',
    mustContain: [PRIYA],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (the living will)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Planner here: who is the agent under Jordan's durable financial power of attorney, and who is the backup agent?",
    mustContain: [ALEX, SAM],
  },
  {
    area: 'estate documents',
    query: 'when did we last review the trust',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'What is the EIN (tax ID number) of the Carter Family Revocable Trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: 'danas email?', mustContain: ['dana@hugheslaw.example'] },
  {
    area: 'people',
    query: "Alex here, what's the phone number for our CPA?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "Sam (Jordan's brother): which law firm is the family's attorney with?",
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query:
      "As executor I need to reach Priya Shah. What's her phone number, and how is she related to the family?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'Sister'],
  },
  {
    area: 'people',
    query: "This is Jordan's dad. What is the phone number for Dana Hughes, the lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "Financial planner here. Which firm is the Carters' CPA Marcus Lee with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Who are all our advisors, and what does each one do for us?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: "Dana Hughes here. Who is Jordan's trusted contact in Nido?",
    mustContain: [ALEX],
  },
  { area: 'people', query: 'sams email', mustContain: ['sam.carter@example.com'] },
  {
    area: 'people',
    query: 'What is Dana Hughes charging per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'who do we call first if something happens to me',
    mustContain: [ALEX, 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "I'm the executor. Where exactly is the fireproof safe?",
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: "Sam here, Jordan's brother. Who has the combination to the safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: "Jordan's mom here. What's the number for Dell HR about the 401(k) and life insurance?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "I'm Jordan's dad. Where are the car titles and the passports kept?",
    mustContain: ['safe'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA: who is the letter in the guidebook addressed to?',
    mustContain: [MIA, LEO],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can our CPA Marcus Lee see right now?',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'in the letter to the kids what did i say about their grandmother',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix charge', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Alex here. When does the condo mortgage come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Sam here (Jordan's brother). When is the Austin Energy bill due?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "This is Jordan's mom. When is the Honda car payment taken, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'What comes out on the 1st of the month, and how much is that altogether?',
    mustContain: [
      'Wells Fargo',
      'Rainey Tower',
      ['Blue Cross', 'BCBS'],
      'Bright Horizons',
      dollars('5,408'),
    ],
  },
  {
    area: 'due dates',
    query: "As executor I need to know which bills aren't on autopay and have to be paid by hand.",
    mustContain: [
      'Travis Heights HOA',
      'Travis County Tax Office',
      'Texas DMV',
      'State Farm Umbrella',
      'Austin Piano Academy',
      'Lonestar Soccer',
      'Costco',
    ],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA: on what date is the monthly 529 contribution drafted?',
    mustContain: [dueOn(15)],
  },
  { area: 'due dates', query: 'verizon due when', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'When is the next Spectrum internet payment, and which account pays it?',
    mustContain: [dueOn(12), AMEX],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-75 questions, each with its id (`h75-`, area and index). */
export const HELD_OUT_75: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h75-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
