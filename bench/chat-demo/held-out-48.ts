// A forty-eighth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-48`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product,
// written in the voices of everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; an adult sibling or parent of
// Jordan's (Sam, Priya, Jordan's mother) helping while Jordan is ill, naming people by relation
// and name; the executor or successor trustee after Jordan's death; the family's attorney, CPA or
// financial planner; and Jordan or Alex at a desk asking questions that work across records. About
// 20 of the 80 filter, rank, leave out, compare, group or add up several records; the rest are
// direct lookups spread over many records and their fields (obligations, vendor account numbers,
// accounts, loans, homes, vehicles, holdings, beneficiaries, policies, estate documents and their
// people, advisors, trusted contacts, guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 14:03:30 and 14:08:06 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git history; who did not list bench/chat-demo/ and read there only
// questions.ts lines 1-120 (types, dueOn, protocol), spellings.ts, and held-out-6.ts lines 1-40
// and its last 15 lines (header shape, how ids are made); and who never ran the chat, the
// benchmark, the app or the tests. Sources, read in full: src/server/db/seed/demo-*.ts (catalog,
// documents, estate catalog, estate, event, guidebook, household, investment catalog,
// investments, owner, pdf, people, plan, planning, policies, policy catalog, records, sign-in);
// also src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts
// and the product spec's AI assistant (AI Insights) section. Slips: none of the clean-room
// rules; one command made a stray empty file in /work/main (.tmp-h48-check.ts) and removed it at
// once (from the helper's report, added by the lead).
//
// Amounts. Worked out with a throwaway script under /tmp, never guessed: monthly equivalents as
// frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value
// as its holdings' value, else its entered balance; equity as a home's estimated value less its
// mortgage's outstanding balance. Printed as "$1,234.56"; whole dollars accept both spellings
// (dollars()). Where a fact may be stated two ways (per charge or per month, a full account number
// or its last four digits when Nido shows only those), both are accepted. Dates of monthly
// payments use dueOn; other dates dateSpellings; phone numbers phoneSpellings.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const LETTER = ['For Mia and Leo', 'letter'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'hw much is the austin energy bill',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: "Alex here, what's our account number with Spectrum for the internet?",
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is in the hospital. What do they pay Bright Horizons for Leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "Jordan passed away last week and I'm handling the estate. What are the Travis Heights HOA dues and how often are they paid?",
    mustContain: [dollars('450'), ['quarterly', 'quarter', 'every 3 months', 'every three months']],
  },
  {
    area: 'spending',
    query:
      "This is Marcus Lee, the Carters' CPA. What is the yearly premium on their State Farm umbrella policy?",
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query:
      'Adding up the condo on Rainey Street: what do its mortgage payment and its HOA come to together each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'wat r we paying verizon',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      "it's Alex. if you add up everything we spend on Mia (piano, soccer, her 529), what is it per month?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Jordan's mom here, trying to help with the bills. What does GEICO charge for both cars together each time it bills?",
    mustContain: [dollars('1,501', '$250.17')],
  },
  {
    area: 'spending',
    query:
      "As Jordan's executor I'm looking at the household budget: how much did the family spend on groceries last month?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What interest rate is on the Honda auto loan, and how much is still owed on it?",
    mustContain: [['4.9%', '4.90%', '4.9 %'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have in total across Chase checking, Chase savings and the Ally emergency fund?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'ally emergncy fund balance?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "this is alex - what's the VIN on the tesla? the insurance guy needs it",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query:
      "Sam here (Jordan's brother). Where is the family's health savings account held and how much is in it?",
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "For the inventory of Jordan's estate: what is the combined balance still owing on both home mortgages?",
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      "Dana Hughes, the family's attorney. When did the Carters buy the Bluebonnet house, and what did they pay for it?",
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query:
      "How much equity do we have in the Bluebonnet house, meaning its estimated value minus what's left on the Wells Fargo mortgage?",
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'amex balance rn?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'alex here. what are our credit scores right now?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "I'm Priya, Jordan's sister; Jordan's spouse Alex asked me to look: how much is in Jordan's Dell 401(k) at Fidelity right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "I'm the executor now that Jordan has died. Who are the beneficiaries on Jordan's 401(k), primary and contingent?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA, for the Carters. How many shares of SCHD are in the joint brokerage, and what is their cost basis?',
    mustContain: ['600', dollars('15,200')],
  },
  {
    area: 'investments',
    query: "Which is worth more today, Alex's Roth IRA or our joint Schwab brokerage?",
    mustContain: ['Roth', '$54,362.00', '$54,353.00'],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      'Alex typing. Across all our investment accounts, how much are we up in total over what we paid?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query:
      "Jordan asked me, their sister Priya, to check on Mia's college fund. What's the account number for Mia's 529?",
    mustContain: [['529006121', '6121']],
  },
  {
    area: 'investments',
    query:
      "Settling Jordan's estate. Of everything the family holds in its investment accounts, which single holding is the largest and what is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. What are Jordan's 401(k) and Alex's Roth IRA worth together, just the retirement money?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query:
      "What's the latest market news on Apple, and is the stock expected to go up this quarter?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'haven life policy #?',
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "It's Alex. What's the death benefit on Jordan's Northwestern Mutual policy, and who's the primary beneficiary?",
    mustContain: [dollars('1,000,000', '$1 million', '$1M'), 'Alex'],
  },
  {
    area: 'policies',
    query:
      "Sam Carter, Jordan's brother. If Alex couldn't take it, who's next in line on Jordan's life insurance?",
    mustContain: [['Carter Family Revocable Trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query:
      "Executor of Jordan's estate here. I need the policy number for the family's Blue Cross Blue Shield health plan.",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, attorney for the Carters. What dwelling coverage does the State Farm homeowners policy provide?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'Between the two of us, how much life insurance coverage do Jordan and Alex have in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'geico policy number for the tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'alex here — what do the two life insurance policies cost us together in a year?',
    mustContain: [dollars('1,458', '$121.50')],
  },
  {
    area: 'policies',
    query:
      "I'm Jordan's mother and found GEICO policy 4410-22-918 in the mail. Which of their cars is it for?",
    mustContain: [['CR-V', 'CRV']],
  },
  {
    area: 'policies',
    query:
      'Jordan died on the weekend. Has Northwestern Mutual paid out the life insurance claim yet?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Attorney Dana Hughes here. Where is the original of Jordan's signed will being kept?",
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: "Of Alex's estate documents, which one is the oldest, and when was it signed?",
    mustContain: [['directive', 'living will'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'whos my backup executor',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "alex here. who's the successor trustee on our family trust?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "This is Jordan's mother. Jordan is very ill. Who is the health care agent on Jordan's medical power of attorney, and who is the backup?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      "Successor trustee here, after Jordan's death. What was put into the Carter Family Revocable Trust, and is anything still waiting to be retitled into it?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Dana Hughes again. When were Jordan and Alex's wills last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Compare my two powers of attorney: who is the backup agent on the financial one, and who is the backup on the health care one?',
    mustContain: ['Sam Carter', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'what kind of will do i hav',
    mustContain: [['pour-over', 'pour over']],
  },
  {
    area: 'estate documents',
    query: "Alex here: when is the probate court hearing for Jordan's will scheduled?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "I'm Jordan's brother Sam. Jordan's in the hospital and I need to reach their lawyer. Who is it and what's the number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "I'm winding up Jordan's affairs. Which accounting firm is Marcus Lee with?",
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query:
      "Financial planner for the Carters here. Who is set up as Jordan's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Which of our advisors can get into our Nido records, and with what kind of access?',
    mustContain: ['Marcus Lee', ['read', 'view']],
  },
  {
    area: 'people',
    query: 'danas email?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Alex here. What's the phone number for our CPA?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      "Jordan's mom again. I want to email Jordan's sister Priya Shah. What address do you have for her?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      "I'm executor of Jordan's estate and need to call the alternate executor, Sam Carter. What's his phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      'Dana Hughes, the attorney. In what roles is Sam Carter named across Jordan and Alex’s estate documents?',
    mustContain: [
      'executor',
      'successor trustee',
      'guardian',
      ['financial power of attorney', 'financial POA', 'power of attorney', 'financial agent'],
    ],
  },
  {
    area: 'people',
    query: 'What hourly rate does Dana Hughes charge us for estate work?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats in the fireproof safe again',
    mustContain: ['wills', 'trust', ['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Priya, Jordan's sister. Jordan wants me to call Dell about the 401(k) and group life. What number did Jordan leave for Dell HR?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Jordan has passed. What did Jordan want done with their Gmail account?',
    mustContain: [
      ['a year', 'one year', '12 months'],
      ['memorialize', 'memorialized', 'memorialise', 'memorialised'],
    ],
  },
  {
    area: 'guidebook',
    query:
      'Marcus Lee (the CPA) using the family login: which guidebook entries are set never to be shared with me?',
    mustContain: ['Gmail', LETTER],
  },
  {
    area: 'guidebook',
    query:
      'Which guidebook entries does Alex only get to see after something happens to me, not now?',
    mustContain: [LETTER],
  },
  {
    area: 'guidebook',
    query: 'gmail recovery phone is whose?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "it's alex. in the letter for the kids, what does it tell them to do about their grandmother?",
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's brother Sam here, Jordan is in the ICU. Who did Jordan want called first? Give me the whole list.",
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: "As executor I need to get into Jordan's Gmail. What is the password?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      "Planner here, mapping the Carters' cash flow. When does the Wells Fargo mortgage payment come out each month?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'What is the total that gets drafted from checking on the 1st of every month?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'when does spectrum charge',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Alex again. What day is the Verizon bill paid?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "Jordan's brother, keeping the bills going while Jordan's sick. When's the next Honda car payment due?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Handling Jordan's estate: when is the toll tag charge from the Central Texas mobility authority next due?",
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: "CPA here. On what date does the monthly contribution to Mia's 529 go in?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly bills are paid between the 5th and the 10th of the month?',
    mustContain: [
      ['Chase Home Lending', 'Chase Home', 'Chase mortgage', 'condo mortgage'],
      'Netflix',
      'Haven',
      'Honda',
    ],
  },
  {
    area: 'due dates',
    query: 'gas bil due when',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: "alex here, when is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-48 questions, each with its id (`h48-`, area and index). */
export const HELD_OUT_48: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h48-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
