// A sixty-sixth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-66`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product: questions typed in an ordinary month by the household's own adults (Jordan the owner,
// Alex the spouse) and the people they trust (Sam, the alternate executor; Marcus Lee, the CPA;
// Dana Hughes, the attorney): short and long, casual and formal, some typos, records named
// partially or informally (by institution, nickname, category, purpose or owner), asking for
// amounts, totals, comparisons, counts, yes/no and who/when/where/which answers, spread over many
// records and fields of the demo household, the less obvious ones too. A question signed by
// someone names the people it is about; one in the first person without a name is Jordan's.
//
// When and how it was written. On 2026-12-02 between 01:05:08 and 01:08:19 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or bench/chat-demo.ts;
// who never listed bench/chat-demo/ nor read any other question set beyond what was allowed
// (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40 and its last 15
// lines: header and export shape); who ran no git command and never ran the chat, the benchmark,
// the app or the tests. Sources read: bench/chat-demo/spellings.ts, the demo catalog and seeders
// (src/server/db/seed/demo-*.ts), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. Slips: to find that section I listed /work/shared/spec/
// (one file, product-spec.md) and grepped the spec's heading lines, which showed the headings next
// to it ("Other screens", "3. Entities and their fields") but no text outside the section.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script: monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents; a holding as quantity × price rounded half away from zero to cents; an
// account's value as its holdings' value, else its entered balance; printed as "$1,234.56".
// Whole-dollar amounts accept "$1,200" and "$1,200.00"; monthly payment dates use dueOn, other
// dates dateSpellings, phones phoneSpellings; account numbers accept the full number or its last
// four digits. Questions that depend on when the demo was seeded (the next date of a yearly or
// bi-annual autopay, a policy's renewal, sign-in addresses, the death event) or that the catalog
// leaves ambiguous (whether the HSA counts as an investment, hence net worth and the investment
// total) were left out.
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: 'what do we spend on Mia each month, piano soccer and her 529 all in?',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'How much do the two mortgages come to together every month?',
    mustContain: [dollars('4,955')],
  },
  { area: 'spending', query: 'whats our internet bill', mustContain: ['$89.99'] },
  {
    area: 'spending',
    query: 'How much are the toll tags a month?',
    mustContain: ['$23.50'],
  },
  {
    area: 'spending',
    query: 'How much is the Costco membership?',
    mustContain: [dollars('130')],
  },
  {
    area: 'spending',
    query: 'Which costs us more, Netflix or Spotify?',
    mustContain: ['Spotify'],
  },
  {
    area: 'spending',
    query: 'What does the Rainey Street condo cost us each month between the mortgage and the HOA?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'electric plus gas at the house, what is that per month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: "Alex here — how much do we pay every month for Leo's preschool?",
    mustContain: [dollars('1,420')],
  },
  {
    area: 'spending',
    query: 'How much did we spend at H-E-B on groceries last month?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "What's in the Ally emergency fund right now?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: 'how much do we owe on the amex',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query: 'Whose name is the Ally savings account in?',
    mustContain: ['Alex'],
  },
  {
    area: 'accounts',
    query: 'How much do we have at Chase, checking and savings together?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: 'what are the last four digits of our chase checking acct?',
    mustContain: [['483920118842', '8842']],
  },
  {
    area: 'accounts',
    query: 'How much is still owed on the Honda car loan?',
    mustContain: [dollars('14,220')],
  },
  {
    area: 'accounts',
    query:
      "Marcus Lee here, the Carters' CPA. What is the outstanding balance on Jordan and Alex's Wells Fargo mortgage?",
    mustContain: [dollars('412,380')],
  },
  {
    area: 'accounts',
    query: "What's the balance in the health savings account?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the condo mortgage?',
    mustContain: ['6.25'],
  },
  {
    area: 'accounts',
    query: 'What is the routing number for our Chase checking account?',
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "What's my 401k worth?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here. How much is my Roth IRA worth at the moment?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query: 'how many shares of apple do we own in the schwab account',
    mustContain: ['60'],
  },
  {
    area: 'investments',
    query: 'What is the joint brokerage account worth in total?',
    mustContain: [dollars('54,353')],
  },
  {
    area: 'investments',
    query: "How much is in Mia's 529 plan?",
    mustContain: [dollars('15,600')],
  },
  {
    area: 'investments',
    query: "Who are the contingent beneficiaries on Alex's Roth?",
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "Who takes over as owner of Mia's 529 if I'm gone?",
    mustContain: ['Alex'],
  },
  {
    area: 'investments',
    query: 'What is our Microsoft stock worth?',
    mustContain: [dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'How much has my 401(k) gained over what was paid in for its funds?',
    mustContain: ['$51,407.81'],
  },
  {
    area: 'investments',
    query: "What's the expense ratio on the Fidelity 500 index fund in my 401k?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: 'How much life insurance does Alex have?',
    mustContain: [dollars('750,000')],
  },
  {
    area: 'policies',
    query: "What's the policy number on my Northwestern Mutual life policy?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: 'who is the contingent beneficiary on my term life?',
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query: 'What is the dwelling coverage on the Bluebonnet house?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: "Who is the primary beneficiary of Alex's Haven Life policy?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'What do we pay a year for the umbrella policy?',
    mustContain: [dollars('385')],
  },
  {
    area: 'policies',
    query:
      "Alex here. What do Jordan's life insurance and mine cost us together per month, in premiums?",
    mustContain: ['$121.50'],
  },
  {
    area: 'policies',
    query: 'How much life insurance coverage do Jordan and Alex have between the two policies?',
    mustContain: [dollars('1,750,000')],
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
    query: 'Who is the executor of my will?',
    mustContain: ['Alex'],
  },
  {
    area: 'estate documents',
    query: 'when did we sign our wills?',
    mustContain: [dateSpellings(2023, 3, 14)],
  },
  {
    area: 'estate documents',
    query: 'If something happens to both of us, who becomes guardian of Mia and Leo?',
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Who is the successor trustee of the family trust?',
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      "Dana Hughes here, the Carters' attorney. On what date did Alex Carter sign the directive to physicians?",
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query: 'Which account still needs to be retitled into the trust?',
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Who's the backup agent on my financial power of attorney?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query: 'When were my will and the trust last reviewed?',
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query: 'how is the schwab brokerage titled',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'What was the name of the notary who notarized our wills?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "What's Dana Hughes's phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "What's Sam's email address?",
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'How is Priya Shah related to us?',
    mustContain: ['sister'],
  },
  {
    area: 'people',
    query: 'who is our lawyer',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'people',
    query: 'Can you give me Priya’s phone number?',
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'What month does Marcus usually do our tax return?',
    mustContain: ['March'],
  },
  {
    area: 'people',
    query: 'Who is my trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Sam here. What's the phone number for Marcus Lee, Jordan and Alex's accountant?",
    mustContain: [phoneSpellings('512', '555', '0177')],
  },
  {
    area: 'people',
    query: "What is Sam's home address?",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits line?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: ['closet'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to the safe?',
    mustContain: ['Dana'],
  },
  {
    area: 'guidebook',
    query: 'What did I say should happen to my Gmail account in the end?',
    mustContain: [['memorializ', 'memorialis']],
  },
  {
    area: 'guidebook',
    query: 'How long should my gmail be kept open?',
    mustContain: [['a year', 'one year', '1 year', '12 months']],
  },
  {
    area: 'guidebook',
    query: 'Besides the wills, what is kept in the safe?',
    mustContain: ['trust', 'title', 'passport'],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery number on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query:
      "Marcus Lee here. What number does Jordan's who-to-call-first list give for Alex Carter?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'In my letter to the kids, who did I tell them to call on Sundays?',
    mustContain: ['grandmother'],
  },
  {
    area: 'guidebook',
    query: "What's the wifi password at the Bluebonnet house?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: "When's the Wells Fargo mortgage payment due?",
    mustContain: [dueOn(1)],
  },
  {
    area: 'due dates',
    query: 'what day does the chase condo mortgage come out',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: 'When is the Austin Energy bill paid?',
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When does Mia's 529 contribution get drafted?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'When does Verizon get paid next?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query: 'honda car payment, when is it due?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'When does the Life Time gym membership come out of the card?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query: 'What date does the Texas Gas Service autopay go through?',
    mustContain: [dueOn(22)],
  },
  {
    area: 'due dates',
    query: 'Which bills come out on the 1st of the month?',
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: "When does my driver's license expire?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-66 questions, each with its id (`h66-`, area and index). */
export const HELD_OUT_66: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h66-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
