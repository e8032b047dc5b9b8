// A fifty-ninth held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-59`.
//
// Why. Another fresh set nobody has tuned against, so its score is an honest figure for the
// product, in an everyday voice: the household's own adults (Jordan the owner, Alex the spouse)
// and the people they trust (Sam, an adult relative and the alternate executor; Marcus Lee, the
// CPA; Dana Hughes, the attorney) typing into the chat in an ordinary month. Short and long,
// casual and formal, some typos; records named partially or informally (by institution,
// nickname, category, what they are for, or whose they are); asking for amounts, totals,
// comparisons, counts, yes/no and who/when/where/which answers, spread over many records and
// fields of the demo household, the less obvious ones too (vendor account numbers, beneficiaries,
// titling, policy numbers, estate documents' people and dates, advisors, trusted contacts,
// guidebook entries and who they are shared with, payment days).
//
// When and how it was written. On 2026-12-01 between 22:01:00 and 22:03:16 UTC (from `date -u`),
// by a helper who never opened, grepped or listed anything under src/server/modules/ai-insights/
// (the chat engine), test/ai-insights/, docs/ARCHITECTURE.md, bench/README.md or
// bench/chat-demo.ts; who did not list bench/chat-demo/ and read no other question set beyond
// what was allowed (questions.ts lines 1-120: types, dueOn and protocol; held-out-6.ts lines 1-40
// and its last 15 lines, the header and export shape; spellings.ts); who ran no git command and
// never ran the chat, the benchmark, the app or the tests. Sources: the demo catalog and seeders
// (every src/server/db/seed/demo-*.ts, in full), src/shared/finance/frequency.ts,
// src/shared/finance/household-summary.ts, src/shared/investments/valuation.ts,
// src/server/modules/investments/account-values.ts, the first 60 lines of
// src/shared/finance/asset-schemas.ts, the first 80 of src/shared/finance/categories.ts, and the
// product spec's "AI assistant" section. No slips.
//
// Amounts. Every amount was worked out from the catalog with a throwaway script under /tmp, not
// by hand: monthly equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly
// /12, summed then rounded once to cents); a holding as quantity × price rounded half away from
// zero to cents; an account's value as its holdings' value, else its entered balance; net worth
// as household-summary.ts defines it (accounts + investments + properties − loans − credit-card
// balances). Printed as "$1,234.56"; whole dollars accept the amount with and without cents.
// Dates of monthly payments use dueOn, other dates dateSpellings, phones phoneSpellings; account
// numbers accept the full number or its last four digits. A question signed by someone names the
// people it is about; one in the first person without a name is Jordan's (the owner).
//
// Protocol. Run once, at the end, by the lead. Do not edit a question or its facts after seeing an
// answer, never use this set to tune the engine, and do not look at its answers while changing
// the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be declined
// (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const MARCH_14_2023 = dateSpellings(2023, 3, 14);
const SEPTEMBER_10_2021 = dateSpellings(2021, 9, 10);
const JUNE_3_2019 = dateSpellings(2019, 6, 3);
const FEBRUARY_10_2025 = dateSpellings(2025, 2, 10);

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query: "what's the account number on our spectrum internet bill?",
    mustContain: [['8245120039', '0039']],
  },
  {
    area: 'spending',
    query:
      'Marcus Lee here, for the Carters’ return. What is the annual property tax on Jordan and Alex’s Bluebonnet house, and who is it paid to?',
    mustContain: [dollars('12,840'), 'Travis County'],
  },
  {
    area: 'spending',
    query:
      'How much does the Rainey St condo cost us every month between the mortgage and the HOA?',
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: 'Alex here - what are we paying Verizon a month, and how many lines is that for?',
    mustContain: ['$148.20', ['3 lines', 'three lines']],
  },
  {
    area: 'spending',
    query:
      'all in, what do we spend per month on Mia? piano, soccer, her 529 contribution, everything',
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query: 'What do the bills we put on the Amex add up to per month?',
    mustContain: ['$1,062.92'],
  },
  {
    area: 'spending',
    query: 'how much do we pay geico in a year for both cars combined',
    mustContain: [dollars('3,002')],
  },
  {
    area: 'spending',
    query:
      "Which of our bills don't have any way of paying them set up - no account and no autopay?",
    mustContain: ['Travis County', 'DMV', 'Umbrella'],
  },
  {
    area: 'spending',
    query: 'Whats the electric plus gas at the house come to each month?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query: 'How much did we spend on groceries at HEB in October?',
    mustContain: [],
    decline: true,
  },

  // ── Accounts ──
  {
    area: 'accounts',
    query: "How much is sitting in Alex's Ally emergency fund right now?",
    mustContain: [dollars('25,300')],
  },
  {
    area: 'accounts',
    query: "Marcus here. What's the current balance of Jordan Carter's HSA at HSA Bank?",
    mustContain: [dollars('8,700')],
  },
  {
    area: 'accounts',
    query: 'whats the balance on the amex and whose card is it',
    mustContain: ['$2,340.18', 'Alex'],
  },
  {
    area: 'accounts',
    query: 'Alex here. How much do Jordan and I have at Chase altogether, checking plus savings?',
    mustContain: ['$60,450.33'],
  },
  {
    area: 'accounts',
    query: "What's our net worth at the moment? Exact figure please",
    mustContain: ['$793,032.96'],
  },
  {
    area: 'accounts',
    query: 'how much do we still owe on the condo mortgage, and what rate is it at?',
    mustContain: [dollars('298,100'), ['6.25%', '6.250%', '6.25 %', '6.25 percent']],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes here. For Jordan and Alex Carter: what is outstanding on the Bluebonnet Lane mortgage, and what is the house estimated to be worth?',
    mustContain: [dollars('412,380'), dollars('685,000')],
  },
  {
    area: 'accounts',
    query: "What's left to pay on the Honda loan, and what's the interest rate?",
    mustContain: [dollars('14,220'), ['4.9%', '4.90%', '4.9 %', '4.9 percent']],
  },
  {
    area: 'accounts',
    query:
      'Marcus Lee again. What did Jordan and Alex pay for the Rainey Street condo, and on what date did they buy it?',
    mustContain: [dollars('365,000'), SEPTEMBER_10_2021],
  },
  {
    area: 'accounts',
    query: "What's the routing number for our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "what's my fidelity 401k worth these days?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query: 'Alex here, how much is my Roth IRA at Vanguard worth?',
    mustContain: [dollars('54,362')],
  },
  {
    area: 'investments',
    query:
      "Marcus Lee here. What is the total unrealized gain across all of Jordan and Alex's investment accounts?",
    mustContain: ['$80,972.81'],
  },
  {
    area: 'investments',
    query: 'How many Microsoft shares are in the Schwab account, and what are they worth?',
    mustContain: ['35', dollars('14,763')],
  },
  {
    area: 'investments',
    query: 'Who inherits the Schwab joint brokerage once both Alex and I are gone?',
    mustContain: ['Mia', 'Leo'],
  },
  {
    area: 'investments',
    query:
      "Sam here. Who is the primary beneficiary on Alex's Roth IRA, and who are the contingent ones?",
    mustContain: ['Jordan', 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: "How much is in Mia's 529, and who takes the account over if I die?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'What are all our investment accounts worth put together?',
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query:
      "the bond fund in my 401k (FXNAX I think) - what's it worth and is it up or down vs what I paid?",
    mustContain: [dollars('22,403'), dollars('1,397')],
  },
  {
    area: 'investments',
    query: 'How much does Dell match on my 401(k) contributions?',
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query: "what's the policy number on my Northwestern Mutual life insurance?",
    mustContain: ['NM22918810'],
  },
  {
    area: 'policies',
    query: "Alex here — how much coverage is on my Haven Life policy and who's the beneficiary?",
    mustContain: [dollars('750,000'), 'Jordan'],
  },
  {
    area: 'policies',
    query:
      "Sam here. If both Jordan and Alex were gone, who would receive the payout on Jordan's Northwestern Mutual policy?",
    mustContain: ['Carter Family Revocable Trust'],
  },
  {
    area: 'policies',
    query:
      'Dana Hughes here. What is the total face amount of life insurance on Jordan and Alex Carter combined?',
    mustContain: [dollars('1,750,000', '$1.75 million', '$1.75M')],
  },
  {
    area: 'policies',
    query: 'whats our blue cross policy number',
    mustContain: ['BCX448102937'],
  },
  {
    area: 'policies',
    query: 'How much dwelling coverage do we have on the house with State Farm?',
    mustContain: [dollars('610,000')],
  },
  {
    area: 'policies',
    query: 'geico policy # for the tesla?',
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query: 'Which of our cars is on GEICO policy 4410-22-918?',
    mustContain: ['CR-V'],
  },
  {
    area: 'policies',
    query: 'How long is the term on my life policy, and what year was it issued?',
    mustContain: [['20-year', '20 year', 'twenty-year', 'twenty year'], '2019'],
  },
  {
    area: 'policies',
    query: "What's the deductible on our State Farm homeowners policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: 'Where is the original of my will kept?',
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Sam here. Am I an executor on Jordan's will? First in line or backup?",
    mustContain: ['Alex', ['alternate', 'backup', 'second', 'successor', 'after Alex']],
  },
  {
    area: 'estate documents',
    query: 'who would be guardian for mia and leo if something happened to both of us',
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'Dana Hughes here. Who is the successor trustee of the Carter Family Revocable Trust?',
    mustContain: ['Sam Carter'],
  },
  {
    area: 'estate documents',
    query: 'When did Alex sign their living will (the directive to physicians)?',
    mustContain: [JUNE_3_2019],
  },
  {
    area: 'estate documents',
    query: "Which of our assets still hasn't been retitled into the trust?",
    mustContain: ['Premier Savings'],
  },
  {
    area: 'estate documents',
    query: "Who's my backup health care agent if Alex can't do it?",
    mustContain: ['Priya Shah'],
  },
  {
    area: 'estate documents',
    query: 'When did we sign our wills, and when were they last reviewed?',
    mustContain: [MARCH_14_2023, FEBRUARY_10_2025],
  },
  {
    area: 'estate documents',
    query: 'How is the Schwab brokerage account titled?',
    mustContain: [['JTWROS', 'right of survivorship']],
  },
  {
    area: 'estate documents',
    query: 'Who was the notary on my will?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: 'dana hughes phone number?',
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'Which firm is our CPA with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: 'Sam here, what email address do Jordan and Alex have on file for me?',
    mustContain: ['sam.carter@example.com'],
  },
  {
    area: 'people',
    query: "Alex here. What's Priya Shah's phone number?",
    mustContain: [phoneSpellings('713', '555', '0188')],
  },
  {
    area: 'people',
    query: 'who is my primary trusted contact',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: "Marcus Lee here. What level of access do I have to Jordan Carter's household?",
    mustContain: [['read', 'view only', 'view-only']],
  },
  {
    area: 'people',
    query: "Marcus here, what's the email for Jordan and Alex's attorney, Dana Hughes?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'How is Sam Carter related to Jordan?',
    mustContain: ['brother'],
  },
  {
    area: 'people',
    query: 'Who drew up our wills and the trust, and at what firm?',
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'How much does Marcus Lee charge us to do our taxes?',
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      "Sam here. Jordan's guidebook says who to call first - what's Alex's number on that list?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'where exactly is the fireproof safe?',
    mustContain: ['closet', 'Bluebonnet'],
  },
  {
    area: 'guidebook',
    query: 'What did I note is inside the safe?',
    mustContain: ['passports', 'car titles'],
  },
  {
    area: 'guidebook',
    query: 'Who has the combination to our safe?',
    mustContain: ['Dana Hughes'],
  },
  {
    area: 'guidebook',
    query: 'What did I say should happen with my Gmail, and whose phone is the recovery number?',
    mustContain: ['memorialize', 'Alex'],
  },
  {
    area: 'guidebook',
    query: "What's the Dell HR benefits number in the guidebook?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: "Marcus Lee here. Which of Jordan's guidebook entries can I see right now?",
    mustContain: ['Who to call first'],
  },
  {
    area: 'guidebook',
    query: 'can Alex read the letter I wrote for Mia and Leo? when?',
    mustContain: ['after'],
  },
  {
    area: 'guidebook',
    query: 'How many entries are in my guidebook?',
    mustContain: [['4', 'four']],
  },
  {
    area: 'guidebook',
    query: 'What does the guidebook say about who looks after the dog and which vet he goes to?',
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'when does the honda car payment come out?',
    mustContain: [dueOn(10)],
  },
  {
    area: 'due dates',
    query: 'Alex here. What day does the Spectrum internet autopay go through?',
    mustContain: [dueOn(12)],
  },
  {
    area: 'due dates',
    query: 'Which autopays hit on the 9th of the month?',
    mustContain: ['Haven Life', 'Northwestern Mutual'],
  },
  {
    area: 'due dates',
    query: 'How many bills get auto-drafted on the 1st, and what do they add up to?',
    mustContain: [['4', 'four'], dollars('5,408')],
  },
  {
    area: 'due dates',
    query: "When's Mia's 529 contribution taken out?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: 'when is the toll tag thing charged',
    mustContain: [dueOn(28)],
  },
  {
    area: 'due dates',
    query: 'What date does the Verizon bill come out?',
    mustContain: [dueOn(20)],
  },
  {
    area: 'due dates',
    query:
      "Sam here - when does Jordan and Alex's condo mortgage with Chase Home Lending get paid?",
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's the Austin Energy autopay?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query: "When is Leo's next checkup at the pediatrician?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-59 questions, each with its id (`h59-`, area and index). */
export const HELD_OUT_59: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h59-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
