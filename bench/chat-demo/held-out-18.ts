// An eighteenth held-out set for the AI chat on the full demo household (issue 40 goal),
// `held-out-18`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions phrased the way a spouse, an adult child or an executor types into a chat
// (short and long, casual and formal, a few typos, records named partially or informally by
// institution, nickname or category), asking for totals, comparisons, counts, yes/no and
// who/when/where/which answers, spread over many records and fields of the demo household. It
// leans toward what a grieving adult child or an executor asks in a hurry, plus ordinary
// budgeting questions from a spouse.
//
// When and how it was written. On 2026-11-30 between 13:16:08 and 13:20:50 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine) nor its tests or fixtures (nor test/ai-insights/), nor docs/ARCHITECTURE.md,
// nor bench/README.md, nor bench/chat-demo.ts; who never ran git log, git diff, git status or git
// show, and never listed the folder bench/chat-demo/; who never read the earlier question sets
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; spellings.ts;
// held-out-6.ts lines 1-40, its header and helpers, and its last 15 lines, how its ids are made;
// no other held-out-*.ts file); and who never ran the chat, the benchmark, the app or the tests.
// Sources: the demo catalog and seed (src/server/db/seed/demo-*.ts),
// src/shared/finance/frequency.ts, src/shared/finance/household-summary.ts,
// src/shared/finance/categories.ts, src/shared/finance/asset-schemas.ts,
// src/shared/investments/valuation.ts, src/server/modules/investments/account-values.ts and the
// product spec's AI Insights section. Every amount was worked out from the catalog (monthly
// equivalents: quarterly /3, bi-annual /6, yearly /12, summed then rounded once to cents; a
// holding as quantity × price rounded half away from zero to cents; an account's value as its
// holdings' value, else its entered balance; net worth as accounts + investments + properties −
// loans − credit-card balances), checked with a throwaway script under /tmp (deleted after) and
// printed as "$1,234.56". Where an amount may reasonably be stated two ways (per charge or per
// month, with or without cents), both are accepted; dates of monthly payments use dueOn, other
// dates several spellings (dateSpellings), phones several spellings (phoneSpellings). Questions
// in the owner's voice ("my will", "my 401k") are Jordan's. Each decline asks for something the
// household's records (obligations, accounts, holdings, policies, estate documents, people,
// guidebook entries, documents and their notes) do not hold.
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
    query: 'what do we pay geico a month for both cars together?',
    mustContain: [['$250.17', '$1,501.00', '$1,501']],
  },
  {
    area: 'spending',
    query:
      "I'm trying to put together a budget for Mom now. Can you tell me how much all of Mia's activities and savings cost per month, piano, soccer, the 529, all of it?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'Electric plus gas, what are utilities running us monthly',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "How much is Leo's daycare?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'How much did we spend on Christmas presents last year?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'spending',
    query:
      'The condo on Rainey — between its mortgage and the HOA, how much does it cost us each month?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'all in, what does the tesla cost per month? insurance + registration',
    mustContain: ['$142.40'],
  },
  {
    area: 'spending',
    query: 'Total monthly for the "Other" category please',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query: 'How many recurring bills does the household have in total?',
    mustContain: ['28'],
  },
  {
    area: 'spending',
    query: 'whats the verizon phone bill',
    mustContain: ['$148.20'],
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: 'How much is sitting in the Ally emergency fund?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'last 4 digits of the joint chase checking?',
    mustContain: ['8842'],
  },
  {
    area: 'accounts',
    query: "What's the current balance owed on Alex's American Express card?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'As executor I need to know the total cash across the checking and savings accounts (not the HSA, not investments). What is it?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: "What's the routing number for the Chase checking account?",
    mustContain: [],
    decline: true,
  },
  {
    area: 'accounts',
    query: 'how much is in the health savings acount',
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What is our net worth?',
    mustContain: [['$793,032.96', '$793,033']],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the Bluebonnet house mortgage?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: 'Premier Savings at Chase, which number does that one end in?',
    mustContain: ['9310'],
  },
  {
    area: 'accounts',
    query: 'remaining balance on the honda car loan?',
    mustContain: [dollars('14,220')],
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's my 401k worth right now?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'how many microsoft shares do we have',
    mustContain: ['35'],
  },
  {
    area: 'investments',
    query:
      'Could you give me the total value of every investment account the family has, retirement, brokerage and college savings combined?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: "Who is the primary beneficiary of Alex's Roth IRA?",
    mustContain: ['Jordan'],
  },
  {
    area: 'investments',
    query: 'Did Jordan have any Dell RSUs or stock options, and when do they vest?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'investments',
    query: 'Where do we hold SCHD and what is that position worth?',
    mustContain: ['Schwab', dollars('16,890')],
  },
  {
    area: 'investments',
    query: 'mias 529 value?',
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'What are the last four digits of the Schwab brokerage account?',
    mustContain: ['4821'],
  },
  {
    area: 'investments',
    query: 'Is any fund in the Fidelity 401(k) worth less than we paid for it? By how much?',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query:
      'If something happens to both of my parents, who inherits the joint Schwab brokerage account?',
    mustContain: ['Mia', 'Leo'],
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "I need the policy number for Jordan's life insurance, the Northwestern Mutual one",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: "how much is alex's life insurance for",
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: 'Who is the contingent beneficiary on the Northwestern Mutual policy?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: "What's our health insurance policy number? The hospital is asking for it.",
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'What is the deductible on the GEICO policy for the Tesla?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'policies',
    query: 'dwelling coverage on the house insurance?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the model 3',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Alex's Haven Life policy - who's the primary beneficiary on it?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What does the term life policy on me cost per year?',
    mustContain: [['$960.00', '$960', '$80.00', '$80']],
  },
  {
    area: 'policies',
    query: 'What personal liability limit does the State Farm homeowners policy carry?',
    mustContain: [dollars('500,000')],
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Who did I name as executor of my will?',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query:
      "Mom is in no state to deal with any of this right now. If Alex can't act as executor of Dad's will, who is the alternate?",
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'where is the original of the will kept',
    mustContain: ['fireproof safe'],
  },
  {
    area: 'estate documents',
    query: 'What are the names of the two witnesses who signed Jordan’s will?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'estate documents',
    query: 'When was the family trust signed?',
    mustContain: [MARCH_14_2023],
  },
  {
    area: 'estate documents',
    query: 'who is successor trustee on the revocable trust',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'Who would become guardian of Mia and Leo?',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'what date did Alex sign their directive to physicians (living will)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query:
      "Under Jordan's medical power of attorney, who is the backup health care agent after Alex?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When was my will last reviewed?',
    mustContain: [FEBRUARY_10_2025],
  },

  // ── People ──
  {
    area: 'people',
    query: 'phone number for Dana Hughes?',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Who does our taxes, and at which firm?',
    mustContain: ['Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "uncle sam's email address",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'What is Sam Carter’s home address? I need to mail him a copy of the will.',
    mustContain: [],
    decline: true,
  },
  {
    area: 'people',
    query: 'How do I reach Aunt Priya by phone?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'Which law firm drew up the wills and the trust?',
    mustContain: ['Hughes Law'],
  },
  {
    area: 'people',
    query: 'email for the estate attorney pls',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Who is set as the trusted contact for this household?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to the family?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: "What's the CPA's phone number?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'Dad left a list of who to call first. Who is on it?',
    mustContain: ['Alex', 'Dana Hughes', 'Marcus Lee', 'Dell'],
  },
  {
    area: 'guidebook',
    query: 'number for the dell hr benefits line?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Where exactly is the fireproof safe in the house? I can't find it",
    mustContain: ['office closet'],
  },
  {
    area: 'guidebook',
    query: 'what songs did dad want played at the funeral? i think he wrote it in the guidebook',
    mustContain: [],
    decline: true,
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'Are the passports in the safe, and what else is in there?',
    mustContain: ['passport', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'What did Jordan want done with their Gmail account in the end?',
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query: 'How long should we keep Jordans gmail open before closing it out?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: "Whose phone is the recovery phone on Jordan's Gmail?",
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: 'Is there a letter for Mia and Leo? What does it ask them to do?',
    mustContain: ['grandmother'],
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when is the next house payment to wells fargo?',
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: "When does the condo's mortgage come out of checking?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's Alex's Haven Life premium charged next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'honda payment due when',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When is Alex’s driver’s license up for renewal?',
    mustContain: [],
    decline: true,
  },
  {
    area: 'due dates',
    query: 'What day does the 529 contribution for Mia go out?',
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'Next Austin Energy bill date?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: 'when does texas gas service get paid',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'When will the Life Time gym membership be charged again?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query:
      'I want to make sure nothing bounces. Which of the monthly bills are due on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
];

/** The held-out-18 questions, each with its id (`h18-`, area and index). */
export const HELD_OUT_18: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h18-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
