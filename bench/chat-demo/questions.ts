import { seededRandom } from '@server/db/seed/demo-household';
import { MONTH_NAMES } from './spellings';
// Questions for the AI chat about the full demo household (issue 40 goal: right ≥ 95 % on a set
// held apart).
//
// Protocol. These questions and their expected facts were written BEFORE reading any code under
// src/server/modules/ai-insights/chat/, from the demo catalog (src/server/db/seed/demo-*.ts) and
// the product spec only; every amount was worked out from the catalog (monthly equivalents as
// src/shared/finance/frequency.ts defines them: quarterly /3, bi-annual /6, yearly /12; holdings
// as quantity × price; net worth as src/shared/finance/household-summary.ts defines it), never
// read from the engine's answers. They are split at random with a fixed seed into `dev` (about
// 40 %, the only set looked at while fixing the engine) and `held-out` (about 60 %, run once at
// the end and never used to tune). Do not edit a question or its facts after seeing an answer.
//
// A question is right when every fact is in the answer (each fact is one text or a list of
// accepted spellings, matched case-insensitively, curly and straight apostrophes alike, not as
// part of a longer number), or, for `decline`, when the chat says it cannot answer
// ("I can't answer that yet" / understood: false).

export const AREAS = [
  'spending',
  'accounts',
  'investments',
  'policies',
  'estate documents',
  'people',
  'guidebook',
  'due dates',
] as const;
export type Area = (typeof AREAS)[number];

/** One accepted text, or several spellings of the same fact. */
export type Fact = string | readonly string[];

export type ChatQuestion = {
  id: string;
  area: Area;
  query: string;
  /** Every fact must be in the answer; empty with `decline`. */
  mustContain: readonly Fact[];
  /** True when Nido does not hold the answer and the chat must say it cannot answer. */
  decline?: boolean;
};

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10];
  return `${day}${suffix ?? 'th'}`;
}

/**
 * The accepted spellings of the next date on or after `today` (UTC) that a monthly payment on
 * `day` falls due: "December 1", "Dec 1", "2026-12-01", "12/1", or "the 1st".
 */
