// A thirty-fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-35`.
//
// Why. Another fresh set nobody has tuned against, in the voices of everyone who uses a family's
// Nido sign-in, each question in one voice taken in turn: Jordan (the owner) on a phone (terse,
// lower case, abbreviations, typos); Alex (the spouse), sometimes saying who is typing; an adult
// sibling or parent helping during an illness, naming people by relation and name (Sam, Jordan's
// brother; Priya, Alex's sister; a grandmother); the executor or successor trustee after a death;
// the family's attorney, CPA or financial planner; and Jordan or Alex at a desk asking questions
// that work across records (20 of the 80 filter, rank, leave out, compare, group or add up several
// records; the rest are direct lookups). The questions are spread over many records of each area
// and over different facts of each (amounts, dates, names, numbers, places, how paid, who gets it).
//
// When and how it was written. On 2026-12-01 between 05:08:45 and 05:12:19 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no other question set beyond what
// was allowed (bench/chat-demo/questions.ts lines 1-120: types, dueOn and protocol;
// bench/chat-demo/spellings.ts; held-out-6.ts lines 1-40 and its last 15 lines: header, helpers
// and how ids are made); who ran no git command and never ran the chat, a benchmark, the app or
// the tests. Sources: the demo seed and catalogs (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts
// and the product spec's AI Insights section (/work/shared/spec/product-spec.md).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp (never
// in the repo) and checked again against the seed: monthly equivalents quarterly /3, bi-annual /6,
// yearly /12, summed then rounded once to cents; a holding as quantity × price rounded half away
// from zero to cents; an account's value as its holdings' value, else its entered balance; net
// worth as accounts + investments + properties (homes and vehicles) − loans (both mortgages and
// the Honda loan) − credit-card balances; printed as "$1,234.56". Where an amount may reasonably
// be stated two ways (per charge or per month, with or without cents), both are accepted. Dates
// of monthly payments use dueOn (the next such day from when the set is run); other dates use
// dateSpellings, phone numbers phoneSpellings. Questions in the owner's voice ("my will", "my
// gmail") are Jordan's; Alex says so when Alex is typing.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'spotify how much',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query: 'Alex here. Which card does the Verizon bill get charged to?',
    mustContain: [['Amex', 'American Express', 'Blue Cash', '8431']],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is in the hospital. How much is Leo's preschool at Bright Horizons each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'As executor of the estate I am going through the bills. What is paid to the Rainey Tower Owners Association, and for which property?',
    mustContain: [dollars('525'), ['Rainey Street', '88 Rainey']],
  },
  {
    area: 'spending',
    query:
      'This is Marcus Lee, the CPA. What do the Carters pay in HOA dues over a full year, both properties together?',
    mustContain: [dollars('8,100')],
  },
  {
    area: 'spending',
    query:
      'Which of our bills have no payment method on file at all, neither a bank account nor a card?',
    mustContain: ['Travis County', ['Texas DMV', 'DMV'], ['Umbrella']],
  },
  {
    area: 'spending',
    query: 'All in, what does the Rainey Street condo cost us every month in bills?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'gas bill amt?',
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      "Adding up everything we list under Mia (piano, soccer, her 529 contribution), what's the monthly total?",
    mustContain: ['$524.17'],
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
    query: 'ally emergncy fund bal?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "It's Alex typing. What's in the HSA right now, and whose name is it under?",
    mustContain: [dollars('8,700'), 'Jordan'],
  },
  {
    area: 'accounts',
    query:
      "I'm Alex's mother, handling the mail while Alex recovers from surgery. What's the balance on the American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'I am the executor of Jordan Carter’s estate. What are the last four digits of the Chase checking account?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family’s attorney, here. What did the Carters pay for the Bluebonnet Lane house, and on what date did they buy it?',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query: "What's our net worth right now, counting everything we own and owe?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have in checking and savings combined? Leave out the HSA and the card.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      'For my notes as the CPA: what interest rate is on the Honda auto loan, and what is still owed on it?',
    mustContain: [['4.9%', '4.9 %', '4.90%'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'how much equity do we hav in the condo',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) is the Ally emergency fund earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'my 401k worth?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here — who are the beneficiaries on my Roth IRA?',
    mustContain: ['Jordan', 'Mia', 'Leo', 'contingent'],
  },
  {
    area: 'investments',
    query:
      "This is Priya, Alex's sister, helping while Alex is sick. How many shares of Microsoft are in the Schwab account?",
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      'As successor trustee, I need to know what the joint Schwab brokerage account is worth and who the transfer-on-death registration passes it to.',
    mustContain: ['$54,353.00', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "I'm the Carters' financial planner. What is the total unrealized gain across all of their investment accounts?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Are any of our holdings worth less than we paid for them? Which one, and by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'Which is worth more, the Roth IRA or the joint brokerage, and by how much?',
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: "Marcus Lee, CPA. What is Mia's 529 worth, and how many tuition units does it hold?",
    mustContain: [dollars('15,600'), '120'],
  },
  {
    area: 'investments',
    query: 'how much aapl do we own',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'How much did SCHD pay us in dividends last quarter?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'my life ins face amt?',
    mustContain: [['$1,000,000', '$1 million', '$1M']],
  },
  {
    area: 'policies',
    query: "Alex here. What's the policy number on my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "This is Sam, Jordan's brother. We're at the ER with Jordan — what's the family's health insurance policy number?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'I am the executor for Jordan Carter. Who is the primary beneficiary of the Northwestern Mutual life policy, and who is contingent?',
    mustContain: ['Alex', ['Carter Family Revocable Trust', 'revocable trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      "Attorney Dana Hughes here. What is the dwelling coverage on the Carters' State Farm homeowners policy?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "For the Carters' tax file: what is the premium on Jordan's Northwestern Mutual term life policy?",
    mustContain: [dollars('960', '$80.00', '$80')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do the two of us have in total?',
    mustContain: [['$1,750,000', '$1.75 million', '$1,750,000.00']],
  },
  {
    area: 'policies',
    query: 'Which of our two cars costs more to insure, and what is its premium?',
    mustContain: ['Tesla', dollars('812', '$135.33')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'What is the deductible on our Blue Cross health plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'where is the original of my will',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Alex. On my health care power of attorney, who makes decisions for me if Jordan can't?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      "Sam Carter here, Jordan's brother. Jordan is in the ICU. Who is the agent on Jordan's financial power of attorney, and who is next in line?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'I am the successor trustee of the Carter Family Revocable Trust. What date is the trust dated?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes, the Carters' attorney. Which asset listed for the trust still has not been retitled into it?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      'As executor, I need to know who the wills name as guardian of Mia and Leo, and who the alternate guardian is.',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Most of our estate papers were signed on March 14, 2023. Which one was not, and when was it signed?',
    mustContain: ['Alex', ['living will', 'directive'], dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'When were our wills last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Across all our estate documents, what roles is Sam Carter named in?',
    mustContain: ['executor', 'successor trustee', 'guardian', ['power of attorney', 'POA']],
  },
  {
    area: 'estate documents',
    query: "Who were the two witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes firm name?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: "Alex here, what's Priya's email address?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query:
      "I'm Priya, Alex's sister, staying with the kids while Alex is in the hospital. What's Sam Carter's phone number?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query:
      "I'm handling Jordan's estate as executor. Who is the family's CPA, and what's the phone number?",
    mustContain: ['Marcus Lee', phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "Dana Hughes here. Who is the household's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query:
      "This is Marcus Lee from Lee & Ortiz. What email do you have for Dana Hughes, the family's attorney?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query:
      'Of our family contacts and advisors, whose phone number is not a 512 number, and what is it?',
    mustContain: ['Priya', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "I'm the Carters' financial planner. What did their attorney, Dana Hughes, draft for them, and in what year?",
    mustContain: ['will', 'trust', '2023'],
  },
  {
    area: 'people',
    query: 'when does marcus do our taxes',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Priya Shah's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr benefits #?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here — where exactly is the fireproof safe?',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query:
      "Sam here, Jordan's brother. Jordan can't talk right now — who has the combination to the fireproof safe?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "As executor: what did Jordan want done with Jordan's Gmail account?",
    mustContain: ['year', ['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query:
      "Dana Hughes, attorney. What does the Carters' guidebook say is kept in the fireproof safe?",
    mustContain: ['wills', 'trust', ['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: 'Who is on our first-calls list in the guidebook? Give me all of them.',
    mustContain: ['Alex', 'Dana', 'Marcus', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Which of our guidebook entries mention Dana Hughes?',
    mustContain: [['Who to call first', 'first calls', 'first-calls'], 'safe'],
  },
  {
    area: 'guidebook',
    query: "It's Alex. Who is the letter in the guidebook addressed to?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query:
      "I'm Mia and Leo's grandmother, helping the family this month. What does the letter to the children say about calling me?",
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
    query: 'when does netflix hit',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "Alex here. When's the Honda car payment due next?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "Sam, Jordan's brother, here while Jordan is in the hospital. When does the Wells Fargo mortgage autopay go out next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query:
      'I am settling the estate as executor. When is the next payment on the Chase Home Lending mortgage for the condo?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA. On what day does the monthly 529 contribution for Mia go in?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out automatically on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'What do all the autopays on the 1st add up to?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'spectrum due date?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which of our autopays is the latest in the month, and when is it next?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-35 questions, each with its id (`h35-`, area and index). */
export const HELD_OUT_35: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h35-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
