// A twenty-sixth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-26`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product, in
// one voice: Jordan preparing for the yearly meeting with the family's estate attorney and
// financial planner, writing careful, complete questions, and often referring to records by what
// they do or whom they serve rather than by their name ("the account both mortgages are paid
// from", "the policy that pays Alex if I die", "the person who'd take the kids", "the card the
// streaming services go on", "the document that says who decides about my medical care"); with
// checks and comparisons between two records ("which of the two … is larger", "does … cover more
// than …", "is … older than …"), and a few questions that set out a situation in a sentence before
// asking. Every question still has one right answer in the records.
//
// When and how it was written. On 2026-11-30 between 20:53:54 and 20:59:13 UTC (from `date -u`),
// by a helper who never opened, grepped, searched or listed anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/
// and never read the other question sets beyond what was allowed (questions.ts lines 1-120: types,
// dueOn and protocol; held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how
// its ids are made); who ran no git command, and never ran the chat, a benchmark, the app or the
// tests. Sources: the demo seed and catalogs (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts and the
// product spec's AI Insights section. Every amount was worked out from the catalog with a
// throwaway script outside the repository (monthly equivalents: quarterly /3, bi-annual /6,
// yearly /12, summed then rounded once to cents; a holding as quantity × price rounded half away
// from zero to cents; an account's value as its holdings' value, else its entered balance; net
// worth as accounts + investments + properties − loans − credit-card balances), printed as
// "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per month, with or
// without cents), both are accepted; dates of monthly payments use dueOn, other dates several
// spellings. Questions are typed by the owner, Jordan Carter ("my will", "my 401(k)").
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      'For the planner I want to show what the home we rent out costs us on its own. Counting its mortgage and its association dues, what do we pay for it each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'What does the family music subscription cost us each month?',
    mustContain: ['$19.99'],
  },
  {
    area: 'spending',
    query:
      "Does Leo's preschool cost us more each month than the property tax on the house works out to per month? Please give me both figures.",
    mustContain: [dollars('1,420'), dollars('1,070')],
  },
  {
    area: 'spending',
    query:
      'Taking everything we pay for our daughter together (her lessons, her sports club and what we put into her college fund), what does it come to per month?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'What do the utility bills for the house we live in, the electricity and the gas, add up to per month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'What is the yearly premium on the policy that covers us beyond our home and auto insurance?',
    mustContain: [dollars('385')],
  },
  {
    area: 'spending',
    query: 'What do we pay to insure the older of our two cars?',
    mustContain: [dollars('812', '$135.33')],
  },
  {
    area: 'spending',
    query: 'How many of the bills we track are paid once a year rather than monthly?',
    mustContain: [['7', 'seven']],
  },
  {
    area: 'spending',
    query:
      "We're thinking of cancelling the family gym membership before the meeting. What does it cost us each month?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B over the last three months?',
    mustContain: [],
    decline: true,
  },
  // ── Accounts ──
  {
    area: 'accounts',
    query: 'What is the current balance on the card the streaming services go on?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Which of our two savings accounts holds more money, and by how much?',
    mustContain: ['Premier Savings', dollars('16,700')],
  },
  {
    area: 'accounts',
    query: 'How much is in the account we keep for medical expenses?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'The planner will ask for our net worth first. Counting everything we own and everything we owe, what is it?',
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the account we keep for emergencies held in?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the loan for the car we are still paying off?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'Is the house we live in estimated to be worth more than we paid for it, and by how much?',
    mustContain: [dollars('165,000')],
  },
  {
    area: 'accounts',
    query:
      'On the mortgage for the home we rent out, how much is still owed, and what interest rate are we paying?',
    mustContain: [dollars('298,100'), ['6.25%', '6.250%', '6.25 %']],
  },
  {
    area: 'accounts',
    query: 'What is the balance of the account both of our mortgages are paid from?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'What interest rate is the emergency fund at Ally earning right now?',
    mustContain: [],
    decline: true,
  },
  // ── Investments ──
  {
    area: 'investments',
    query: 'What is the S&P 500 index fund in my 401(k) worth today?',
    mustContain: ['$110,558.98'],
  },
  {
    area: 'investments',
    query:
      "Which of the two is larger today: Alex's Roth IRA or our joint brokerage account? Please give me the value of the larger one.",
    mustContain: ['Roth', dollars('54,362')],
  },
  {
    area: 'investments',
    query: "What is the account we're saving in for our daughter's college worth?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Adding up all of our investment accounts, what are they worth together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      'Is any holding in my 401(k) worth less than we paid for it? If so, which one, and by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      'Say Alex and I both died. Who would inherit my 401(k), and in what shares would it be split?',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', 'half', 'equal']],
  },
  {
    area: 'investments',
    query: 'How much uninvested cash is sitting in the brokerage account?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'How many shares of Microsoft do we own, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      'Across all our investments, how much have they gained in total over what we paid for them?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'What is the expense ratio of the bond fund in my 401(k)?',
    mustContain: [],
    decline: true,
  },
  // ── Policies ──
  {
    area: 'policies',
    query: 'What is the face amount of the life policy that would pay Alex if I died?',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query:
      'For the plan that covers our doctor visits, which company is the carrier and what is the policy number?',
    mustContain: ['Blue Cross Blue Shield', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'What is the policy number on the life insurance that covers Alex?',
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Does the dwelling coverage on our homeowners policy cover more than the house we live in is estimated to be worth? I'd like both numbers.",
    mustContain: [dollars('610,000'), dollars('685,000')],
  },
  {
    area: 'policies',
    query: 'What is the policy number on the auto insurance for the Tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file in total?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'Who insures the Honda, and what level of coverage do we carry on it?',
    mustContain: ['GEICO', 'full coverage'],
  },
  {
    area: 'policies',
    query:
      'Adding the life insurance on me and the life insurance on Alex, how much coverage is that in total?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'Which of our policies name the family trust as the backup beneficiary?',
    mustContain: ['Northwestern Mutual', 'Haven Life'],
  },
  {
    area: 'policies',
    query: 'What is the deductible on our homeowners policy?',
    mustContain: [],
    decline: true,
  },
  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Under Alex's will, who is next in line to settle the estate if I can't do it?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept, and who else holds a copy?',
    mustContain: ['safe', 'Hughes'],
  },
  {
    area: 'estate documents',
    query: "Is Alex's directive to physicians older than mine? When was Alex's signed?",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Which account is meant to go into our trust but has not been retitled into it yet?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query:
      'In the document that says who decides about my medical care, who is named to step in if Alex cannot?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Who takes over running our trust once neither of us can?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When was our trust signed, and when did we last review it?',
    mustContain: [dateSpellings(2023, 3, 14), dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'How is our brokerage account titled?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query:
      'Counting both of our wills, the trust, and each of our powers of attorney and directives, how many estate documents do we have on file?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'What is the tax ID number (EIN) of our trust?',
    mustContain: [],
    decline: true,
  },
  // ── People ──
  {
    area: 'people',
    query: "What is the phone number of the person who'd take the kids?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'Who is the attorney who holds copies of our wills and the trust, and what is her phone number?',
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which firm is the person who prepares our joint return every March with?',
    mustContain: ['Lee & Ortiz'],
  },
  {
    area: 'people',
    query: 'How is Sam Carter related to us, and what is his email address?',
    mustContain: ['brother', 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query:
      'Who is set up as the trusted contact who would report it to Nido if something happened to me?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'How many advisors do we have on file?',
    mustContain: [['2', 'two']],
  },
  {
    area: 'people',
    query: 'Of our two advisors, which one has access to look at our records in Nido?',
    mustContain: ['Marcus Lee'],
  },
  {
    area: 'people',
    query:
      'Do Sam and Priya have phone numbers with the same area code? Which area code does each have?',
    mustContain: ['512', '713'],
  },
  {
    area: 'people',
    query:
      'Is the person who would step in for Alex on my medical decisions the same person who would raise the kids? Who is it?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'people',
    query: "What is Leo's date of birth?",
    mustContain: [],
    decline: true,
  },
  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'In our list of who to call first, what number is given for the 401(k) and the group life insurance?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'According to the guidebook, where is the fireproof safe, and who has the combination?',
    mustContain: ['closet', 'Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      'What did I ask to be done with my Gmail account after I am gone, and how long should it stay open first?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the kids, who did we ask them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'How many entries have we written in the guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entry can our CPA read right now?',
    mustContain: [['call first', 'first call']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries mention our attorney?',
    mustContain: [['call first', 'first call'], 'safe'],
  },
  {
    area: 'guidebook',
    query:
      'Which guidebook entry is shared with Alex only after something happens to me, rather than now?',
    mustContain: ['Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries will our CPA never be able to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'What is the password to my Gmail account?',
    mustContain: [],
    decline: true,
  },
  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the next payment due on the mortgage for the house we live in?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'When does the mortgage on the home we rent out come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills is drafted on the 18th of the month?',
    mustContain: ['Austin Energy'],
  },
  {
    area: 'due dates',
    query: 'When is the next car loan payment due, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'When is the premium for the life insurance on Alex taken next?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query:
      'Which is drafted earlier in the month, the internet bill or the family music subscription?',
    mustContain: ['Spotify'],
  },
  {
    area: 'due dates',
    query: 'Which bill comes out on the 20th, and how much is it?',
    mustContain: ['Verizon', '$148.20'],
  },
  {
    area: 'due dates',
    query: "When is the next contribution to our daughter's college fund taken?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'How many of our automatic payments are set for the 1st of the month?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'due dates',
    query: 'When does my Texas driver license need renewing?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-26 questions, each with its id (`h26-`, area and index). */
export const HELD_OUT_26: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h26-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