export function dueOn(day: number, today: Date = new Date()): readonly string[] {
  let year = today.getUTCFullYear();
  let month = today.getUTCMonth();
  if (today.getUTCDate() > day) {
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  const name = MONTH_NAMES[month] ?? '';
  const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return [
    `${name} ${day}`,
    `${name.slice(0, 3)} ${day}`,
    `${name.slice(0, 3)}. ${day}`,
    iso,
    `${month + 1}/${day}`,
    ordinal(day),
  ];
}

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending (28 obligations; monthly total $11,164.78) ──
  {
    area: 'spending',
    query: 'How much do we spend each month in total?',
    mustContain: ['$11,164.78'],
  },
  { area: 'spending', query: 'What do we pay for Netflix?', mustContain: ['$15.49'] },
  {
    area: 'spending',
    query: 'How much goes to the kids every month?',
    mustContain: ['$1,944.17'],
  },
  {
    area: 'spending',
    query: "What's our biggest monthly bill?",
    mustContain: ['Wells Fargo', '$2,845.00'],
  },
  {
    area: 'spending',
    query: 'What does our insurance category cost us a month?',
    mustContain: ['$771.58'],
  },
  {
    area: 'spending',
    query: 'How much is the property tax on the house?',
    mustContain: ['$12,840.00'],
  },
  {
    area: 'spending',
    query: 'How much do the cars cost us per month?',
    mustContain: ['$745.73'],
  },
  { area: 'spending', query: "How much are Mia's piano lessons?", mustContain: ['$220.00'] },
  {
    area: 'spending',
    query: 'What do we spend in a year on all our bills?',
    mustContain: [['$133,977.39', '$133,977.36']],
  },
  {
    area: 'spending',
    query: 'How much did we spend eating out at restaurants last month?',
    mustContain: [],
    decline: true,
  },
  { area: 'spending', query: 'how much is the verizon bill', mustContain: ['$148.20'] },
  {
    area: 'spending',
    query: 'What are we paying for streaming, Netflix and Spotify?',
    mustContain: ['$15.49', '$19.99'],
  },

  // ── Accounts, loans, properties and net worth ──
  {
    area: 'accounts',
    query: 'How much is in our checking account?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: "What's the balance of the Ally emergency fund?",
    mustContain: ['$25,300.00'],
  },
  { area: 'accounts', query: 'How much do we owe on the Amex card?', mustContain: ['$2,340.18'] },
  { area: 'accounts', query: "What's our net worth?", mustContain: ['$793,032.96'] },
  {
    area: 'accounts',
    query: 'How much money is in Chase Premier Savings?',
    mustContain: ['$42,000.00'],
  },
  { area: 'accounts', query: "What's in the HSA?", mustContain: ['$8,700.00'] },
  {
    area: 'accounts',
    query: 'How much do we still owe on the mortgage for our house?',
    mustContain: ['$412,380.00'],
  },
  {
    area: 'accounts',
    query: "What's left to pay on the Honda car loan?",
    mustContain: ['$14,220.00'],
  },
  { area: 'accounts', query: 'Which bank is our emergency fund at?', mustContain: ['Ally'] },
  {
    area: 'accounts',
    query: 'What is the Rainey Street condo worth?',
    mustContain: ['$410,000.00'],
  },
  { area: 'accounts', query: "What's my credit score?", mustContain: [], decline: true },
  {
    area: 'accounts',
    query: "What's the interest rate on the car loan?",
    mustContain: [['4.9%', '4.90%', '4.9 %']],
  },

  // ── Investments (four accounts, $278,322.81 in holdings; the HSA may be listed beside them) ──
  {
    area: 'investments',
    query: 'How much are our investments worth?',
    mustContain: [['$278,322.81', '$287,022.81']],
  },
  {
    area: 'investments',
    query: "What's the 401(k) worth right now?",
    mustContain: ['$154,007.81'],
  },
  { area: 'investments', query: "How much is in Alex's Roth IRA?", mustContain: ['$54,362.00'] },
  {
    area: 'investments',
    query: 'How many Apple shares do we own and what are they worth?',
    mustContain: ['60', '$13,950.00'],
  },
  { area: 'investments', query: "What is Mia's 529 worth?", mustContain: ['$15,600.00'] },
  {
    area: 'investments',
    query: "Who is the beneficiary on Jordan's 401k?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'investments',
    query: 'How much have we gained on the Schwab brokerage account?',
    mustContain: ['$11,203.00'],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth?',
    mustContain: ['$14,763.00'],
  },
  {
    area: 'investments',
    query: 'How much do we have in the bond fund?',
    mustContain: ['$22,403.00'],
  },
  {
    area: 'investments',
    query: 'Who gets the joint brokerage account when we are both gone?',
    mustContain: ['Mia Carter', 'Leo Carter'],
  },
  {
    area: 'investments',
    query: 'Will the stock market go up next year?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query: 'What is our total gain across all our investments?',
    mustContain: ['$80,972.81'],
  },

  // ── Insurance policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Jordan have?',
    mustContain: ['$1,000,000.00', 'Northwestern Mutual'],
  },
  {
    area: 'policies',
    query: "Who is the beneficiary of Alex's life insurance?",
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'policies',
    query: "What's the policy number of our health insurance?",
    mustContain: [['BCX448102937', '2937']],
  },
  { area: 'policies', query: 'Who insures the house?', mustContain: ['State Farm'] },
  {
    area: 'policies',
    query: 'How much is the dwelling coverage on our home policy?',
    mustContain: ['$610,000.00'],
  },
  { area: 'policies', query: 'Who is our car insurance with?', mustContain: ['GEICO'] },
  {
    area: 'policies',
    query: "What's the premium on Alex's life insurance?",
    mustContain: ['$41.50'],
  },
  {
    area: 'policies',
    query: "How much does Jordan's term life policy cost a year?",
    mustContain: ['$960.00'],
  },
  {
    area: 'policies',
    query: "Who is the contingent beneficiary on Jordan's life insurance?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'What insurance policies do we have?',
    mustContain: ['Northwestern Mutual', 'Haven Life', 'Blue Cross', 'State Farm', 'GEICO'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our health plan?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'policies',
    query: 'How much life insurance do we have altogether?',
    mustContain: ['$1,750,000.00'],
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who is the executor of Jordan's will?",
    mustContain: ['Alex Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who would raise the kids if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of the will kept?',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: 'When was our trust signed?',
    mustContain: [['March 14, 2023', 'Mar 14, 2023', '2023-03-14', '3/14/2023', '03/14/2023']],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: "What's in our trust?",
    mustContain: ['Bluebonnet house'],
  },
  {
    area: 'estate documents',
    query: "Who is the agent on Alex's financial power of attorney?",
    mustContain: ['Jordan Carter'],
  },
  {
    area: 'estate documents',
    query: "Who makes medical decisions for Jordan if Alex can't?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the living will?',
    mustContain: [['June 3, 2019', 'Jun 3, 2019', '2019-06-03', '6/3/2019', '06/03/2019']],
  },
  {
    area: 'estate documents',
    query: 'When were our wills last reviewed?',
    mustContain: [['February 10, 2025', 'Feb 10, 2025', '2025-02-10', '2/10/2025', '02/10/2025']],
  },
  {
    area: 'estate documents',
    query: 'What kind of wills do we have?',
    mustContain: [['pour-over', 'pour over']],
  },

  // ── People: advisors, family, trusted contacts ──
  {
    area: 'people',
    query: 'Who is our estate attorney?',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: "What's our CPA's phone number?",
    mustContain: ['Marcus Lee', '(512) 555-0177'],
  },
  { area: 'people', query: 'Who is our trusted contact?', mustContain: ['Alex Carter'] },
  {
    area: 'people',
    query: 'How do I get in touch with Sam?',
    mustContain: [['(512) 555-0143', 'sam.carter@example.com']],
  },
  {
    area: 'people',
    query: 'Does our accountant have access to our Nido?',
    mustContain: ['Marcus Lee', ['read', 'active']],
  },
  { area: 'people', query: 'Who is Priya Shah?', mustContain: ['guardian'] },
  {
    area: 'people',
    query: "What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Who are our advisors?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  { area: 'people', query: 'What firm is Marcus Lee with?', mustContain: ['Lee & Ortiz'] },
  {
    area: 'people',
    query: 'Who else can see our household in Nido?',
    mustContain: ['Alex Carter', 'Marcus Lee'],
  },
  { area: 'people', query: "What is Priya's phone number?", mustContain: ['(713) 555-0188'] },
  { area: 'people', query: "When is Sam's birthday?", mustContain: [], decline: true },

  // ── Family guidebook ──
  {
    area: 'guidebook',
    query: 'Who should we call first if something happens?',
    mustContain: ['Dana Hughes', '(512) 555-0120'],
  },
  { area: 'guidebook', query: 'Where is the fireproof safe?', mustContain: ['office closet'] },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "What should happen to Jordan's Gmail?",
    mustContain: ['memorialize'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for the kids?',
    mustContain: ['For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "What's in our family guidebook?",
    mustContain: ['Who to call first', 'The fireproof safe', "Jordan's Gmail", 'For Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits number?",
    mustContain: ['(800) 555-0199'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries can our CPA read now?',
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: "What's kept inside the safe?",
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'How long should the Gmail account stay open?',
    mustContain: ['a year'],
  },

  // ── Due dates (monthly auto-pay days; dates computed when the bench runs) ──
  {
    area: 'due dates',
    query: 'When is the mortgage payment due?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'What is due on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  { area: 'due dates', query: 'When does Netflix charge us?', mustContain: [dueOn(7)] },
  { area: 'due dates', query: 'When is the Spectrum bill due?', mustContain: [dueOn(12)] },
  {
    area: 'due dates',
    query: "What's the next bill due?",
    mustContain: [dueOn(1), ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons']],
  },
  { area: 'due dates', query: 'When is the car payment due?', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query: 'When does the Austin Energy bill get paid?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'When is the Haven Life premium taken?',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When does the 529 contribution go out?',
    mustContain: [dueOn(15)],
  },
  { area: 'due dates', query: 'When is the Verizon bill due?', mustContain: [dueOn(20)] },
  {
    area: 'due dates',
    query: 'When do the toll tags get charged?',
    mustContain: [dueOn(28)],
  },
];

// The first seed from 4040 up giving 38–39 dev questions (about 40 %) and at least 3 per area (chosen from the
// split alone, before any question was asked).
const SPLIT_SEED = 4055;
const DEV_SHARE = 0.4;

/** Each question with its id (area and index) and its set, by a fixed-seed draw. */
export const QUESTIONS: readonly (ChatQuestion & { set: 'dev' | 'held-out' })[] = (() => {
  const random = seededRandom(SPLIT_SEED);
  return ALL.map((question, index) => ({
    ...question,
    id: `${question.area.replace(/ /g, '-')}-${index + 1}`,
    set: random() < DEV_SHARE ? ('dev' as const) : ('held-out' as const),
  }));
})();
