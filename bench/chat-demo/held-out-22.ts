// A twenty-second held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-22`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, asked this time in the voice of the people who help the family rather than the owner:
// the executor named in the estate documents, an adult child settling affairs after a death or
// during an incapacity, and the family's advisors (estate attorney, CPA, financial planner)
// getting ready for a meeting. Short and long, blunt and polite, a few typos and missing
// punctuation, records named partially or informally, Jordan and Alex named in the third person;
// totals, comparisons, counts, yes/no and who/when/where/which answers, several-part questions,
// spread over many records and fields of the demo household.
//
// When and how it was written. On 2026-11-30 between 17:05:29 and 17:10:00 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ (the chat engine) nor test/ai-insights/, nor
// docs/ARCHITECTURE.md, nor bench/README.md, nor bench/chat-demo.ts; who never listed the folder
// bench/chat-demo/ and never read the earlier question sets beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts; held-out-6.ts lines 1-40,
// its header and helpers, and its last 15 lines, how its ids are made); who never ran git log,
// git diff, git status or git show; and who never ran the chat, any benchmark, the app or the
// tests. Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts,
// src/shared/finance/asset-schemas.ts, src/shared/finance/categories.ts and the product spec's AI
// Insights section. Every amount was worked out from the catalog, by the rules those files define
// (monthly equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to
// cents; a holding as quantity × price rounded half away from zero to cents; an account's value
// as its holdings' value, else its entered balance; net worth as accounts + investments +
// properties − loans − credit-card balances), checked with a throwaway script outside the
// repository and printed as "$1,234.56". Where an amount may reasonably be stated two ways (per
// charge or per month, with or without cents), both are accepted; dates of monthly payments use
// dueOn, other dates several spellings (dateSpellings), phone numbers phoneSpellings.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const MAY_22_2018 = dateSpellings(2018, 5, 22);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      "I'm the executor for Jordan's estate and trying to get a handle on the fixed costs. What do the utilities at the Bluebonnet house run per month, electric and gas together?",
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      'helping alex out while jordan is in rehab. how much a month goes to mia between piano soccer and her 529',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      'Preparing for our planning meeting with the Carters: what are the total monthly carrying costs of the Rainey Street condo, mortgage plus association dues?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query:
      'What does the Tesla cost them per month once you spread the insurance and the registration out over the year?',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'verizon bill - how much is it and how many lines are on it?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "Jordan passed last week and I'm sorting out the credit card. Which recurring charges go on Alex's Amex, and what do they come to per month all together?",
    mustContain: ['$1,062.92', 'GEICO', 'Verizon'],
  },
  {
    area: 'spending',
    query:
      'How much are the GEICO premiums for both cars combined? A monthly figure is fine, or per six months.',
    mustContain: [['$250.17', '$1,501.00', '$1,501']],
  },
  {
    area: 'spending',
    query:
      'Which costs the family more in a year, the homeowners insurance or the umbrella policy, and by how much?',
    mustContain: ['homeowner', [...dollars('2,479'), '$206.58']],
  },
  {
    area: 'spending',
    query:
      'how many of their bills are NOT on autopay? I need to know what someone has to pay by hand now, list them',
    mustContain: [['7', 'seven'], 'Travis County', 'Piano'],
  },
  {
    area: 'spending',
    query:
      'The CPA wants a rough number: what did the Carters spend on groceries and eating out in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's the balance in the joint Chase checking?",
    mustContain: ['$18,450.33'],
  },
  {
    area: 'accounts',
    query:
      "I'm drafting an asset schedule for Alex. Which bank accounts or cards are in Alex's name alone, and what are their balances?",
    mustContain: ['Ally', dollars('25,300'), '$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'family HSA - who holds it and how much is in there',
    mustContain: ['HSA Bank', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'total cash across the checking and both savings accounts pls',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query:
      "For the estate inventory I'm putting together as executor: what is the household's net worth right now, the way Nido figures it?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'Last four digits of the Chase Premier Savings account number?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the Honda car loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      "What's the combined mortgage balance on both properties? The lender called asking and I don't have it in front of me",
    mustContain: [dollars('710,480')],
  },
  {
    area: 'accounts',
    query:
      "How much equity is in the Bluebonnet house, meaning Nido's estimated value minus what's left on the mortgage?",
    mustContain: [dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'What interest rate (APY) is the Ally emergency fund earning at the moment?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's Jordan's Dell 401(k) worth today?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Which is worth more, Alex's Roth IRA or the joint Schwab brokerage account? And by how much?",
    mustContain: ['Roth', dollars('9')],
  },
  {
    area: 'investments',
    query: 'how many msft shares are in the brokerage and what are they worth',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query:
      "I'm the family's financial planner, ahead of Thursday's review. Total value of everything on the Investments side, so the 401(k), the Roth, the brokerage and the 529, please.",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Who is the successor owner on Mia's 529, and what's the account worth?",
    mustContain: ['Alex', dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'unrealized gain on the Apple shares?',
    mustContain: [dollars('5,250')],
  },
  {
    area: 'investments',
    query:
      "Jordan's 401k beneficiaries: who is primary, who are the contingents and how is it split between them?",
    mustContain: ['Alex', 'Mia', 'Leo', ['50%', '50/50', '50 percent', 'half']],
  },
  {
    area: 'investments',
    query:
      'Our CPA asks whether anything in the 401(k) is below its cost basis. Which fund, and by how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How much cash is sitting in the Schwab sweep?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query:
      'How much has Jordan put into the Dell 401(k) so far this year, and is the company match maxed out?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance is there on Jordan, and with which company?',
    mustContain: [['$1,000,000', '$1 million', '$1M', '1,000,000'], 'Northwestern Mutual'],
  },
  {
    area: 'policies',
    query: "alex's life policy number? the haven one",
    mustContain: ['HL0774412'],
  },
  {
    area: 'policies',
    query:
      'Sorry to ask this bluntly, but if both Jordan and Alex were gone, who would collect the life insurance money?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'Add up the life insurance face amounts on both spouses for me.',
    mustContain: [['$1,750,000', '$1.75 million', '$1.75M', '1,750,000']],
  },
  {
    area: 'policies',
    query: 'Dwelling coverage on the house policy, and the policy #?',
    mustContain: [dollars('610,000'), '53BX901244'],
  },
  {
    area: 'policies',
    query:
      'Jordan is in the hospital and billing wants the health insurance details. What is the Blue Cross policy number?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'GEICO policy number for the Tesla',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "What does Alex pay each month for the Haven Life term policy, and what does Jordan's Northwestern Mutual premium cost per year?",
    mustContain: ['$41.50', dollars('960')],
  },
  {
    area: 'policies',
    query: 'Do they carry an umbrella policy? who with and what is the premium',
    mustContain: ['State Farm', dollars('385')],
  },
  {
    area: 'policies',
    query: "What's the deductible and the out-of-pocket maximum on the family's Blue Cross plan?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who is named executor in Jordan's will, and who's the backup if they can't serve?",
    mustContain: ['Alex', 'Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of jordans will kept',
    mustContain: ['safe', 'Bluebonnet'],
  },
  {
    area: 'estate documents',
    query:
      'Who takes over as trustee of the family trust if Jordan and Alex both become unable to serve?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "As their estate attorney I'm checking funding. Which assets have actually been put into the revocable trust, and which one still has to be retitled?",
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "When did Alex sign the directive to physicians? I think it's older than the wills.",
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Jordan is in the ICU and Alex can't be reached. Under Jordan's medical power of attorney, who is next in line to make health care decisions?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who's the backup agent on Jordan's durable financial power of attorney?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      'How is the joint Chase checking account titled? Trying to work out whether it goes through probate.',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query: 'When were the wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'At what age does the Carter family trust let Mia and Leo take their shares outright?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "Who's the estate attorney, and what's the phone number?",
    mustContain: ['Dana Hughes', phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: "who does the carters' taxes and at what firm",
    mustContain: ['Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query:
      'I need to reach Sam Carter about the executor paperwork. Could you give me his phone number and email?',
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Priya Shah: how is she related to the family, and what's her number?",
    mustContain: ['sister', phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      'If something happened to both Jordan and Alex, who would raise Mia and Leo? And who is the backup?',
    mustContain: ['Priya Shah', 'Sam Carter'],
  },
  {
    area: 'people',
    query: "What's Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'what year did Dana Hughes draft the wills and trust, and does she keep copies',
    mustContain: ['2023'],
  },
  {
    area: 'people',
    query: 'What month does Marcus Lee usually prepare the joint return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "Which of the family's advisors has been given access to Nido, and which has not?",
    mustContain: ['Marcus Lee', 'Dana Hughes'],
  },
  {
    area: 'people',
    query: 'How old are Mia and Leo exactly? I need their birthdays for the court filing.',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "What's the Dell HR number for the 401(k) and the group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account, and when?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "I'm handling the cars for the estate. Are the car titles in the safe, and what else is kept in there?",
    mustContain: ['titles', 'passports', 'trust'],
  },
  {
    area: 'guidebook',
    query: "Jordan's 'who to call first' note: what's the number it gives for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: "whose phone is the recovery phone on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'How many entries has Jordan written in the family guidebook so far?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'In the letter Jordan left for Mia and Leo, who did Jordan ask them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail? We need to get in for the bills.",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the next Wells Fargo mortgage payment coming out?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'The condo mortgage with Chase, what day does it draft?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'when does the honda payment hit',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query:
      "I'm moving money into the checking account to cover things after Jordan's death. Which bills come out on the 1st of the month?",
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'Next Austin Energy autopay date?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Mia's monthly 529 contribution taken, and how much is it?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: "When does Alex's Haven Life premium come out next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query:
      'For the basis calculation: when did the Carters buy the Bluebonnet house, and what did they pay for it?',
    mustContain: [MAY_22_2018, dollars('520,000')],
  },
  {
    area: 'due dates',
    query: 'verizon and spectrum - when does each one come out',
    mustContain: [dueOn(20), dueOn(12)],
  },
  {
    area: 'due dates',
    query: "When is the probate hearing for Jordan's will scheduled in Travis County?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-22 questions, each with its id (`h22-`, area and index). */
export const HELD_OUT_22: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h22-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
