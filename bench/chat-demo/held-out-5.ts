// A fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-5`.
//
// Why. Another fresh set nobody has tuned against, phrased the way family members type into a
// chat: short and long, casual and formal, a few typos, records named partially or informally
// ("the condo", "Alex's Roth", "the CR-V", "the Schwab account"), totals, comparisons, yes/no and
// who/when/where/which questions, spread over many records and some of their less prominent
// fields (review and signing dates, who is named in which role, which advisor has access, what a
// guidebook entry says and who may see it, contact priority, coverage amounts, holding counts,
// interest rates, account owners).
//
// When and how it was written. On 2026-11-30 between 02:07:03 and 02:11:01 UTC (from `date -u`),
// by a helper who never opened anything under src/server/modules/ai-insights/ (the chat engine)
// nor its tests or fixtures (nor test/ai-insights/), never read the earlier question sets beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-4.ts lines 1-70,
// its header and helpers, and its last 15 lines, how its ids are made), and never ran the chat,
// the benchmark or the app. Sources: the demo catalog only (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts and the product spec's AI Insights section. Every amount
// was worked out from the catalog (monthly equivalents: quarterly /3, bi-annual /6, yearly /12,
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero;
// an account's value as its holdings' value, else its entered balance; net worth as accounts +
// investments + properties − loans − credit-card balances), checked with a throwaway script and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings. Questions in the owner's voice ("my will", "my 401k") are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, phoneSpellings } from './spellings';

