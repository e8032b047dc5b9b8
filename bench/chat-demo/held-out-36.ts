// A thirty-sixth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-36`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way the household's own adults (Jordan, Alex) and the people
// they trust (an adult relative, the executor, an advisor) type into a chat in an ordinary month:
// short and long, casual and formal, some typos, records named partially or informally (by
// institution, nickname, category, what they are for, or whose they are), asking for amounts,
// totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many records
// of each area and over different facts of each record, no fact asked twice.
//
// When and how it was written. On 2026-12-01 between 05:08:45 and 05:17:21 UTC (from
// `date -u`), by a helper who never opened, grepped or listed anything under
// src/server/modules/ai-insights/ (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md,
// bench/README.md or bench/chat-demo.ts; who did not list bench/chat-demo/ and read no other
// question set beyond what was allowed (bench/chat-demo/questions.ts lines 1-120: types, dueOn
// and protocol; bench/chat-demo/spellings.ts; held-out-6.ts lines 1-40 and its last 15 lines:
// header, helpers and how ids are made); who ran no git command and never ran the chat, a
// benchmark, the app or the tests. Sources: the demo seed and catalogs
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts and the product spec's AI Insights section
// (/work/shared/spec/product-spec.md). The records are those `npm run demo` seeds, without
// --event.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp and
// checked again against the seed: monthly equivalents as frequency.ts defines them (quarterly /3,
// bi-annual /6, yearly /12), summed then rounded once to cents; a holding as quantity × price
// rounded half away from zero to cents; an account's value as its holdings' value, else its
// entered balance; net worth as accounts + investments + properties − loans − credit-card
// balances (household-summary.ts); printed as "$1,234.56". Where an amount may reasonably be
// stated two ways (per charge or per month, with or without cents), both are accepted; dates of
// monthly payments use dueOn, other dates several spellings. Questions in the owner's voice ("my
// will", "our taxes") are Jordan's; others name whose record they mean.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      'how much r the utilities at the Bluebonnet house each month, electric and gas together?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'What are we paying Bright Horizons for Leo?',
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'How much are the Travis Heights HOA dues?',
    mustContain: [[...dollars('450'), ...dollars('150')]],
  },
  {
    area: 'spending',
    query: 'what does the rainey st condo cost us each month, mortgage plus the HOA?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'Per month, what do we spend on Mia altogether?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How much is the Verizon family plan?',
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      'Across every insurance we pay for (the house, both cars, both life policies, health and the umbrella), what do the premiums come to in a year?',
    mustContain: [dollars('15,125')],
  },
  {
    area: 'spending',
    query: 'How much of our bills get charged to the Amex card each month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'whats the gym membership at Life Time cost',
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at H-E-B last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "How much is in Alex's Ally emergency fund?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'whats the current balance on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: "What's our household net worth right now?",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'How much do we still owe on the Wells Fargo mortgage?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'What did we pay for the Rainey Street condo, and what is it worth now?',
    mustContain: [dollars('365,000'), dollars('410,000')],
  },
  {
    area: 'accounts',
    query: 'How much is left on the Honda car loan, and at what interest rate?',
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      'For the executor: how much cash do Jordan and Alex have across their checking and savings accounts, all combined?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "Whose name is the HSA in, and what's in it?",
    mustContain: ['Jordan', dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'what are the two cars worth together, the CR-V and the tesla?',
    mustContain: [dollars('52,300')],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for the Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's Jordan's Dell 401k worth today?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many apple shares do we have at schwab and whats that worth',
    mustContain: ['60', dollars('13,950')],
  },
  {
    area: 'investments',
    query: 'What is the total value of all our investment accounts?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Who are the beneficiaries on Alex's Vanguard Roth IRA?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "How much is Mia's college fund worth, the 529?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'Are we up or down on the bond index fund in the 401(k), and by how much?',
    mustContain: [['down', 'loss', 'lost', 'below'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'how much have our investmnets gained overall compared to what we paid for them?',
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: "Which is worth more right now, Alex's Roth IRA or our joint Schwab brokerage account?",
    mustContain: [dollars('54,362'), dollars('54,353')],
  },
  {
    area: 'investments',
    query: "If something happens to Jordan, who takes over as owner of Mia's 529 account?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'How much has Jordan contributed to the 401(k) so far this year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "How much is Jordan's life insurance policy for?",
    mustContain: [['$1,000,000', '$1 million', '$1M', '1 million', '1,000,000']],
  },
  {
    area: 'policies',
    query: "What's Alex's life insurance coverage, and who's the beneficiary on it?",
    mustContain: [['$750,000', '$750K', '750,000'], 'Jordan'],
  },
  {
    area: 'policies',
    query: 'I need the policy number for our homeowners insurance please',
    mustContain: ['53BX901244'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Who's our health insurance with, and what's the monthly premium?",
    mustContain: [['Blue Cross', 'BCBS'], dollars('618')],
  },
  {
    area: 'policies',
    query: "If Alex isn't around, who gets the payout from Jordan's Northwestern Mutual policy?",
    mustContain: [['Revocable Trust', 'Family Trust']],
  },
  {
    area: 'policies',
    query: 'Do we have umbrella insurance? Who is it with and what does it cost?',
    mustContain: ['State Farm', [...dollars('385'), '$32.08']],
  },
  {
    area: 'policies',
    query: 'Which costs more to insure, the Tesla or the CR-V?',
    mustContain: [
      [...dollars('812'), '$135.33'],
      [...dollars('689'), '$114.83'],
    ],
  },
  {
    area: 'policies',
    query: "What's the deductible on our GEICO auto policies?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Who's named executor in Jordan's will?",
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: 'When did we sign our wills?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'Where is the original of the trust document kept?',
    mustContain: [['fireproof safe', 'safe']],
  },
  {
    area: 'estate documents',
    query: 'who is successor trustee on the family trust',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'who would raise mia and leo if something happened to both of us?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Who is the backup agent on Jordan's financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      'As executor I want to know: is there anything that was supposed to go into the trust but has not been moved into it yet?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign the directive to physicians (the living will)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: 'When were the wills and the trust last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: "What are the names of the witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "whats our estate attorney's phone number",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I need Sam's email address",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "What's Priya's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Who is our trusted contact in Nido?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Besides Jordan, who else can get into our household in Nido?',
    mustContain: ['Alex', 'Marcus'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'Who are our advisors?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query: 'what time of year does our CPA do the taxes?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: "What's Sam Carter's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: ['office closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: "what's inside the safe",
    mustContain: ['wills', 'trust', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with the Gmail account?',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '1 year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits phone number?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery number on Jordan's gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'According to the guidebook, who should be called first?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'Who is the letter in the guidebook addressed to?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'guidebook',
    query: 'What does the letter to Mia and Leo say?',
    mustContain: ['kind to each other', 'grandmother', 'proud'],
  },
  {
    area: 'guidebook',
    query: "What's the password for Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "when's the wells fargo mortgage due next?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'When does the Chase mortgage on the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the Austin Energy bill drafted next?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'What date does the Honda car payment go out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'next spectrum internet payment?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'When do the toll tags get charged?',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: "Which of our bills aren't on autopay, so someone has to pay them by hand?",
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
    query: "When is the $250 for Mia's 529 pulled from checking next?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "When does Jordan's driver's license need renewing?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-36 questions, each with its id (`h36-`, area and index). */
export const HELD_OUT_36: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h36-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
