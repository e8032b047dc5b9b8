// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-92`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product:
// questions typed fast on a phone by the owner (Jordan Carter, "my" and "i" are Jordan's), very
// short and lowercase, with abbreviations (acct, ins, bal, pmt, mo, yr, amt, #), slang, typos and
// dropped words, and nobody saying who they are. They ask for totals, single amounts, names,
// numbers and dates, spread over every area and many easy-to-miss fields of the demo household:
// category and per-person totals, balances, last four digits, owners, a VIN, a purchase date and
// price, loan rates and balances, holdings' quantities and values, primary and contingent
// beneficiaries, successor owners, policy carriers, numbers, cover and premiums, signing and
// review dates, titling and trust funding, people's roles in the documents, advisors' firms,
// emails, phones and access, guidebook contents and sharing, and monthly due days.
//
// When and how it was written. On 2026-12-03 between 06:41:21 and 06:43:59 UTC (from `date -u`,
// run at the first and last step), by a helper that read only: bench/chat-demo/questions.ts lines
// 1-120 (the ChatQuestion type, dueOn, the protocol); bench/chat-demo/held-out-6.ts lines 1-40
// and its last 15 lines (header style, export shape); bench/chat-demo/spellings.ts; every
// src/server/db/seed/demo-*.ts file; src/shared/finance/frequency.ts;
// src/server/modules/investments/account-values.ts; src/shared/investments/valuation.ts lines
// 1-80; src/shared/finance/asset-schemas.ts lines 1-60; src/shared/finance/categories.ts lines
// 1-80; and the "AI assistant" section of the product spec. It never opened, grepped, listed or
// searched anything under src/server/modules/ai-insights/ or test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; never listed bench/chat-demo/ nor
// opened any other file there; read no notes but its brief; ran no git command; and never ran the
// chat, the benchmark, the app, the tests or a full tsc.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts: obligations, accounts,
// homes, vehicles and the car loan in demo-catalog.ts, the mortgages' rates and terms in
// demo-household.ts, investments in demo-investment-catalog.ts, policies in
// demo-policy-catalog.ts, estate documents in demo-estate-catalog.ts and demo-estate.ts, the
// scanned documents' text in demo-documents.ts, advisors and access in demo-people.ts, guidebook
// entries and their sharing in demo-guidebook.ts), and src/shared/finance/frequency.ts for
// monthly equivalents. Declines ask for facts none of these hold.
//
// Slips. To find the spec's "AI assistant" section, the helper printed the list of the spec's
// headings (`grep -n '^#'`), so it saw the titles of the other sections, though none of their
// text. Nothing else outside the brief.
//
// Amounts. Every amount was worked out from the catalog with a throwaway Python script (decimal):
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12),
// summed then rounded once to cents; yearly figures as each charge times its charges per year; a
// holding as quantity × price rounded half up to cents; an account's value as its holdings'
// value, else its entered balance; printed as "$1,234.56". Where an amount may reasonably be
// given per charge, per month or per year, each is accepted; whole-dollar amounts use dollars()
// (with and without cents), monthly payments' dates dueOn, other dates dateSpellings, phones
// phoneSpellings. Each question was checked to have one right answer in the demo data.
//
// Protocol. Run once, at the end, by the lead. Never edit a question or its facts after an answer
// is seen, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined (Nido
// does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const WILLS_SIGNED = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we out per mo on bills total',
    mustContain: [['$11,164.78', '$133,977.39']],
  },
  {
    area: 'spending',
    query: 'kids stuff costs us wat a mo',
    mustContain: [['$1,944.17', ...dollars('23,330')]],
  },
  {
    area: 'spending',
    query: 'home categry total per mo?',
    mustContain: [['$7,188.22', '$86,258.60']],
  },
  {
    area: 'spending',
    query: 'how much do we spend on mia every mo',
    mustContain: [['$524.17', ...dollars('6,290')]],
  },
  {
    area: 'spending',
    query: 'whats the tesla costing us monthly',
    mustContain: [['$142.40', '$1,708.75']],
  },
  {
    area: 'spending',
    query: 'hoa fees both places per mo',
    mustContain: [dollars('675', '$8,100.00', '$8,100')],
  },
  {
    area: 'spending',
    query: 'utilites at the house a mo?',
    mustContain: [['$249.55', '$2,994.60']],
  },
  {
    area: 'spending',
    query: 'netflix + spotify together per mo',
    mustContain: [['$35.48', '$425.76']],
  },
  {
    area: 'spending',
    query: 'costco membrship how much',
    mustContain: [dollars('130', '$10.83')],
  },
  {
    area: 'spending',
    query: 'how much did we blow on groceries last mo',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'chase checkng bal?',
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query: 'last 4 on the amex',
    mustContain: ['8431'],
  },
  {
    area: 'accounts',
    query: 'whos name is the ally acct in',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on amex rn',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'honda loan rate n whats left on it',
    mustContain: ['4.9', dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'condo mortage bal',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'wells fargo mortgage rate?',
    mustContain: ['3.375'],
  },
  {
    area: 'accounts',
    query: 'vin for the tesla',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'when did we buy bluebonnet n wat did we pay',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000', '$520K')],
  },
  {
    area: 'accounts',
    query: 'whats my credit score rn',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'wats my 401k worth',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many msft shares we got',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query: 'vti value in alex roth',
    mustContain: [dollars('43,674')],
  },
  {
    area: 'investments',
    query: 'total across all investmnt accts',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'contingent benes on my 401k',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'who gets alex roth if alex dies',
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'how much in mias 529',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'successor ownr on the 529?',
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'how much cash just sitting in schwab',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: 'how much r we paying in fees on the 401k per yr',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'how much life ins do i have',
    mustContain: [dollars('1,000,000', '$1 million', '$1M')],
  },
  {
    area: 'policies',
    query: 'alex life ins who w/ n how much',
    mustContain: ['Haven Life', dollars('750,000', '$750K')],
  },
  {
    area: 'policies',
    query: 'health ins policy #',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'dwelling cover on home ins',
    mustContain: [dollars('610,000', '$610K')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the crv',
    mustContain: ['4410-22-918'],
  },
  {
    area: 'policies',
    query: 'contingent bene on my life policy',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query: 'wat do we pay for my life ins',
    mustContain: [dollars('960', '$80.00')],
  },
  {
    area: 'policies',
    query: 'home ins premium per yr',
    mustContain: [dollars('2,864', '$238.67')],
  },
  {
    area: 'policies',
    query: 'what yr was my term policy issued',
    mustContain: ['2019'],
  },
  {
    area: 'policies',
    query: 'deductible on the tesla ins?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'whos executor on my will',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: 'who gets the kids if we both die',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'when did we sign the wills',
    mustContain: [WILLS_SIGNED],
  },
  {
    area: 'estate documents',
    query: 'where the original of my will',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: 'succesor trustee?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'when did alex sign the directive to physicians',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'last time we reviewd the trust',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'anything still not put in the trust',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'how is chase checking titled',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'how much did hughes law charge us for the trust',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'danas #',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'email for our lawyer',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'wat firm is marcus at',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'wat access does marcus have',
    mustContain: [['read-only', 'read only', 'read access', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: 'sams cell',
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'priya email?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: 'who drafted our wills',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'whos my trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'priya related how',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'sams home address?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr # for the 401k',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the safe',
    mustContain: [['closet', 'office']],
  },
  {
    area: 'guidebook',
    query: 'who has the safe combo',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'wat happens w my gmail',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'gmail recovery phone is whose',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'when can alex read the letter to the kids',
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query: 'wat does the letter to mia n leo say',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'wats in the safe',
    mustContain: ['passport'],
  },
  {
    area: 'guidebook',
    query: 'alex # from first calls',
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'wifi pw at the house?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'wells fargo pmt due when',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'condo mortgage due?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'next car pmt',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'when does netflix hit',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: 'gas bill due date',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'toll tags charge when',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'when does the 529 contrib go out',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'gym membrship pmt date',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'alex life ins pmt when',
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'when does my drivers license expire',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-92 questions, each with its id (`h92-`, area and index). */
export const HELD_OUT_92: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h92-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
