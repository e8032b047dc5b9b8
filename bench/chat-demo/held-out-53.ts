// A fifty-third held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-53`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed in an ordinary month by the household's own adults (Jordan, the owner,
// and Alex, the spouse) and the people they trust (Sam, the adult relative and alternate
// executor; Marcus Lee, the CPA; Dana Hughes, the attorney). Short and long, casual and formal,
// some typos, records named partially or informally (by institution, nickname, category, what
// they are for or whose they are), asking for amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household, the
// less obvious ones too.
//
// When and how it was written. On 2026-12-01 between 18:16:56 and 18:25:23 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who never listed bench/chat-demo/ nor opened any held-out file but
// held-out-6.ts lines 1-40 and its last 15 lines (header and export shape); who ran no git
// command and never ran the chat, the benchmark, the app or the tests. Read: questions.ts lines
// 1-120 (types, dueOn, protocol, first examples), spellings.ts, every
// src/server/db/seed/demo-*.ts in full, src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, asset-schemas.ts (first 60 lines), categories.ts
// (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, and the product spec's "AI assistant" section
// (two lines: a panel titled AI Insights with tabs Chat, Anomalies, Predictions, Portfolio, Tips).
// Slips: to find that section, the spec's headings between lines 60 and 140 were listed (headings
// only); `ls` was run on src/server/db/seed/ to find the demo files. Nothing else was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script in /tmp: monthly
// equivalents as frequency.ts (quarterly /3, bi-annual /6, yearly /12, summed then rounded once to
// cents); a holding as quantity × price rounded half away from zero to cents; an account's value
// as its holdings' value, else its entered balance; net worth as household-summary.ts (accounts +
// investments + properties, vehicles included, − loans − credit-card balances = $793,032.96).
// Whether the HSA is kept on the investment ledger could not be checked within the allowed
// reading, so no question asks a total that would change with it (the portfolio question names
// the four investment accounts). Printed as "$1,234.56"; whole dollars with `dollars(n)`; where an
// amount may be stated two ways (per charge or per month) both are accepted. Dates of monthly
// payments use dueOn, other dates dateSpellings, phones phoneSpellings; no question asks a date
// that depends on when the demo was seeded. A question signed by someone ("Sam here") is about the
// people it names; one in the first person without a name is Jordan's.
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
    query: 'whats the total we pay geico for car insurance, per month?',
    mustContain: ['$250.17'],
  },
  {
    area: 'spending',
    query: "Alex here — how much are we paying Bright Horizons for Leo's preschool each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      'How much does the Rainey St condo cost us every month between the morgage and the HOA fee?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, CPA. For the Carters' records: what do Jordan and Alex pay in term life insurance premiums per year, both policies combined?",
    mustContain: [['$1,458.00', '$1,458', '$121.50']],
  },
  {
    area: 'spending',
    query: "what do we spend on Mia's stuff a month all in? piano, soccer, her 529 etc",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'How many of our recurring bills are charged to the Amex card, and what do they add up to per month?',
    mustContain: [['12', 'twelve'], '$1,062.92'],
  },
  {
    area: 'spending',
    query: 'Which car costs us more per month, the Tesla or the Honda? And by how much each?',
    mustContain: ['$579.83', '$142.40'],
  },
  {
    area: 'spending',
    query: 'how much r we paying for streaming, netflix plus spotify',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: 'What does the umbrella policy cost us?',
    mustContain: [['$385.00', '$385', '$32.08']],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is in the Ally emergency fund, and whose name is it in?',
    mustContain: [dollars('25,300'), 'Alex'],
  },
  {
    area: 'accounts',
    query: 'Alex here. what do we owe on the amex right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "What's our net worth at the moment?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query:
      "Sam here. How much is still owed on Jordan and Alex's Honda car loan, and what's the interest rate on it?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query: 'whats the balance in the health savings account?',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'How much do we have altogether in our two Chase accounts?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the condo mortgage?',
    mustContain: [['6.25%', '6.25 %', '6.250%']],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes here. What is the outstanding balance on the Wells Fargo mortgage on the Bluebonnet Lane house?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'how much equity do we have in the rental condo?',
    mustContain: [dollars('111,900')],
  },
  {
    area: 'accounts',
    query: "What's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's my Fidelity 401k worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: "Alex here, what's my Roth worth and who's the primary benificiary on it?",
    mustContain: [dollars('54,362'), 'Jordan'],
  },
  {
    area: 'investments',
    query: 'how many shares of apple do we have in the schwab account and what are they worth',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'Is the bond fund in my 401(k) up or down compared to what I paid for it?',
    mustContain: [dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      'Sam here — if both Jordan and Alex are gone, who gets their joint brokerage account at Schwab?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'how much cash is sitting in the brokerage sweep?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. What is the total unrealized gain across all of the Carters' investment holdings?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: "What's Mia's college 529 worth, and how many tuition units does it hold?",
    mustContain: [dollars('15,600'), '120'],
  },
  {
    area: 'investments',
    query: "What's our single biggest holding and how much is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "What's the expense ratio on the Vanguard funds in Alex's Roth IRA?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have, and who is it with?',
    mustContain: [dollars('750,000'), 'Haven Life'],
  },
  {
    area: 'policies',
    query:
      'Alex here. If something happens to Jordan, who gets the Northwestern Mutual payout if I am not around either?',
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: "what's the policy number for the tesla's car insurance",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes here. What is the face amount of Jordan's term life policy, and what year was it issued?",
    mustContain: [dollars('1,000,000', '$1 million'), '2019'],
  },
  {
    area: 'policies',
    query: 'is our health insurence a PPO or an HMO, and do we get it through work?',
    mustContain: ['PPO', 'Dell'],
  },
  {
    area: 'policies',
    query: 'How many insurance policies do we have on file in total?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query:
      "Sam here. What's the personal liability limit on Jordan and Alex's State Farm homeowners policy?",
    mustContain: [dollars('500,000')],
  },
  {
    area: 'policies',
    query: 'whats our blue cross policy number',
    mustContain: ['BCX448102937'],
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
    query: "Who's the executor of my will if Alex can't do it?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Alex here. Who would be guardian of the kids under our wills?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes. Which assets have been put into the Carter trust so far, and is anything still waiting to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the living will / directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Sam Carter here. Am I named as successor trustee on Jordan and Alex's trust?",
    mustContain: ['yes'],
  },
  {
    area: 'estate documents',
    query: "Who's my healthcare agent if Alex isn't available?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'How is the Schwab brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'when did we last review the wills and the trust?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'Who were the two witnesses when we signed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "whats sam's cell number",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Alex here. What's our lawyer's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Which firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Sam here. What number do I use to reach Priya Shah?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: "Who's set up as our trusted contact?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Does our CPA have access to our stuff in Nido, and at what level?',
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'Who is Priya Shah to us and what role does she have in our plans?',
    mustContain: ['sister', 'guardian'],
  },
  {
    area: 'people',
    query: "Marcus Lee here — what's Dana Hughes' phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which of our advisors holds copies of the wills?',
    mustContain: ['Dana Hughes'],
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
    query: "What's the Dell HR number for the 401k and the group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Alex here. Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'whats actually in the fireproof safe?',
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'What did I say should happen to my Gmail account?',
    mustContain: [
      ['memorializ', 'memorialis'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery phone on my gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'According to my guidebook, who should be called first?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'guidebook',
    query: 'In my letter to Mia and Leo, what did I ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee. What phone number does the Carters’ guidebook list for me?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'guidebook',
    query: 'Where exactly is the safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'did I put my gmail password in the guidebook? what is it',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next mortgage payment on the condo?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Alex here. when does the spectrum internet bill come out?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When's the next 529 contribution for Mia taken out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'next gas bill date?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query:
      "Sam here, helping out with the bills. When is Jordan and Alex's next Honda car payment due, and how much is it?",
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'When do the toll tags get charged?',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'When does the gym membership come out next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: "When is Alex's Haven Life premium due next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next checkup at the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-53 questions, each with its id (`h53-`, area and index). */
export const HELD_OUT_53: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h53-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
