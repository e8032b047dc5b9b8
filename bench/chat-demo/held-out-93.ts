// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-93`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product.
// The voice is that of someone carefully organising the family's affairs: complete, deliberate
// questions asking for comparisons ("which of the two … costs more"), totals over several named
// records, yes/no questions that need a named fact to settle them, who/when/where questions about
// the estate plan, the advisors and the guidebook, and questions that refer back with "it" or
// "that one" inside the same message. Questions in the first person are the owner's (Jordan
// Carter). They spread over the whole demo and its easy-to-miss fields: monthly due days, last
// four digits, owners, a VIN, purchase dates and prices, loan rates and balances, primary and
// contingent beneficiaries, titling, signing and review dates, people's roles in documents,
// advisors' firms, emails, phones and access, guidebook entries' contents and sharing modes,
// policies' carriers, cover and premiums, holdings' quantities and values, category totals.
//
// When and how it was written. On 2026-12-03 between 06:58:31 and 07:01:16 UTC (from `date -u`),
// by a helper working only from its brief. Read: bench/chat-demo/questions.ts lines 1-120 (the
// ChatQuestion type, dueOn and the protocol); bench/chat-demo/held-out-6.ts, its first 40 lines
// and its last 15 lines only (header style and export shape); bench/chat-demo/spellings.ts;
// src/server/db/seed/demo-*.ts (all of them); src/shared/finance/frequency.ts;
// src/server/modules/investments/account-values.ts; src/shared/investments/valuation.ts (first 80
// lines); src/shared/finance/asset-schemas.ts (first 60 lines); src/shared/finance/categories.ts
// (first 80 lines); the "AI assistant" section of the product spec; the brief. Never opened,
// grepped, listed or searched anything under src/server/modules/ai-insights/ or
// test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; never listed
// bench/chat-demo/; ran no git command, nor the chat, the benchmark, the app or the tests.
//
// Sources. The demo catalog and seeders (demo-catalog.ts: homes, vehicles, accounts, obligations
// and the car loan; demo-household.ts: the mortgages' rates; demo-investment-catalog.ts;
// demo-policy-catalog.ts; demo-estate-catalog.ts and demo-estate.ts: documents, people, funding
// and titling; demo-people.ts: advisors, access, trusted contact; demo-guidebook.ts;
// demo-documents.ts), with frequency.ts and valuation.ts for how amounts are worked out.
//
// Slips. None.
//
// Amounts. Worked out from the catalog with a throwaway Python script (decimal): monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents, yearly figures as twelve times the unrounded monthly sum; a holding as
// quantity × price rounded half away from zero to cents; an account's value as the sum of its
// holdings' values. Printed as "$1,234.56". Where an amount may reasonably be given per charge, per
// month or per year, each is accepted; dates of monthly payments use dueOn, other dates
// dateSpellings, phones phoneSpellings.
//
// Protocol. Run once, at the end, by the lead. Never edit a question or its facts after an answer
// is seen, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 answerable in each of the eight areas (72), plus 8 that must be
// declined (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const AFTER_THE_EVENT = ['after'];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      'Counting both its GEICO insurance and its Texas registration, what does the Tesla Model 3 cost us over a year?',
    mustContain: [['$1,708.75', '$142.40']],
  },
  {
    area: 'spending',
    query:
      'For the Bluebonnet house, what do the Wells Fargo mortgage, the Travis Heights HOA dues and the property tax come to together each month?',
    mustContain: [dollars('4,065', '$48,780', '$48,780.00')],
  },
  {
    area: 'spending',
    query:
      'Between its Chase mortgage and the Rainey Tower association dues, what does the Rainey Street condo cost us every month?',
    mustContain: [dollars('2,635', '$31,620', '$31,620.00')],
  },
  {
    area: 'spending',
    query:
      'How much do we spend on Mia each month if I add up her piano lessons, her soccer club and the contributions to her 529?',
    mustContain: [['$524.17', '$6,290.00', '$6,290']],
  },
  {
    area: 'spending',
    query:
      'Which costs us more each year, the Amazon Prime membership or the Costco membership, and what is each one?',
    mustContain: [dollars('139'), dollars('130')],
  },
  {
    area: 'spending',
    query:
      'What do the Austin Energy bill and the Texas Gas Service bill at the house add up to per month?',
    mustContain: [['$249.55', '$2,994.60']],
  },
  {
    area: 'spending',
    query:
      'Taken together, how much do Verizon, Spectrum, Netflix and Spotify Family cost us each month?',
    mustContain: [['$273.67', '$3,284.04']],
  },
  {
    area: 'spending',
    query: 'What is the monthly total of everything we have filed under the Other category?',
    mustContain: [['$515.09', '$6,181.04']],
  },
  {
    area: 'spending',
    query:
      'What does the Life Time Fitness family membership cost, and which card is it charged to?',
    mustContain: [dollars('219'), '8431'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B during October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "Which holds more money, the Chase Premier Savings account or Alex's Ally emergency fund, and what is the larger balance?",
    mustContain: [dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      'What is the combined balance of our two Chase accounts, the Total Checking and the Premier Savings?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query:
      'What are the last four digits of the Ally Bank emergency fund, and whose name is that account in?',
    mustContain: ['9034', 'Alex'],
  },
  {
    area: 'accounts',
    query:
      'What is the current balance on the American Express Blue Cash Preferred card, and who holds that one?',
    mustContain: ['$2,340.18', 'Alex'],
  },
  {
    area: 'accounts',
    query:
      'What interest rate are we paying on the Honda Financial Services car loan, and how much of it is still outstanding?',
    mustContain: [['4.9', '4.90'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      'What is the interest rate on the mortgage for the Rainey Street condo, and what is its remaining balance?',
    mustContain: ['6.25', dollars('298,100')],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Bluebonnet house, and on what date did we buy it?',
    mustContain: [dollars('520,000'), dateSpellings(2018, 5, 22)],
  },
  {
    area: 'accounts',
    query: 'What is the VIN of our 2019 Tesla Model 3?',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'Which bank is the family HSA held at, and how much is in it right now?',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What is the credit limit on the American Express Blue Cash Preferred card?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Which is worth more at the moment, Alex's Vanguard Roth IRA or our joint Schwab brokerage account, and what is each worth?",
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query:
      'How many shares of Microsoft do we hold in the joint brokerage, and what is that position worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'What is my Dell 401(k) at Fidelity worth in total, across all of its funds?',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'Who are the contingent beneficiaries on my Dell 401(k), and what share does each of them receive?',
    mustContain: ['Mia', 'Leo', ['50%', '50 %', '50 percent', 'half']],
  },
  {
    area: 'investments',
    query: "How many tuition units does Mia's 529 hold, and what are they worth?",
    mustContain: ['120', dollars('15,600')],
  },
  {
    area: 'investments',
    query: "Who is named as successor owner of Mia's 529 plan?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'What are the Apple, Microsoft and SCHD positions in the Schwab brokerage worth together, leaving out the cash sweep?',
    mustContain: [dollars('45,603')],
  },
  {
    area: 'investments',
    query:
      'Who inherits the Schwab joint brokerage under its transfer-on-death registration, and what are the last four digits of that account?',
    mustContain: ['Mia', 'Leo', '4821'],
  },
  {
    area: 'investments',
    query:
      "What are all four of our investment accounts worth together: the 401(k), the Roth IRA, the brokerage and Mia's 529?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'How much did the Roth IRA pay out in dividends during the last tax year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      'Which of our two cars costs more to insure with GEICO, and what is the premium on that one?',
    mustContain: ['Tesla', dollars('812', '$135.33')],
  },
  {
    area: 'policies',
    query: 'How much life insurance cover do Alex and I have between our two policies?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on my Northwestern Mutual life policy?',
    mustContain: [['Carter Family Revocable Trust', 'family trust', 'revocable trust']],
  },
  {
    area: 'policies',
    query:
      "What is the policy number of Alex's Haven Life policy, and what does that one cost each month?",
    mustContain: ['HL0774412', '$41.50'],
  },
  {
    area: 'policies',
    query:
      'How much dwelling coverage does the State Farm policy on the Bluebonnet house provide, and what is its annual premium?',
    mustContain: [dollars('610,000'), dollars('2,864', '$238.67')],
  },
  {
    area: 'policies',
    query: 'Which carrier provides our health insurance, and what is the policy number?',
    mustContain: ['Blue Cross', 'BCX448102937'],
  },
  {
    area: 'policies',
    query: 'What are the GEICO policy numbers for the Honda CR-V and for the Tesla?',
    mustContain: ['4410-22-918', '4410-22-919'],
  },
  {
    area: 'policies',
    query: 'In what year was my Northwestern Mutual term policy issued, and how long is its term?',
    mustContain: ['2019', ['20-year', '20 year', '20 years', 'twenty']],
  },
  {
    area: 'policies',
    query: 'What do the two life insurance policies cost us together over a year?',
    mustContain: [dollars('1,458', '$121.50')],
  },
  {
    area: 'policies',
    query: 'What is the deductible on the GEICO policy for the Honda CR-V?',
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'When did Alex and I sign our wills, and where are the originals kept?',
    mustContain: [MARCH_14_2023, 'safe'],
  },
  {
    area: 'estate documents',
    query:
      'Is the revocable trust funded with the Rainey Street condo, or which property does it actually hold?',
    mustContain: ['Bluebonnet'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the Carter Family Revocable Trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'Under my will, who would become guardian of Mia and Leo, and who is the alternate?',
    mustContain: ['Priya', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'On what date did Alex sign their living will, the directive to physicians?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'When were our wills and the trust last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      'Who is the agent under my healthcare power of attorney, and who steps in if that person cannot act?',
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who is the alternate agent on my durable financial power of attorney?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'How is our Chase Total Checking account titled?',
    mustContain: [['JTWROS', 'right of survivorship', 'joint tenants']],
  },
  {
    area: 'estate documents',
    query: 'What are the names of the two witnesses who signed my will?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'Which firm is Dana Hughes with, and what is her phone number?',
    mustContain: ['Hughes Law', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which of our two advisors has access to Nido, and at what level?',
    mustContain: ['Marcus', 'read'],
  },
  {
    area: 'people',
    query: "What is Sam Carter's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "What is Priya Shah's phone number, and how is she related to the family?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'sister'],
  },
  {
    area: 'people',
    query: 'Who prepares our tax return, and at which firm does that person work?',
    mustContain: ['Marcus', ['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'What is the email address for our attorney, Dana Hughes?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Who is the primary trusted contact on my account?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'What roles does Sam Carter hold across our wills and the trust?',
    mustContain: ['executor', 'guardian', 'trustee'],
  },
  {
    area: 'people',
    query: 'What phone number do we have for our CPA?',
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "What is Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'Who is the first person listed in the guidebook under who to call first, and what is that number?',
    mustContain: ['Alex', phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'Where is the fireproof safe, and who has its combination?',
    mustContain: ['closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query:
      'What does the guidebook say should happen to my Gmail account, and whose phone is its recovery phone?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'Alex'],
  },
  {
    area: 'guidebook',
    query: 'When will Alex be able to read the letter I wrote for Mia and Leo?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'When does Marcus Lee get to see the guidebook entry about the fireproof safe?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries will our CPA never be able to see?',
    mustContain: ['Gmail', ['Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: 'In the letter to the children, what does it ask them to do on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills and the trust, what else is kept in the fireproof safe?',
    mustContain: [['car titles', 'titles'], 'passports'],
  },
  {
    area: 'guidebook',
    query: "What is the password to Jordan's Gmail account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'When is the next Wells Fargo mortgage payment due, and how much will it be?',
    mustContain: [dueOn(1), dollars('2,845')],
  },
  {
    area: 'due dates',
    query: 'When will the next Honda car payment come out of checking?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Which is charged sooner, Netflix or Spotify Family, and on what dates is each one due?',
    mustContain: [dueOn(7), dueOn(11)],
  },
  {
    area: 'due dates',
    query: 'When is the next payment due on the Chase mortgage for the condo?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When will Bright Horizons next take Leo's preschool tuition?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query:
      'When is the Austin Energy bill next paid, and what are the last four digits of the account it comes from?',
    mustContain: [dueOn(18), '8842'],
  },
  {
    area: 'due dates',
    query: 'When is the next Life Time Fitness membership charge?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'When do the Texas Gas Service bill and the Spectrum internet bill next come out?',
    mustContain: [dueOn(22), dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'When is the next toll tag charge, and how much is that one?',
    mustContain: [dueOn(28), '$23.50'],
  },
  {
    area: 'due dates',
    query: "When is Mia's next dentist appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-93 questions, each with its id (`h93-`, area and index). */
export const HELD_OUT_93: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h93-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
