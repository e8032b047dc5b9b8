// A seventy-first held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-71`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. It is written in the voices of everyone who uses the family's one Nido sign-in, taken
// in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex
// (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or dad
// helping while Jordan is ill, naming people by relation and name; the executor or successor
// trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a
// financial planner; and Jordan or Alex at a desk asking questions that work across records.
// About a quarter of the questions filter, rank, compare or add up several records (some ask two
// things at once); the rest are direct lookups spread over many records and fields.
//
// When and how it was written. On 2026-12-02 between 02:40:21 and 02:43:51 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts; who did not list bench/chat-demo/, read no other question set beyond what
// was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and
// its last 15 lines: header and export shape), ran no git command and never ran the chat, the
// benchmark, the app or the tests. Sources: bench/chat-demo/spellings.ts, the demo catalog and
// seeders (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts and the
// product spec's "AI assistant" section. Slip: to find that section, the helper listed the
// spec's headings (`grep -n '^#'`), so it saw the titles of its other sections (titles only, no
// text under them).
//
// Amounts. Every amount was worked out from the catalog with a throwaway script (monthly
// equivalents as frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12, summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance), printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00" (`dollars`); dates of monthly payments use
// `dueOn`, other dates `dateSpellings`, phones `phoneSpellings`. Questions whose answer depends on
// when the demo was seeded, or that the catalog leaves ambiguous (net worth, the investment
// total), are left out. A question in the first person without a name is Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  { area: 'spending', query: 'how much r we paying spectrum', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: 'This is Alex. How much does our family gym membership cost?',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm Jordan's dad, helping while Jordan is sick. What does the Rainey Street condo cost each month, mortgage and HOA together?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate: what do the Amazon Prime and Costco memberships cost together per year?",
    mustContain: [dollars('269')],
  },
  {
    area: 'spending',
    query: 'Marcus Lee, CPA. What does the Carters’ Bluebonnet house HOA come to over a full year?',
    mustContain: [dollars('1,800')],
  },
  {
    area: 'spending',
    query:
      'As their financial planner: how much of the Carters’ recurring bills go on the Amex card each month (monthly equivalent)?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'Which of our bills are not on autopay?',
    mustContain: [
      'Travis Heights',
      'Travis County',
      'Texas DMV',
      'Umbrella',
      'Piano',
      'Soccer',
      'Costco',
    ],
  },
  {
    area: 'spending',
    query: 'whats the tesla costing us a mo all in',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: "Jordan's mom here. How much is Mia's soccer club?",
    mustContain: [dollars('325')],
  },
  {
    area: 'spending',
    query: 'What did we spend on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  { area: 'accounts', query: 'bal in ally emergency fund?', mustContain: [dollars('25,300')] },
  {
    area: 'accounts',
    query: "It's Alex. What are the last four digits of the Amex, and what do we owe on it?",
    mustContain: [['371449635398431', '8431'], '$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's dad here. How much is in the Chase checking and the Chase savings put together?",
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor of Jordan's estate. What is still owed on the Honda car loan, and at what interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee (the CPA) asking: what was the purchase price of the Bluebonnet house, and when was it bought?',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query:
      'Financial planner here: what is the total outstanding on both of the Carters’ mortgages?',
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      'How much equity do we have in the Rainey Street condo, its estimated value minus what is left on its mortgage?',
    mustContain: [dollars('111,900')],
  },
  { area: 'accounts', query: 'vin on the tesla?', mustContain: ['5YJ3E1EA8KF123456'] },
  {
    area: 'accounts',
    query:
      'Alex here, at the computer: which of our bank accounts holds the most money, and how much?',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'What is the credit limit on the Amex Blue Cash card?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: 'whats my 401k worth rn', mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'Alex typing: how much is my Roth IRA at Vanguard worth?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Sam Carter, Jordan's brother, helping out: how many shares of Apple are in the Schwab joint brokerage?",
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: "As Jordan's executor, who are the beneficiaries on Jordan's Dell 401(k)?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Speaking as the family’s financial planner: which single holding has the largest unrealized gain, and how large is it?',
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$49,558.98'],
  },
  {
    area: 'investments',
    query: 'Which of our holdings are worth less today than we paid for them?',
    mustContain: [['FXNAX', 'Fidelity U.S. Bond Index', 'U.S. Bond Index']],
  },
  {
    area: 'investments',
    query: 'Marcus Lee, CPA: what is the total cost basis of the Schwab joint brokerage?',
    mustContain: [dollars('43,150')],
  },
  { area: 'investments', query: 'how much is my msft position', mustContain: [dollars('14,763')] },
  {
    area: 'investments',
    query:
      "Jordan's mom here. How much is in Mia's 529, and who takes it over if Jordan no longer can?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio of the Fidelity 500 Index Fund?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  { area: 'policies', query: 'my life ins face amt?', mustContain: [dollars('1,000,000')] },
  {
    area: 'policies',
    query: "This is Alex. What's the policy number on my Haven Life policy?",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Jordan's mom here. Who is the contingent beneficiary on Jordan's Northwestern Mutual life insurance?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      "As Jordan's executor I need the Blue Cross Blue Shield health policy number. What is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, the family’s attorney: how much life insurance do Jordan and Alex carry between them in total?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      'Marcus Lee, CPA: what is the annual premium on the State Farm homeowners policy, and how much dwelling coverage does it give?',
    mustContain: [dollars('2,864'), dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      'As their planner: which of the Carters’ policies name the Carter Family Revocable Trust as a beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: 'What do our two term life policies cost us per month combined?',
    mustContain: ['$121.50'],
  },
  { area: 'policies', query: 'geico policy # for the crv', mustContain: ['4410-22-918'] },
  {
    area: 'policies',
    query: 'What is the deductible on our Blue Cross health plan?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  { area: 'estate documents', query: "where's the original of my will", mustContain: ['safe'] },
  {
    area: 'estate documents',
    query: 'Alex here: who is the executor of my will, and who is the backup?',
    mustContain: ['Jordan', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, Jordan's brother. Who is the successor trustee of the Carter Family Revocable Trust?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "As Jordan's executor: when was Jordan's will signed, and in which state?",
    mustContain: [dateSpellings(2023, 3, 14), ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes, attorney for the Carters: which assets have been funded into the trust, and which is still to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's dad here. If something happened to both Jordan and Alex, who would raise Mia and Leo?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who is Jordan's health care agent, and who is next in line after them?",
    mustContain: ['Alex', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'How many documents are in our estate plan altogether, counting the wills, the trust, the powers of attorney and the directives?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign their living will',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'How much did Hughes Law charge us to draft the trust?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "marcus lee's #?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Alex here. Which law firm is our attorney with?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: "This is Jordan's mom. What is Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "As Jordan's executor: who is listed as the household's trusted contact?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'people',
    query: 'Marcus Lee here. Can I edit the Carters’ records in Nido, or only view them?',
    mustContain: [['read-only', 'read only', 'read access', 'view only', 'view-only', 'only view']],
  },
  {
    area: 'people',
    query: 'List our advisors with their roles.',
    mustContain: ['Dana Hughes', 'attorney', 'Marcus Lee', 'CPA'],
  },
  {
    area: 'people',
    query: "Sam Carter here, Jordan's brother: what email address do you have on file for me?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Financial planner asking: who prepares the Carters’ tax return, and in which month?',
    mustContain: ['Marcus Lee', 'March'],
  },
  { area: 'people', query: 'danas email pls', mustContain: ['dana@hugheslaw.example'] },
  {
    area: 'people',
    query: 'What is Marcus Lee’s hourly rate?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whats the dell hr number for the 401k',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "I'm Sam, Jordan's brother. Where is the fireproof safe?",
    mustContain: ['office closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: "As Jordan's executor, I need to open the safe. Who has the combination?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "Alex here. What did Jordan want done with Jordan's Gmail account, and when?",
    mustContain: ['memorialize', ['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query:
      'This is Marcus Lee, the CPA. Which guidebook entries are shared with Marcus Lee right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'Which of our guidebook entries will the CPA never be able to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad here. In the letter for Mia and Leo, who does it ask them to call on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Dana Hughes, attorney: according to the guidebook, what is kept in the fireproof safe?',
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'how many guidebook entries do i have',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What's the Wi-Fi password at the Rainey Street condo?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix hit', mustContain: [dueOn(7)] },
  {
    area: 'due dates',
    query: 'Alex typing: when is the next mortgage payment on the condo?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "Jordan's mom here. When is Leo's preschool tuition taken out next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "As Jordan's executor: when is the next Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee, CPA: when is the next monthly 529 contribution drafted?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Financial planner here: which of the Carters’ bills are paid automatically on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'Which of our autopays comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query:
      'Sam here, helping Jordan: when is the Austin Energy bill paid next, and from which account?',
    mustContain: [dueOn(18), ['8842', 'Total Checking']],
  },
  { area: 'due dates', query: 'verizon due when', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: "When is Leo's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-71 questions, each with its id (`h71-`, area and index). */
export const HELD_OUT_71: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h71-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
