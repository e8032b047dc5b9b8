// A fifty-fourth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-54`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone on the sign-in, mixed, one voice per question taken in turn:
// Jordan (the owner) typing on a phone (terse, lower case, abbreviations, typos); Alex (the
// spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom or dad helping
// while Jordan is ill, naming people by relation and name; the executor or the successor trustee
// after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial
// planner; and Jordan or Alex at a desk asking questions that work across records. About a
// quarter filter, rank, leave out, compare, group or add up several records, some ask two things
// at once, and the rest are direct lookups spread over many records and fields (obligations,
// vendor account numbers, accounts, loans, homes, holdings, beneficiaries, policies, estate
// documents and their people, advisors, the trusted contact, guidebook entries and their
// sharing, payment days), records named partially or informally.
//
// When and how it was written. On 2026-12-01 between 18:16:47 and 18:25:22 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and opened no other held-out set beyond
// held-out-6.ts lines 1-40 and its last 15 lines (header and export shape); who ran no git
// command and never ran the chat, the benchmark, the app or the tests. Read: questions.ts lines
// 1-120 (types, dueOn, protocol, first examples), spellings.ts, every src/server/db/seed/demo-*.ts
// in full, src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first
// 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the product spec's "AI assistant"
// section (two lines: the AI Insights panel and its tabs). Slips: the seed folder was listed to
// find the demo files, and create-demo-user.ts (in that folder, not a demo-*.ts file) was read
// with them: it only makes the owner's sign-in and profile; the spec was read as lines 60-100,
// so its neighbouring sections (bill upload, family selector, other screens, section 3 entities,
// the start of section 4) were seen too. Neither touches the chat engine.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp:
// monthly equivalents as frequency.ts (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; home equity as the home's
// estimated value less its mortgage's outstanding balance. Printed as "$1,234.56"; whole dollars
// also without cents (`dollars`). Net worth and the portfolio's grand total are not asked: the
// catalog alone does not settle whether the vehicles count as properties there or whether the HSA
// sits on the investment ledger. Monthly payment days use dueOn; other dates dateSpellings;
// phones phoneSpellings. No question asks a date that depends on when the demo was seeded. A
// question signed by someone ("Alex here") is about the people it names; one in the first person
// without a name is Jordan's (the owner).
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
const SEPTEMBER_10_2021 = dateSpellings(2021, 9, 10);
const AUTOPAY = ['autopay', 'auto-pay', 'auto pay', 'automatic'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'austin energy acct # ?',
    mustContain: ['4401928830'],
  },
  {
    area: 'spending',
    query: "Alex typing — how much is Leo's preschool at Bright Horizons?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother. I'm covering bills while Jordan is sick — how much is the HOA on the Rainey Street condo each month, and is it on autopay?",
    mustContain: [dollars('525'), AUTOPAY],
  },
  {
    area: 'spending',
    query:
      "I'm Alex, executor of Jordan's estate. What do all the home costs come to per month, across both properties?",
    mustContain: ['$7,188.22'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, CPA. For the return: what is the Carters' annual property tax bill from Travis County?",
    mustContain: [dollars('12,840')],
  },
  {
    area: 'spending',
    query: "Which of our bills aren't set to be paid from any account or card at all?",
    mustContain: ['Travis County', 'DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: 'how much r we paying for streaming, netflix + spotify',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'Alex here. What does Mia cost us a month — piano, soccer and her 529 together?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Jordan's mom here, helping out. How much does the family spend per year on GEICO for both cars?",
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      'As executor, I need to know how much Jordan spent on groceries and eating out over the last three months.',
    mustContain: [],
    decline: true,
  },
  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. Which bank holds the savings account that still has to be retitled into the trust, and what's its balance?",
    mustContain: ['Chase', dollars('42,000')],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have across checking and all our savings accounts combined?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'amex balance?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "Alex here — what's the balance in my Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "I'm Sam, Jordan's brother, helping with the bills. What are the last four digits of the Chase checking account everything comes out of?",
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "Executor here (Alex). How much is still owed on the Honda loan, and what's the rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee here. What is the total outstanding debt on the two mortgages and the car loan together?',
    mustContain: [dollars('724,700')],
  },
  {
    area: 'accounts',
    query:
      'How much equity do we have in the Bluebonnet house after its mortgage, and how much in the condo?',
    mustContain: [dollars('272,620'), dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'when did we buy the condo n what did we pay',
    mustContain: [SEPTEMBER_10_2021, dollars('365,000')],
  },
  {
    area: 'accounts',
    query: "Alex here. What's my credit score right now?",
    mustContain: [],
    decline: true,
  },
  // ── Investments ──
  {
    area: 'investments',
    query: "Jordan's dad here. Who is the primary beneficiary on Jordan's Dell 401k at Fidelity?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: "Sam Carter, successor trustee. What is Jordan's Fidelity 401(k) worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Financial planner for the Carters: what's the unrealized gain on all their holdings against what was paid for them?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'Rank our investment accounts from biggest to smallest by value.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'how many msft shares do we own',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      "It's Alex. Which is worth more, my Vanguard Roth or our joint Schwab brokerage, and by how much?",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: "Sam here, Jordan's brother. Who takes over Mia's 529 if Jordan can't manage it?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'As executor: what is the Apple position in the joint brokerage worth, and what was paid for it?',
    mustContain: [dollars('13,950'), dollars('8,700')],
  },
  {
    area: 'investments',
    query: 'Marcus Lee, CPA: which holding is showing a loss against its cost basis, and how much?',
    mustContain: [['FXNAX', 'U.S. Bond Index'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: "What's the expense ratio on the funds in our 401(k)?",
    mustContain: [],
    decline: true,
  },
  // ── Policies ──
  {
    area: 'policies',
    query: 'life ins on me how much',
    mustContain: [dollars('1,000,000', '$1 million')],
  },
  {
    area: 'policies',
    query: 'Alex here: who is the contingent beneficiary on my Haven Life policy?',
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query:
      "This is Jordan's mom. What's the policy number for the family's Blue Cross health insurance?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Executor of Jordan's estate. What's the Northwestern Mutual policy number, and who is the primary beneficiary?",
    mustContain: ['NM22918810', 'Alex'],
  },
  {
    area: 'policies',
    query:
      "Financial planner here. What's the total life insurance face amount across both spouses?",
    mustContain: [dollars('1,750,000', '$1.75 million')],
  },
  {
    area: 'policies',
    query: 'Which of our two cars has the pricier GEICO policy, and what is its policy number?',
    mustContain: ['Tesla', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'dwelling coverage on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'Alex typing. How many insurance policies do we have on file altogether?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query:
      "Sam, Jordan's brother: what does Jordan's Northwestern term life cost a year, and when was it issued?",
    mustContain: [dollars('960'), '2019'],
  },
  {
    area: 'policies',
    query:
      "As executor I'm sorting out medical bills — what's the annual deductible on the Blue Cross Blue Shield plan?",
    mustContain: [],
    decline: true,
  },
  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Dana Hughes here. On what date did Jordan sign the will, and in which state?',
    mustContain: [MARCH_14_2023, ['Texas', 'TX']],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents were signed on a date other than March 14, 2023?',
    mustContain: [['living will', 'directive'], JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "who's guardian for the kids if we both die",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Who is the backup agent on my medical power of attorney?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, Jordan's brother. Jordan is in the hospital — who can handle Jordan's finances under the power of attorney, and am I named on it?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      'As successor trustee: which assets are funded into the Carter Family Revocable Trust, and which are not yet?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee. When was the Carter trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'Where are the originals of our wills and the trust kept?',
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'whos executor on my will',
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Alex here — who were the two witnesses when Jordan signed the will?',
    mustContain: [],
    decline: true,
  },
  // ── People ──
  {
    area: 'people',
    query: "Jordan's mom here. What's the email address for Priya Shah?",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "Executor here. Which firm is the Carters' attorney with, and what's her phone number?",
    mustContain: ['Hughes Law', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "Financial planner working with the Carters: who's their CPA and which firm is he with?",
    mustContain: ['Marcus Lee', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Which of our advisors can see our data in Nido, and which one can't?",
    mustContain: ['Marcus Lee', 'Dana Hughes'],
  },
  {
    area: 'people',
    query: 'my brother sams cell #',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "This is Alex. Who's listed as Jordan's trusted contact, and at what priority?",
    mustContain: ['Alex', 'primary'],
  },
  {
    area: 'people',
    query:
      "Sam here, Jordan's brother. What roles am I named in across Jordan's and Alex's estate plans?",
    mustContain: ['executor', 'guardian', 'successor trustee'],
  },
  {
    area: 'people',
    query: "After Jordan's passing I need to reach the lawyer: what's Dana Hughes's email?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Dana Hughes here. What relationship is Priya Shah listed as, and what's her phone?",
    mustContain: ['sister', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "What's Sam's mailing address? I want to send him a printed copy of the binder.",
    mustContain: [],
    decline: true,
  },
  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'whos on the first calls list',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Alex here — what did Jordan want done with the Gmail account?',
    mustContain: ['memorialize', ['a year', 'one year', '12 months']],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom. Where exactly is the family's fireproof safe, and who has the combination?",
    mustContain: ['closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "As executor I need Jordan's passport and the car titles — where are they?",
    mustContain: ['safe'],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee here. Which of Jordan's guidebook entries are never shared with me?",
    mustContain: ['Gmail', ['Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query:
      'How is each guidebook entry shared with Alex: which ones now, and which only after the event?',
    mustContain: ['Who to call first', 'safe', 'Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'dell hr number?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Alex here — whose phone is the recovery phone on Jordan's Gmail, per the guidebook?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "Sam here, Jordan's brother. Who is the letter in Jordan's guidebook addressed to, and who does it ask them to call on Sundays?",
    mustContain: ['Mia', 'Leo', 'grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Executor here. Where did Jordan keep the spare keys to the Rainey Street condo?',
    mustContain: [],
    decline: true,
  },
  // ── Due dates ──
  {
    area: 'due dates',
    query: 'Marcus Lee: on what day is the Chase Home Lending mortgage drafted each month?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month, and what do they add up to?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons', dollars('5,408')],
  },
  {
    area: 'due dates',
    query: "when's netflix",
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "Alex here. When does Leo's preschool get paid next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query:
      "I'm Jordan's dad, going through the mail. When is the Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'As executor, when does the Verizon bill come out next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      'Financial planner: when is the next 529 contribution for Mia drafted, and how much is it?',
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: "Which of our bills don't have a payment day set at all?",
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
    query: 'austin energy due when',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "Alex here. When is Leo's next checkup with the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-54 questions, each with its id (`h54-`, area and index). */
export const HELD_OUT_54: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h54-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
