// A seventieth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-70`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product. Its voice is everyone who uses the family's one Nido sign-in, each question in one
// voice taken in turn: Jordan (the owner) typing on a phone (terse, lower case, abbreviations,
// typos); Alex (the spouse), sometimes saying who is typing; Jordan's brother Sam or Jordan's mom
// or dad helping while Jordan is ill, naming people by relation and name; the executor or the
// successor trustee after Jordan's death; the family's attorney (Dana Hughes), CPA (Marcus Lee)
// or a financial planner; and Jordan or Alex at a desk asking questions that work across records.
// About 20 of the 80 filter, rank, compare, group or add up several records (some ask two things
// at once); the rest are direct lookups spread over many records and fields (obligations, vendor
// account numbers, accounts, loans, homes, vehicles, holdings, beneficiaries, policies, estate
// documents and their people, advisors, trusted contacts, guidebook entries and their sharing,
// payment days).
//
// When and how it was written. On 2026-12-02 between 02:02:16 and 02:04:25 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts;
// who never listed bench/chat-demo/, never grepped bench/ or src/ as a whole, ran no git command,
// and never ran the chat, the benchmark, the app or the tests; and who read no other question set
// beyond what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts its
// first 40 and last 15 lines: header and export shape). Sources: spellings.ts, the demo catalog
// and seeders (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. Slips: to find that section, the spec's heading lines
// (every "#" line of product-spec.md, no body text) were printed once; the seed folder was listed
// filtered to its demo-* files, and shared/spec/ was listed. Nothing else outside the list was read.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00"; dates of monthly payments use dueOn, other
// dates several spellings; phones several spellings; account numbers the full number or its last
// four digits. A question in the first person without a name is Jordan's (the owner); a signed
// question names the people it is about. Left out: anything that depends on when the demo was
// seeded (next date of a yearly or bi-annual autopay, a policy's renewal, sign-in addresses, the
// death event) or that the catalog leaves ambiguous (whether the HSA counts as an investment,
// hence net worth and the investment total).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the answer), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'how much r we paying spectrum a mnth',
    mustContain: ['$89.99'],
  },
  {
    area: 'spending',
    query: "Alex here. What's the Life Time Fitness family membership costing us each month?",
    mustContain: [dollars('219')],
  },
  {
    area: 'spending',
    query:
      "I'm Sam, Jordan's brother, helping out while Jordan is sick. How much does Leo's preschool at Bright Horizons cost each month?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query:
      "This is Jordan's dad, Jordan asked me to check something: how much is the Verizon family plan each month?",
    mustContain: ['$148.20'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee, the Carters' CPA. What do Jordan's Northwestern Mutual and Alex's Haven Life premiums add up to per year?",
    mustContain: [dollars('1,458')],
  },
  {
    area: 'spending',
    query: 'whats more a month, hoa dues or utilities (austin energy + gas)? how much each',
    mustContain: [dollars('675'), '$249.55'],
  },
  {
    area: 'spending',
    query:
      "As executor of Jordan Carter's estate I need to know which bills are charged to the Amex Blue Cash card and what they come to per month in total.",
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query:
      "Jordan's mom here. All told, how much do Jordan and Alex spend a month on bills for Mia Carter?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Alex at the desk: which of our bills aren't on autopay, and what do they cost per month combined?",
    mustContain: ['$1,544.15'],
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
    query: 'ally emergncy fund bal?',
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query:
      "Alex typing. What's the balance on the Amex Blue Cash Preferred card that's in my name (Alex Carter)?",
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      "Sam Carter here, Jordan's brother. Jordan asked me to call about the power bill. What's the Austin Energy account number?",
    mustContain: [['4401928830', '8830']],
  },
  {
    area: 'accounts',
    query:
      'For the estate inventory of Jordan Carter: how much is still owed on the Wells Fargo mortgage on 4512 Bluebonnet Lane?',
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      "I'm the Carters' financial planner. What's the interest rate on the Honda auto loan, and what balance is left on it?",
    mustContain: [['4.9%', '4.9 %', '4.90%'], dollars('14,220')],
  },
  {
    area: 'accounts',
    query: 'How much cash do we have across the two Chase accounts, checking plus savings?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query:
      "Jordan's mom here. What is Jordan and Alex's Rainey Street condo worth, and what's left on its Chase mortgage?",
    mustContain: [dollars('410,000'), dollars('298,100')],
  },
  {
    area: 'accounts',
    query:
      'Which of our two homes has more equity (estimated value minus what we owe on its mortgage), and how much is it?',
    mustContain: ['Bluebonnet', dollars('272,620')],
  },
  {
    area: 'accounts',
    query: 'vin on the tesla?',
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: 'What interest rate does the Ally emergency fund earn?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: 'how many aapl shres do we have',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: "This is Alex. What's my Vanguard Roth IRA (Alex Carter's) worth right now?",
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "I'm Jordan's brother Sam. Who are the beneficiaries on Jordan's Dell 401(k) at Fidelity?",
    mustContain: ['Alex', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "As executor for Jordan Carter: what is Jordan's Fidelity Dell 401(k) worth today?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee, CPA. What's the unrealized gain on the Carters' Schwab joint brokerage against its cost basis?",
    mustContain: [dollars('11,203')],
  },
  {
    area: 'investments',
    query:
      "Financial planner here. Which single holding is the largest in the Carters' portfolio, and what is it worth?",
    mustContain: [['FXAIX', 'Fidelity 500 Index'], '$110,558.98'],
  },
  {
    area: 'investments',
    query: "How much do Jordan's 401(k) and Alex's Roth IRA add up to together?",
    mustContain: ['$208,369.81'],
  },
  {
    area: 'investments',
    query: "Jordan's mom here — how much is Mia's 529 college fund worth?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: 'any of our holdings losing $ vs what we paid? by how much',
    mustContain: [['FXNAX', 'Bond Index'], dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How much in dividends did SCHD pay us last year?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'bcbs policy # ?',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query:
      "Alex typing. How much is the Haven Life policy on me (Alex Carter) for, and what's its policy number?",
    mustContain: [dollars('750,000'), 'HL0774412'],
  },
  {
    area: 'policies',
    query:
      "Sam here, helping my brother Jordan. Who is the contingent beneficiary on Jordan's Northwestern Mutual life policy?",
    mustContain: ['Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      "I'm the executor. What's the death benefit on Jordan Carter's Northwestern Mutual policy, and who is the primary beneficiary?",
    mustContain: [dollars('1,000,000'), 'Alex'],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the Carters' attorney. What is the dwelling coverage on the State Farm homeowners policy for the Bluebonnet house?",
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'What is the total life insurance coverage on Jordan and Alex together?',
    mustContain: [dollars('1,750,000')],
  },
  {
    area: 'policies',
    query:
      "Jordan's dad here — the Tesla got dinged in a parking lot. What's the GEICO policy number on the 2019 Tesla Model 3?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      'Planner question: list every policy the Carters hold with GEICO or State Farm, with its policy number.',
    mustContain: ['4410-22-918', '4410-22-919', '53BX901244'],
  },
  {
    area: 'policies',
    query: 'hw much is geico for the crv every 6 mo',
    mustContain: [dollars('689')],
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
    query: "where's the orignal of my will",
    mustContain: [['fireproof safe', 'safe in the Bluebonnet house']],
  },
  {
    area: 'estate documents',
    query: "Alex here. Who is the executor named in Jordan's will, and who is the alternate?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Sam, Jordan's brother. Jordan is in the hospital: who is Jordan's health care agent under the medical power of attorney, and who is the backup?",
    mustContain: ['Alex', 'Priya'],
  },
  {
    area: 'estate documents',
    query:
      "I'm Sam Carter, successor trustee of the Carter Family Revocable Trust. What date is the trust dated?",
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes, attorney. Which assets are marked as funded into the Carter trust, and which is still to be retitled?',
    mustContain: ['Bluebonnet', 'Premier Savings'],
  },
  {
    area: 'estate documents',
    query: 'Which of our estate documents were not signed on March 14, 2023, and whose is it?',
    mustContain: [['living will', 'directive'], 'Alex'],
  },
  {
    area: 'estate documents',
    query:
      "Jordan's mom here. If something happened to both Jordan and Alex, who would be guardian of Mia and Leo?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: "Financial planner: when were the Carters' wills last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      "I'm settling Jordan Carter's estate as executor. Which accounts are titled joint with right of survivorship?",
    mustContain: ['Total Checking', 'brokerage'],
  },
  {
    area: 'estate documents',
    query: "What are the names of the two witnesses who signed Jordan's will?",
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'danas number?',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Alex here: what firm is our CPA Marcus Lee with?',
    mustContain: ['Lee & Ortiz'],
  },
  {
    area: 'people',
    query:
      "Sam here. I need to reach Priya Shah about the kids. What's her phone number and email?",
    mustContain: [phoneSpellings('713', '555', '0188'), 'priya.shah@example.com'],
  },
  {
    area: 'people',
    query: "As executor: who is Jordan Carter's trusted contact in Nido?",
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Dana Hughes here: what email address do the Carters have on file for me?',
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: "Marcus Lee, CPA: what level of access do I have to the Carters' Nido?",
    mustContain: [['read access', 'read-only', 'read only', 'view-only', 'view only']],
  },
  {
    area: 'people',
    query: "Jordan's mom: what's Sam's email address? I lost it.",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'List all our advisors with their roles and firms.',
    mustContain: ['Dana Hughes', 'Hughes Law', 'Marcus Lee', 'Lee & Ortiz'],
  },
  {
    area: 'people',
    query: "I'm the Carters' financial planner. Who drafted their wills and trust?",
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: "What's Dana Hughes's hourly rate?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: 'dell hr # for the 401k?',
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Alex here: what does Jordan's guidebook say should happen to Jordan's Gmail?",
    mustContain: [['memorialize', 'memorialise']],
  },
  {
    area: 'guidebook',
    query:
      "Sam here, Jordan's brother. Where exactly is the fireproof safe, and who has the combination?",
    mustContain: ['closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query:
      'Executor for Jordan Carter here. What does the guidebook say is inside the fireproof safe?',
    mustContain: ['wills', 'car titles', 'passports'],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee, the Carters' CPA: which of Jordan's guidebook entries are shared with me right now?",
    mustContain: [['Who to call first', 'first calls']],
  },
  {
    area: 'guidebook',
    query: 'Which guidebook entries are never shared with Marcus Lee?',
    mustContain: ['Gmail', 'Mia and Leo'],
  },
  {
    area: 'guidebook',
    query:
      "Jordan's mom here. In the guidebook's who-to-call-first note, what number does it give for Alex?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'Which of our guidebook entries can Alex see right now?',
    mustContain: [['Who to call first', 'first calls'], 'fireproof safe', 'Gmail'],
  },
  {
    area: 'guidebook',
    query: 'in my letter to mia n leo what did i say abt sundays',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does the honda pmt come out',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Alex here. When is the next Chase Home Lending payment on the condo?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'Sam, helping Jordan. When is the next Austin Energy bill drafted?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      'Executor for Jordan Carter: which payments come out on the 1st of every month, and what do they total?',
    mustContain: [dollars('5,408')],
  },
  {
    area: 'due dates',
    query: "Jordan's dad. When does Jordan and Alex's Verizon bill get paid next?",
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'Planner here: when did the Honda car loan start, and how many months is its term?',
    mustContain: [dateSpellings(2021, 8, 1), '60'],
  },
  {
    area: 'due dates',
    query: 'Which of our monthly bills come out between the 9th and the 12th of the month?',
    mustContain: ['Haven Life', 'Honda', 'Spotify', 'Spectrum'],
  },
  {
    area: 'due dates',
    query: "when's netflix charged next",
    mustContain: [dueOn(7)],
  },
  {
    area: 'due dates',
    query:
      "Jordan's mom here. When did Jordan and Alex buy the Bluebonnet house, and what did they pay for it?",
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'due dates',
    query: "When is Leo's next pediatrician appointment?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-70 questions, each with its id (`h70-`, area and index). */
export const HELD_OUT_70: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h70-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