const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    // Netflix $15.49 + Spotify Family $19.99.
    area: 'spending',
    query: 'how much are netflix and spotify together each month?',
    mustContain: ['$35.48'],
  },
  {
    // Chase Home Lending $2,110.00 + Rainey Tower Owners Association $525.00.
    area: 'spending',
    query: 'What does the condo cost us a month, all in?',
    mustContain: ['$2,635.00'],
  },
  {
    // Auto: Honda $465.00 + GEICO $689/6 + GEICO $812/6 + DMV $84.75/12 + tolls $23.50.
    area: 'spending',
    query: 'total for car stuff per month?',
    mustContain: ['$745.73'],
  },
  {
    area: 'spending',
    query: 'whats the geico bill on the tesla',
    mustContain: [['$812.00', '$135.33']],
  },
  {
    // Travis Heights HOA, $450.00 a quarter.
    area: 'spending',
    query: 'How much is the HOA for the Bluebonnet house?',
    mustContain: [['$450.00', '$150.00']],
  },
  {
    // Austin Energy $187.40 + Texas Gas Service $62.15.
    area: 'spending',
    query: 'What do electricity and gas run us a month, combined?',
    mustContain: ['$249.55'],
  },
  {
    // Wells Fargo $2,845.00 − Chase Home Lending $2,110.00.
    area: 'spending',
    query: 'How much more is the house mortgage payment than the condo one?',
    mustContain: ['$735.00'],
  },
  {
    // Life Time Fitness $219.00 a month × 12.
    area: 'spending',
    query: 'How much does the gym membership cost us in a year?',
    mustContain: ['$2,628.00'],
  },
  {
    // Every obligation paid from "Amex Blue Cash ****8431", as monthly equivalents.
    area: 'spending',
    query: 'How much of our monthly bills get paid with the Amex card?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'how much is in our emergency fund and which bank is it at',
    mustContain: ['Ally', '$25,300.00'],
  },
  { area: 'accounts', query: 'Whose name is the HSA in?', mustContain: ['Jordan'] },
  {
    area: 'accounts',
    query: "what's the interest rate on the condo mortgage?",
    mustContain: [['6.25%', '6.250%']],
  },
  {
    area: 'accounts',
    query: 'How much is left on the Honda loan, and at what rate?',
    mustContain: ['$14,220.00', ['4.9%', '4.90%']],
  },
  {
    // $94,450.33 accounts + $278,322.81 investments + $1,147,300.00 properties
    // − $724,700.00 loans − $2,340.18 card.
    area: 'accounts',
    query: 'What is our current net worth?',
    mustContain: ['$793,032.96'],
  },
  {
    // Total Checking $18,450.33 + Premier Savings $42,000.00 + Ally $25,300.00.
    area: 'accounts',
    query: 'how much cash do we have across checking and savings',
    mustContain: ['$85,750.33'],
  },
  {
    // $410,000.00 estimated value − $298,100.00 owed to Chase Home Lending.
    area: 'accounts',
    query: 'How much equity do we have in the Rainey St condo?',
    mustContain: ['$111,900.00'],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Bluebonnet house, and what is it worth now?',
    mustContain: [
      ['$520,000.00', '$520,000'],
      ['$685,000.00', '$685,000'],
    ],
  },
  {
    area: 'accounts',
    query: 'whats the balence on the amex right now',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'What APY is the Ally emergency fund earning?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    // VTI 145 × $301.20 + VXUS 160 × $66.80.
    area: 'investments',
    query: "What's Alex's Roth IRA worth?",
    mustContain: ['$54,362.00'],
  },
  {
    // 401(k) $154,007.81 + Roth $54,362.00 + brokerage $54,353.00 + 529 $15,600.00.
    area: 'investments',
    query: 'Could you tell me the total current value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many holdings are in my 401k?',
    mustContain: [['3', 'three']],
  },
  {
    // 35 × $421.80 = $14,763.00 against a $10,500.00 cost basis.
    area: 'investments',
    query: 'How much have we made on Microsoft?',
    mustContain: ['$4,263.00'],
  },
  {
    area: 'investments',
    query: 'who are the benificiaries on the joint brokerage account',
    mustContain: ['Mia', 'Leo'],
  },
  {
    // 410.25 × $51.30 = $21,045.825, rounded half away from zero.
    area: 'investments',
    query: 'what is the fspsx position worth',
    mustContain: ['$21,045.83'],
  },
  {
    // FXAIX: 520.4 × $212.45 = $110,558.98.
    area: 'investments',
    query: 'Which is our single biggest holding?',
    mustContain: [['FXAIX', 'Fidelity 500 Index']],
  },
  {
    area: 'investments',
    query: 'how much cash is sitting in the Schwab account?',
    mustContain: ['$8,750.00'],
  },
  {
    // FXNAX: 2,150 × $10.42 = $22,403.00 against a $23,800.00 cost basis.
    area: 'investments',
    query: 'Are we down on any of our investments?',
    mustContain: [['FXNAX', 'Bond Index'], '$1,397.00'],
  },
  {
    area: 'investments',
    query: 'How much did we contribute to the 401(k) this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life insurance does Jordan have',
    mustContain: [['$1,000,000.00', '$1,000,000', '$1 million']],
  },
  {
    area: 'policies',
    query: "Who is the beneficiary on Alex's life insurance?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: "What's the policy number on the Tesla's insurance?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [['$610,000.00', '$610,000']],
  },
  {
    area: 'policies',
    query: "who's our health insurance with",
    mustContain: [['Blue Cross Blue Shield', 'BCBS']],
  },
  {
    // Northwestern Mutual $1,000,000 on Jordan + Haven Life $750,000 on Alex.
    area: 'policies',
    query: "What's our total life insurance coverage between the two of us?",
    mustContain: [['$1,750,000.00', '$1,750,000', '$1.75 million']],
  },
  {
    // Haven Life, $41.50 a month × 12.
    area: 'policies',
    query: "What does Alex's life insurance cost per year?",
    mustContain: ['$498.00'],
  },
  {
    area: 'policies',
    query: "Who's the backup beneficiary on the Northwestern Mutual policy?",
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    // GEICO, $689.00 every 6 months.
    area: 'policies',
    query: 'hw much is the insurance on the CR-V?',
    mustContain: [['$689.00', '$114.83']],
  },
  {
    area: 'policies',
    query: "What's the deductible on our health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "where's the original of my will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Who's the executor of Alex's will?",
    mustContain: ['Jordan'],
  },
  {
    area: 'estate documents',
    query: 'When was the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  { area: 'estate documents', query: 'who is the successor trustee', mustContain: ['Sam'] },
  {
    // The trust's funding: the house is in, the Premier Savings account still to be retitled.
    area: 'estate documents',
    query: 'What still has to be moved into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will?',
    mustContain: [JUNE_3_2019],
  },
  {
    // Jordan's healthcare power of attorney: Alex first, then Priya Shah.
    area: 'estate documents',
    query: 'if alex cant make medical decisions for me, who does?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who are the agents on my financial power of attorney, in order?',
    mustContain: ['Alex', 'Sam'],
  },
  {
    // Two wills, the trust, and each spouse's financial POA, healthcare POA and living will.
    area: 'estate documents',
    query: 'How many documents do we have in our estate plan?',
    mustContain: [['9', 'nine']],
  },
  {
    area: 'estate documents',
    query: 'What are the names of the witnesses who signed our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  { area: 'people', query: "who's our CPA?", mustContain: ['Marcus Lee'] },
  {
    area: 'people',
    query: 'whats dana hughes number',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which of our advisors can see our records in Nido?',
    mustContain: ['Marcus'],
  },
  {
    area: 'people',
    query: 'What kind of access does Marcus have?',
    mustContain: [['read', 'view']],
  },
  { area: 'people', query: 'Who is my primary trusted contact?', mustContain: ['Alex'] },
  {
    area: 'people',
    query: "whats priya's email address",
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'Who would raise the kids if something happened to both of us?',
    mustContain: ['Priya'],
  },
  { area: 'people', query: 'How is Sam related to us?', mustContain: ['brother'] },
  {
    area: 'people',
    query: 'Is Sam named as a trustee anywhere?',
    mustContain: ['successor trustee'],
  },
  { area: 'people', query: "When is Leo's birthday?", mustContain: [], decline: true },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "what's in the fireproof safe",
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'who has the combinaton to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can our CPA see right now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: "what should happen to Jordan's gmail account",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits phone number?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  { area: 'guidebook', query: 'Who has the recovery phone for my Gmail?', mustContain: ['Alex'] },
  {
    area: 'guidebook',
    query: 'what did we write in the letter to the kids?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries will Marcus never see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "In the guidebook, what's the number listed for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "What's the password for Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: "when's the spectrum bill due", mustContain: [dueOn(12)] },
  {
    area: 'due dates',
    query: 'What day does the condo mortgage come out?',
    mustContain: [dueOn(5)],
  },
  { area: 'due dates', query: 'When is Verizon due next?', mustContain: [dueOn(20)] },
  { area: 'due dates', query: 'when is the next honda car payment', mustContain: [dueOn(10)] },
  {
    // Wells Fargo Home Mortgage, Rainey Tower Owners Association, Blue Cross Blue Shield of
    // Texas and Bright Horizons, all on autopay on the 1st.
    area: 'due dates',
    query: 'Which bills get paid on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    // Austin Piano Academy and Lonestar Soccer Club (Bright Horizons and the 529 are autopaid).
    area: 'due dates',
    query: "Which of the kids' bills aren't on autopay?",
    mustContain: ['Piano', 'Soccer'],
  },
  {
    area: 'due dates',
    query: 'When does Life Time take the gym payment?',
    mustContain: [dueOn(2)],
  },
  { area: 'due dates', query: 'when do the toll tags get charged', mustContain: [dueOn(28)] },
  {
    area: 'due dates',
    query: 'When is the next 529 contribution going in?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "When is the Tesla's next service appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-5 questions, each with its id (`h5-`, area and index). */
export const HELD_OUT_5: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h5-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
