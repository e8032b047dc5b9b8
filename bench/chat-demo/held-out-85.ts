// An eighty-fifth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-85`.
//
// Why. One more fresh set nobody has tuned against, in a mixed voice: the questions are typed by
// everyone who shares the family's one Nido sign-in — Jordan on a phone (terse, lowercase, typos),
// Alex, Jordan's brother Sam and Jordan's parents helping while Jordan is ill, the executor and
// the successor trustee after Jordan's death, the attorney Dana Hughes, the CPA Marcus Lee, a
// financial planner, and Jordan or Alex at a desk asking across records. Some say who they are.
// They lean on fields a family really needs and that are easy to miss: monthly due days, the last
// four of an account number, review and signing dates, how guidebook entries are shared, who
// holds copies, how the house and accounts are titled, contingent beneficiaries and addresses.
//
// When and how it was written. On 2026-12-02 between 13:16:03 and 13:20:03 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/
// and opened in it only questions.ts lines 1-120 (types, dueOn, protocol), held-out-6.ts its
// first 40 and last 15 lines (header style and export shape) and spellings.ts; who opened no
// other notes than the brief, ran no git command, and never ran the chat, the benchmark, the app,
// the tests or a full tsc (the file was only loaded once with tsx from /tmp to count its
// questions and ids).
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts), src/shared/finance/
// frequency.ts, src/server/modules/investments/account-values.ts, src/shared/investments/
// valuation.ts (first 80 lines), src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines) and the product spec's "AI assistant" section.
//
// Slips. None.
//
// Amounts. Every amount was worked out from the catalog with a throwaway Python script using
// exact decimals: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6,
// yearly /12), summed then rounded once to cents; a holding as quantity × price rounded half away
// from zero to cents; an account's value as its holdings' value, else its entered balance; the
// HSA is never counted as an investment. Amounts print as "$1,234.56" (whole dollars through
// `dollars`); where an amount may reasonably be stated per charge, per month or per year, each is
// accepted. Dates of monthly payments use dueOn, other dates dateSpellings, phones
// phoneSpellings. Nothing depends on when the demo was seeded beyond monthly due days.
// First-person questions without a name are Jordan's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const AUGUST_1_2021 = dateSpellings(2021, 8, 1);
const MAY_22_2018 = dateSpellings(2018, 5, 22);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying austin energy',
    mustContain: ['$187.40'],
  },
  {
    area: 'spending',
    query: 'Alex here. What are the HOA dues for the Bluebonnet house, the Travis Heights one?',
    mustContain: [dollars('450', '$150.00', '$150', '$1,800.00', '$1,800')],
  },
  {
    area: 'spending',
    query:
      "This is Sam, Jordan's brother, sorting the bills while Jordan is sick. What gets charged to the Amex card instead of the checking account, and what does all of that come to per month?",
    mustContain: [['$1,062.92', '$12,755.04']],
  },
  {
    area: 'spending',
    query: 'What do the two GEICO car insurance bills come to together?',
    mustContain: [['$250.17', '$1,501.00', '$1,501', '$3,002.00', '$3,002']],
  },
  {
    area: 'spending',
    query:
      "We're Jordan's parents, keeping the house running while Jordan's in the hospital. How much is the gas bill at the Bluebonnet house?",
    mustContain: ['$62.15'],
  },
  {
    area: 'spending',
    query:
      'Putting together piano, soccer and the college savings contribution, what is Mia costing us a month?',
    mustContain: [['$524.17', '$6,290.00', '$6,290']],
  },
  {
    area: 'spending',
    query:
      "I'm the Carters' financial planner. What do their two mortgage payments add up to each month?",
    mustContain: [dollars('4,955', '$59,460.00', '$59,460')],
  },
  {
    area: 'spending',
    query: 'whats verizon run us',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      "As Jordan's executor I'm winding down memberships. What are the gym and the Spotify plan each costing per month?",
    mustContain: ['$219.00', '$19.99'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'last 4 of the ally acct?',
    mustContain: ['9034'],
  },
  {
    area: 'accounts',
    query: 'Of our bank accounts, leaving investments aside, which one has the most money in it?',
    mustContain: ['Premier Savings', dollars('42,000')],
  },
  {
    area: 'accounts',
    query:
      "Jordan's mom here. What's the full street address of the condo Jordan rents out? I need to send the tenant a letter.",
    mustContain: ['88 Rainey', '1204'],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee, CPA. How much is still owed on the Honda auto loan, and at what interest rate?',
    mustContain: [dollars('14,220'), '4.9'],
  },
  {
    area: 'accounts',
    query:
      'How much do we have sitting in the bank right now, checking plus both savings accounts? Leave the HSA out.',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor. What's the balance on the American Express card, and what are the last four digits of it?",
    mustContain: ['$2,340.18', '8431'],
  },
  {
    area: 'accounts',
    query: 'how much is left on the mortgage for the rainey st condo',
    mustContain: [dollars('298,100')],
  },
  {
    area: 'accounts',
    query: "Alex asking: what's in the health savings account at the moment?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "Using Nido's estimate of the house's value and what we still owe Wells Fargo, how much equity do we have in the Bluebonnet house?",
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: "What's the routing number on the Chase checking account?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'whats my 401k worth rn',
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here — how many shares of VTI do I hold in my Roth IRA?',
    mustContain: ['145'],
  },
  {
    area: 'investments',
    query:
      "I'm the successor trustee. Who are the contingent beneficiaries on Jordan's Fidelity 401(k), and how is it split between them?",
    mustContain: [
      'Mia',
      'Leo',
      ['50%', '50 %', '50/50', 'half', 'equally', 'equal shares', 'evenly'],
    ],
  },
  {
    area: 'investments',
    query:
      'Financial planner here. What are the Carters’ two retirement accounts worth put together, the 401(k) and the Roth?',
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: "Which is worth more: Alex's Roth IRA or our joint Schwab brokerage account?",
    mustContain: ['Roth', '$54,362.00'],
  },
  {
    area: 'investments',
    query:
      "For the Carters' taxes: what's the unrealized gain on the Microsoft shares in their joint brokerage?",
    mustContain: ['$4,263.00'],
  },
  {
    area: 'investments',
    query: "This is Sam. How much is in Mia's 529 college account now?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "if i die who becomes the owner of mia's 529?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query:
      'How is the Charles Schwab brokerage account registered, and who does it go to once both Jordan and Alex have died?',
    mustContain: [['JTWROS', 'right of survivorship'], 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'What employer match does Dell put into the 401(k)?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'who insures the crv and whats the policy #',
    mustContain: ['GEICO', '4410-22-918'],
  },
  {
    area: 'policies',
    query: "Alex here. What's the death benefit on Jordan's Northwestern Mutual policy?",
    mustContain: [['$1,000,000', '$1 million', '$1M']],
  },
  {
    area: 'policies',
    query:
      "I'm handling Jordan's estate. If Jordan can't take it, who is next in line on Alex's Haven Life policy?",
    mustContain: [['Carter Family Revocable Trust', 'Carter Family Trust']],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Jordan and Alex have between the two of them?',
    mustContain: [['$1,750,000', '$1.75 million', '$1.75M']],
  },
  {
    area: 'policies',
    query:
      "We're at the hospital with Jordan and the front desk wants the Blue Cross policy number. What is it?",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      'Marcus Lee here. What do the two life insurance premiums cost the Carters in a year, combined?',
    mustContain: [dollars('1,458', '$121.50')],
  },
  {
    area: 'policies',
    query: 'how long is the term on my northwestern life policy',
    mustContain: [['20-year', '20 year', '20 years', 'twenty years', 'twenty-year']],
  },
  {
    area: 'policies',
    query: 'Do we carry an umbrella policy, and what does it cost?',
    mustContain: [dollars('385', '$32.08')],
  },
  {
    area: 'policies',
    query: 'Is our Blue Cross health plan an HMO or a PPO?',
    mustContain: ['PPO'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our Blue Cross health plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Dana Hughes here. What date did Jordan sign the will on?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query:
      "As executor I need the original of Jordan's will. Where is it kept, and does anyone else have a copy?",
    mustContain: ['safe', ['Hughes Law', 'Dana Hughes']],
  },
  {
    area: 'estate documents',
    query: "Who's named executor in Jordan's will if Alex can't do it?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam, the successor trustee. Which account still has to be retitled into the Carter Family Revocable Trust?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'who gets the kids if something happens to both of us',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "On Alex's medical power of attorney, who makes the health care decisions if Jordan isn't able to?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians — Alex's living will?",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'How is title to the Bluebonnet house held?',
    mustContain: ['trust'],
  },
  {
    area: 'estate documents',
    query:
      'Looking over all our estate documents: which one is only marked signed, not witnessed or stored?',
    mustContain: ['Alex', ['living will', 'directive']],
  },
  {
    area: 'estate documents',
    query: "What's the tax ID number (EIN) of the Carter Family Revocable Trust?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'priyas email?',
    mustContain: ['priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "This is Jordan's dad. What's the phone number for Jordan's lawyer?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which accounting firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "Alex here, need to reach Sam — what's his cell?",
    mustContain: [phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: 'Who is set up as the trusted contact on this Nido household?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "I'm the executor; what email do we have on file for the family's attorney?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Financial planner here. Which professional advisors do the Carters already work with?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'What month does Marcus usually do our taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us, and what roles does she have in our plans?',
    mustContain: ['sister', 'guardian'],
  },
  {
    area: 'people',
    query: "What's Priya Shah's mailing address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Alex here. What number does the guidebook give for the Dell HR benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "We're looking for Jordan's fireproof safe. Whereabouts in the house is it?",
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'I have the safe in front of me but not the combination. Who has it?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. Which of the guidebook entries am I able to see today?',
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries are never shared with Marcus, the CPA?',
    mustContain: ['Gmail', ['For Mia and Leo', 'letter']],
  },
  {
    area: 'guidebook',
    query: 'whose phone is the recovery number on my gmail',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom here. In the letter for Mia and Leo, what does Jordan ask the kids to do on Sundays?",
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: 'What all is kept inside the fireproof safe?',
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'What does the guidebook say about Jordan’s funeral wishes?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does netflix come out',
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query: "We're Jordan's parents. When does the Honda car payment come out of the account?",
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Which bills get paid on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'As executor: when were the wills last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'due dates',
    query: 'Marcus Lee here. When did the Honda loan start, and how long is its term?',
    mustContain: [AUGUST_1_2021, ['60 months', '60-month', '5 years', 'five years', '5-year']],
  },
  {
    area: 'due dates',
    query: 'When did we buy the Bluebonnet house?',
    mustContain: [MAY_22_2018],
  },
  {
    area: 'due dates',
    query: "Sam here. What day does the condo's mortgage payment to Chase go out?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Of all our autopays, which one comes out latest in the month, and on what day?',
    mustContain: [['Central Texas Regional Mobility Authority', 'toll'], dueOn(28)],
  },
  {
    area: 'due dates',
    query:
      'Financial planner here. On what day of the month is the 529 contribution for Mia drafted?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When is the Tesla due for its next state inspection?',
    mustContain: [],
    decline: true,
  },
];

/** The held-out-85 questions, each with its id (`h85-`, area and index). */
export const HELD_OUT_85: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h85-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
