// A forty-fifth held-out set for the AI chat on the demo household (issue 40 goal), `held-out-45`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed the way the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the alternate executor; Marcus Lee, the
// CPA) write to a family-finance assistant in an ordinary month: short and long, casual and
// formal, some typos, records named partially or informally (by institution, nickname, category,
// purpose or whose they are), asking for amounts, totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household.
//
// When and how it was written. On 2026-12-01 between 10:31:06 and 10:33:31 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), nor test/ai-insights/, nor docs/ARCHITECTURE.md, nor bench/README.md, nor
// bench/chat-demo.ts, nor git log messages, and who never ran git, the chat, the benchmark, the
// app or the tests. In bench/chat-demo/ it read only questions.ts lines 1-120 (types, dueOn and
// protocol), spellings.ts, and held-out-6.ts lines 1-40 and its last 15 lines (header shape, how
// ids are made). Beyond the allowed list: one `ls` of the helper's first command listed the file
// names in bench/chat-demo/ (no file there was opened beyond the above), and
// src/server/db/seed/create-demo-user.ts (the owner's sign-in; no facts used from it) was read
// along with the seed files. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/asset-schemas.ts (first 60 lines), src/shared/finance/categories.ts (first 80
// lines), src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// and the AI Insights section of ../shared/spec/product-spec.md.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed
// then rounded once to cents; a holding as quantity × price rounded half away from zero to cents;
// an account's value as its holdings' value, else its entered balance; net worth as
// household-summary.ts defines it (accounts + investments + properties − loans − credit-card
// balances, with both mortgages and the Honda loan as loans). Printed as "$1,234.56"; whole-dollar
// amounts accept both "$1,234.00" and "$1,234". Dates of monthly payments use dueOn (only monthly
// payments are asked about, since the next date of a quarterly or yearly one depends on when the
// demo was seeded); other dates accept several spellings. Questions in the owner's voice ("my
// 401k") are Jordan's; where Alex speaks, the record is named so that it reads the same for
// either spouse.
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
    query: 'netflix + spotify together, how much a month?',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query:
      'For my working papers: what is the annual property tax on the Bluebonnet Lane home, and which office is it paid to?',
    mustContain: [dollars('12,840'), 'Travis County'],
  },
  {
    area: 'spending',
    query: 'what do utilites run us per month, austin energy plus the gas company',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "Alex mentioned Leo's preschool is pricey. What does it actually cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'which costs us more monthly, the car stuff or insurance? give me both numbers pls',
    mustContain: ['$771.58', '$745.73'],
  },
  {
    area: 'spending',
    query: "how many bills are sitting in the 'other' category and what do they add up to monthly",
    mustContain: [['7', 'seven'], '$515.09'],
  },
  { area: 'spending', query: 'verizon famly plan cost?', mustContain: ['$148.20'] },
  {
    area: 'spending',
    query: 'What does the Rainey condo cost us every month between the mortgage and the HOA dues?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'Roughly what do Jordan and Alex spend on Mia a month — piano, soccer, the 529 contribution, all of it?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'how much did we drop on groceries at HEB in october',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'hows the ally emergency fund looking, what is in it rn',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "What's the current balance on Alex's Amex?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Please provide the combined balance of the Chase checking and Chase savings accounts.',
    mustContain: ['$60,450.33'],
  },
  { area: 'accounts', query: 'Whose name is the HSA under?', mustContain: ['Jordan'] },
  {
    area: 'accounts',
    query: "ok big picture. what's our net worth right now?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe wells fargo on the house',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      "What's the Bluebonnet house worth these days compared with what they paid for it back in 2018?",
    mustContain: [dollars('685,000'), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: 'which of our bank accounts has the most money in it',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      'What interest rate is the Honda auto loan at, and what is the remaining principal balance?',
    mustContain: ['4.9', dollars('14,220')],
  },
  {
    area: 'accounts',
    query: "what's my credit score these days?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  { area: 'investments', query: "what's my 401k at", mustContain: ['$154,007.81'] },
  {
    area: 'investments',
    query: 'which is worth more rn, the vanguard roth or the schwab joint acct?',
    mustContain: ['Roth', dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: 'What is the aggregate market value of all of the household’s investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How many Apple shares are in their brokerage, and what are they worth today?',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'whats our single biggest holding',
    mustContain: [['FXAIX', 'Fidelity 500'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: 'is there any uninvested cash just sitting in the schwab account? how much?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query:
      'If Jordan and Alex were both gone, who would the joint brokerage go to? Is there a TOD on it?',
    mustContain: ['Mia', 'Leo'],
  },
  { area: 'investments', query: 'mias 529 balance?', mustContain: [dollars('15,600')] },
  {
    area: 'investments',
    query: 'Across all holdings, what is the total unrealized gain over cost basis?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'whats the expense ratio on SCHD',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "how much is jordan's life insurance policy for",
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: "whos the primary beneficiary on alex's haven life policy",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What is the policy number on the State Farm homeowners policy?',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do they carry on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'which company insures the tesla + whats the policy #',
    mustContain: ['GEICO', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'how many insurance policies have we got saved in here?',
    mustContain: [['6', 'six']],
  },
  {
    area: 'policies',
    query: 'What do the two term life policies cost the household per year, combined?',
    mustContain: [dollars('1,458')],
  },
  {
    area: 'policies',
    query: "Who is the family's health insurance through, and what's the monthly premium?",
    mustContain: ['Blue Cross', dollars('618')],
  },
  {
    area: 'policies',
    query: 'what do we pay geico in a year for both cars',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query: "what's the deductible on our BCBS plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's the executor on Jordan's will? And am I (Sam) listed as the backup?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'when did we sign our wills again',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'where r the original wills kept',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'who gets the kids if something happens to both of us',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query:
      'Who are the trustees of the Carter Family Revocable Trust, and who is named successor trustee?',
    mustContain: ['Jordan', 'Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'is there anything we still need to move into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "On Alex's healthcare power of attorney, who's next in line after Jordan?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians? I heard it's older than the wills.",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'When were the wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'at what age do the kids get their share of the trust outright?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes phone number pls',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "what's marcus's number, the cpa guy",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: 'Do you have an email address for Priya?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'what kind of access does our accountant have to all this',
    mustContain: [['read', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'Who is listed as the trusted contact for this household?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'sams cell?',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'which law firm did our wills',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'who are the advisors we have in nido and what does each of them do?',
    mustContain: ['Dana Hughes', ['attorney', 'lawyer'], 'Marcus Lee', 'CPA'],
  },
  {
    area: 'people',
    query: 'How much does Dana Hughes charge per hour?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'who did i put on the call-first list in the guidebook',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe, and who has the combo?',
    mustContain: ['office closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query: "what's inside the safe besides the wills?",
    mustContain: ['trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: "what does the guidebook say to do w/ jordan's gmail",
    mustContain: [['memorialize', 'memorialise'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'is there a letter to the kids in the guidebook? who is it adressed to',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'how many guidebook entries has jordan written so far',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: "What is Alex's phone number, per the first-calls page?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "what's the wifi password at the bluebonnet house?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  { area: 'due dates', query: 'when does netflix charge us next', mustContain: [dueOn(7)] },
  { area: 'due dates', query: 'honda payment due when?', mustContain: [dueOn(10)] },
  {
    area: 'due dates',
    query:
      'On what date is the next Chase Home Lending payment on the rental condo scheduled to be drawn?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's the Verizon bill due, and how much is it?",
    mustContain: [dueOn(20), '$148.20'],
  },
  {
    area: 'due dates',
    query: 'which bills come out on the 1st?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'how much total leaves checking on the first of the month',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: 'when does the 529 contribution for mia go out',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Spectrum internet autopay?',
    mustContain: [dueOn(12)],
  },
  { area: 'due dates', query: 'toll tag charge date?', mustContain: [dueOn(28)] },
  {
    area: 'due dates',
    query: "when's Leo's next checkup at the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-45 questions, each with its id (`h45-`, area and index). */
export const HELD_OUT_45: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h45-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
