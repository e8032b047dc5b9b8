// A fiftieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-50`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, written in the voices of everyone who uses the family's one Nido sign-in, each
// question in one voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case,
// abbreviations, typos); Alex (the spouse), sometimes saying who is typing; an adult sibling or
// parent of Jordan's helping while Jordan is ill (Sam the brother, Jordan's mom or dad), naming
// people by relation and name; the executor or successor trustee after Jordan's death; the
// family's attorney (Dana Hughes), CPA (Marcus Lee) or a financial planner; and Jordan or Alex at
// a desk asking questions that work across records. About 20 of the 80 filter, rank, leave out,
// compare, group or add up several records; the rest are direct lookups spread over many records
// and fields (obligations, vendor account numbers, accounts, loans, homes, vehicles, holdings,
// beneficiaries, policies, estate documents and their people, advisors, trusted contacts,
// guidebook entries and their sharing, payment days).
//
// When and how it was written. On 2026-12-01 between 14:30:06 and 14:34:47 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// nor test/ai-insights/, nor docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts; who ran
// no git command and never ran the chat, the benchmark, the app or the tests; and who did not list
// bench/chat-demo/. Read: bench/chat-demo/questions.ts lines 1-120, bench/chat-demo/spellings.ts,
// held-out-6.ts lines 1-40 and its last 15 lines; every src/server/db/seed/demo-*.ts in full
// (catalog, household, records, owner, sign-in, plan, investment catalog and seed, policy catalog
// and seed, estate catalog and seed, people, guidebook, documents, event, pdf, planning), plus
// the listing of src/server/db/seed/ and create-demo-user.ts there (not on the list of sources,
// but outside every forbidden path); src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/finance/asset-schemas.ts (first 60 lines),
// src/shared/finance/categories.ts (first 80 lines), src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the AI Insights lines of
// ../shared/spec/product-spec.md (found by grepping it for "insight" and its headings), and the
// scripts of package.json. No slip otherwise.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp:
// monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12),
// summed then rounded once to cents; a holding as quantity × price rounded half away from zero
// to cents; an account's value as its holdings' value, else its entered balance; home equity as
// estimated value less the mortgage's outstanding balance. Printed as "$1,234.56"; whole dollars
// accept both spellings (dollars()); dates of monthly payments use dueOn, other dates
// dateSpellings, phones phoneSpellings. Account and policy numbers accept the full number or its
// last four, since Nido may show only those. Questions in the owner's voice ("my gmail") are
// Jordan's; Alex says who is typing when "my" is Alex's.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'acct # w spectrum?',
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query: 'Alex here. What are we paying Verizon every month, and how many lines does that cover?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, sorting the mail while Jordan is in the hospital. There's a Travis Heights HOA notice: how much is that dues payment and how often is it due?",
    mustContain: [dollars('450'), ['quarter', 'every 3 months', 'every three months']],
  },
  {
    area: 'spending',
    query:
      "I'm the executor of Jordan Carter's estate. What is the yearly property tax on the Bluebonnet house, and which office is it paid to?",
    mustContain: [dollars('12,840'), 'Travis County'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What is the annual premium on Jordan's Northwestern Mutual policy, and which account is it paid from?",
    mustContain: [dollars('960'), ['Total Checking', '8842']],
  },
  {
    area: 'spending',
    query:
      'What does the Rainey Street condo cost us each month all in, adding up every bill tied to it?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'netflix + spotify together how much a mo',
    mustContain: ['$35.48'],
  },
  {
    area: 'spending',
    query: "Alex typing — which of our bills only get paid every six months? Just list 'em.",
    mustContain: ['GEICO', 'Lonestar'],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's mom. Alex asked me to check what my granddaughter Mia's piano, soccer and college savings come to per month altogether.",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Executor of Jordan's estate here. Can you pull up the itemized purchases on Jordan's credit card from the last three months?",
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query:
      "Dana Hughes, the Carters' attorney. Which bank holds the family's emergency fund, and whose name is that account in?",
    mustContain: ['Ally', 'Alex Carter'],
  },
  {
    area: 'accounts',
    query:
      'How much cash do we have sitting in checking and all the savings accounts put together, leaving out the HSA?',
    mustContain: ['$85,750.33'],
  },
  {
    area: 'accounts',
    query: 'when did we close on the bluebonnet house n what did we pay',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query:
      "This is Alex. How much is still owed on the Honda car loan, and what's its interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.9 %', '4.90%']],
  },
  {
    area: 'accounts',
    query:
      'Sam here, helping my brother Jordan with paperwork while he recovers. What are the last four digits of the HSA account, and how much is in it?',
    mustContain: [['0018', '7730018'], dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      'Now that Jordan has died I am settling the estate. What is the outstanding balance on the Wells Fargo mortgage, and at what interest rate?',
    mustContain: [dollars('412,380'), ['3.375%', '3.375 %', '3.38%']],
  },
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What unit number is their Rainey Street condo, and what is it estimated to be worth?",
    mustContain: ['1204', dollars('410,000')],
  },
  {
    area: 'accounts',
    query: 'How much equity do we have in each of our two homes?',
    mustContain: [dollars('272,620'), dollars('111,900')],
  },
  {
    area: 'accounts',
    query: 'whats the vin on the tesla',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'Alex here — how much interest did the Ally savings account earn us last year?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query:
      "Jordan's dad here. Jordan asked me to keep an eye on the 401(k) while the treatment goes on — who is it held with and what's it worth today?",
    mustContain: ['Fidelity', '$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'As executor after Jordan passed, I need to know how the Schwab joint brokerage is registered and who it goes to on death.',
    mustContain: [['right of survivorship', 'JTWROS'], 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      'Marcus Lee, CPA, for the tax file: what is the cost basis of the Microsoft position in the brokerage, and what is it worth now?',
    mustContain: [dollars('10,500'), dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'Rank our investment accounts from largest to smallest by value.',
    mustContain: ['$154,007.81', dollars('54,362'), dollars('54,353'), dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'r we down on anything? which holding is worth less than we paid',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: "It's Alex. What's the account number on my Roth IRA?",
    mustContain: [['59102833', '2833']],
  },
  {
    area: 'investments',
    query:
      "Jordan's mom here. How many tuition units are in my granddaughter Mia's 529, and who becomes the owner if Jordan can't manage it?",
    mustContain: ['120', 'Alex'],
  },
  {
    area: 'investments',
    query:
      "I'm handling Jordan's estate. Who are the beneficiaries on the Dell 401(k), and what share does each get?",
    mustContain: ['Alex', 'Mia', 'Leo', ['50%', '50 %', 'half', '50/50', 'equal']],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. What do the Carters' two retirement accounts, the 401(k) and the Roth IRA, add up to?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: 'Is there any news on why Apple stock dropped this week?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'geico policy no. for the crv?',
    mustContain: [['4410-22-918', '2918', '-918']],
  },
  {
    area: 'policies',
    query:
      "Alex here. How much is my Haven Life policy for, and who's the contingent beneficiary on it?",
    mustContain: [dollars('750,000', '$750k'), ['Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      "Sam, Jordan's brother. I'm at the hospital admissions desk — what's the Blue Cross Blue Shield policy number?",
    mustContain: [['BCX448102937', '2937']],
  },
  {
    area: 'policies',
    query:
      'Jordan died last week and I am the executor. Which company insured Jordan’s life, for how much, and who is the primary beneficiary?',
    mustContain: ['Northwestern Mutual', dollars('1,000,000', '$1 million', '$1M'), 'Alex'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes, attorney for the Carters. How much dwelling coverage is on the State Farm homeowners policy?',
    mustContain: [dollars('610,000', '$610k')],
  },
  {
    area: 'policies',
    query: 'How much life insurance do Jordan and Alex carry between the two of them?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'how much do we pay geico in a yr for both cars',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'policies',
    query: 'Alex here, found a letter about policy 4410-22-919. Which of our cars is that one?',
    mustContain: ['Tesla'],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad. While my son is sick I want a list of every insurance policy the family has and the company behind each one.",
    mustContain: ['Northwestern Mutual', 'Haven Life', 'Blue Cross', 'State Farm', 'GEICO'],
  },
  {
    area: 'policies',
    query: "Executor here. Has Northwestern Mutual paid the death claim on Jordan's policy yet?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query:
      'Dana Hughes here. On what date did Jordan and Alex sign their wills, and where are the originals kept?',
    mustContain: [MARCH_14_2023, 'fireproof safe'],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents have a signing date other than March 14, 2023?',
    mustContain: [['living will', 'directive'], 'Alex', dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'who is successor trustee on our trust',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query:
      "Alex typing. Who's the agent on my durable financial power of attorney, and who steps in after them?",
    mustContain: ['Jordan', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Sam, Jordan's brother. If something happened to both Jordan and Alex, who does the will name to raise Mia and Leo?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query:
      "As executor I need to understand Jordan's will: what happens to whatever wasn't already in the trust?",
    mustContain: [
      ['Carter Family Revocable Trust', 'revocable trust'],
      ['pour-over', 'pours', 'pour over', 'poured'],
    ],
  },
  {
    area: 'estate documents',
    query:
      'Marcus Lee, CPA. Which assets are already retitled into the Carter Family Revocable Trust, and which one is still waiting to be funded?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'When were our wills and the trust last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: "who's my health care agent + the backup",
    mustContain: ['Alex', 'Priya Shah'],
  },
  {
    area: 'estate documents',
    query: "Alex here. When is the court hearing to probate Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query:
      "Jordan's mom here. What's the phone number for Priya Shah, the one named to look after my grandkids?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query:
      "I'm the successor trustee now that Jordan has passed. What is the attorney Dana Hughes's email address?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Financial planner here. What's the phone number for the Carters' CPA, Marcus Lee?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query:
      'Give me everyone named in our estate plan, grouped by the roles they have (executor, guardian, trustee and so on).',
    mustContain: ['Sam Carter', 'Priya Shah', 'executor', 'guardian', 'successor trustee'],
  },
  {
    area: 'people',
    query: 'sams email?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Alex here. Am I set up as Jordan's trusted contact, and at what priority?",
    mustContain: ['primary'],
  },
  {
    area: 'people',
    query:
      'Sam here, my brother Jordan is too sick to log in himself. Which advisors does Jordan have on file?',
    mustContain: ['Dana Hughes', 'Marcus Lee'],
  },
  {
    area: 'people',
    query:
      "Helping settle Jordan's estate after the death; Alex, the named executor, is stepping aside. Who is the alternate executor, and what's their phone number?",
    mustContain: ['Sam Carter', phoneSpellings('512', '555', '0143')],
  },
  {
    area: 'people',
    query: "Marcus Lee here. Who drafted the Carters' wills and trust, and at which firm?",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: "What's Priya's home mailing address? I want to post her a copy of the will.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'what did i put in the guidebook abt my gmail',
    mustContain: [
      ['memorialize', 'memorialise'],
      ['a year', 'one year', '12 months'],
    ],
  },
  {
    area: 'guidebook',
    query: 'Alex here. According to the guidebook, what is kept in the fireproof safe?',
    mustContain: ['car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "Sam, Jordan's brother. Jordan wants some papers from the safe at the house — who has the combination?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query:
      "I'm the executor after Jordan's death. What number does the guidebook give for Dell HR benefits about the 401(k) and group life?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query:
      'This is Marcus Lee. Which guidebook entries are shared with me right now, and which open to me only after an event?',
    mustContain: ['Who to call first', 'fireproof safe'],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries will Marcus Lee never be able to see?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query: 'which guidebook section is the safe entry filed under',
    mustContain: [['where things are', 'where_things_are']],
  },
  {
    area: 'guidebook',
    query:
      'Alex here. In the letter to the kids, what did we ask them to do for their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's dad. Jordan's been admitted — per the guidebook, who should I call first? Give me their numbers.",
    mustContain: [
      phoneSpellings('512', '555', '0101'),
      phoneSpellings('512', '555', '0120'),
      phoneSpellings('512', '555', '0177'),
    ],
  },
  {
    area: 'guidebook',
    query: "Executor here. What's the password to Jordan's Gmail account?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query:
      'Marcus Lee, CPA. On what day does the Chase Home Lending payment for the condo come out?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Which of our bills are drafted on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', 'Blue Cross', 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'when does spectrum get paid',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Alex typing: when is the Texas Gas Service bill due next?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query:
      'Sam here, covering bills for my brother Jordan. When is the next Honda car payment, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query:
      "I'm executor for Jordan and want to cancel the Life Time gym membership before it charges again. When does it next come out?",
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query:
      "Financial planner here. When does the Carters' 529 contribution to the Texas Tuition Promise Fund go out, and for how much?",
    mustContain: [dueOn(15), dollars('250')],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly bills have no payment day recorded?',
    mustContain: ['Austin Piano Academy'],
  },
  {
    area: 'due dates',
    query: 'which monthly bills hit between the 15th n the 20th',
    mustContain: ['Tuition Promise', 'Austin Energy', 'Verizon'],
  },
  {
    area: 'due dates',
    query: "Alex here. When is Leo's next checkup at the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-50 questions, each with its id (`h50-`, area and index). */
export const HELD_OUT_50: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h50-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
