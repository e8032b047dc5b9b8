// A held-out set for the AI chat on the full demo household (issue 40 goal), `held-out-91`.
//
// Why. A fresh set nobody has tuned against, so its score is an honest figure for the product.
// The voice: people who say who they are and why they ask before the question — Alex (the
// spouse), Sam Carter and Priya Shah (the adult relatives named in the plan), the executor, and
// the family's advisors Marcus Lee (CPA) and Dana Hughes (attorney) — often with a sentence or two
// of context first ("We're refinancing. …", "For the estate inventory: …"), some asking two facts
// at once about one record; full sentences, ordinary punctuation, a few typos. Questions in the
// first person without a named asker are the owner's (Jordan Carter). The spread covers every
// area and many easy-to-miss fields: monthly due days, last four digits, owners, a VIN, purchase
// dates and prices, loan rates, terms and balances, primary and contingent beneficiaries,
// titling, signing and review dates, people's roles in documents, advisors' firms, emails, phones
// and access, guidebook entries' contents and sharing modes, policies' carriers, cover and
// premiums, holdings' quantities, values and gains, and category totals.
//
// When and how it was written. On 2026-12-03 between 06:48:53 and 06:52:14 UTC (from `date -u`),
// by a helper who never opened, grepped, listed or searched anything under
// src/server/modules/ai-insights/ nor test/ai-insights/, nor docs/ARCHITECTURE.md,
// bench/README.md or bench/chat-demo.ts; who never listed bench/chat-demo/ and read in it only
// questions.ts lines 1-120 (the ChatQuestion type, dueOn and the protocol), held-out-6.ts's first
// 40 and last 15 lines (header style, export shape) and spellings.ts; who ran no git command,
// no chat, benchmark, app, tests or full `tsc`, and used no search tool on this project.
//
// Sources. The demo catalog and seeders (src/server/db/seed/demo-*.ts: demo-catalog,
// demo-household, demo-investment-catalog, demo-investments, demo-policy-catalog, demo-policies,
// demo-estate-catalog, demo-estate, demo-people, demo-guidebook, demo-documents, demo-event,
// demo-owner, demo-pdf, demo-plan, demo-planning, demo-records, demo-sign-in);
// src/shared/finance/frequency.ts; src/server/modules/investments/account-values.ts;
// src/shared/investments/valuation.ts (first 80 lines); src/shared/finance/asset-schemas.ts
// (first 60 lines); src/shared/finance/categories.ts (first 80 lines); the "AI assistant"
// section of the product spec; the brief. household-summary.ts was not read: no question asks
// about net worth.
//
// Slips. None.
//
// Amounts. Worked out from the catalog with a throwaway Python script (decimal): monthly
// equivalents as frequency.ts defines them (quarterly /3, bi-annual /6, yearly /12), summed then
// rounded once to cents, a year as twelve of those; a holding as quantity × price rounded half
// away from zero to cents, a gain as value − cost basis; an account's value as its holdings'
// value, else its entered balance; printed as "$1,234.56". Where an amount may fairly be stated
// two ways (per charge or per month, or a yearly figure from a monthly one rounded first), both
// are accepted; monthly due dates use dueOn, other dates dateSpellings, phones phoneSpellings.
//
// Protocol. Run once, at the end, by the lead. Never edit a question or its facts after an
// answer is seen, never use this set to tune the engine, and do not look at its answers while
// changing the engine. 80 questions: 9 in each of the eight areas (72), plus 8 that must be
// declined (Nido does not hold the fact), one per area.

import { dueOn, type ChatQuestion } from './questions';
import { dateSpellings, dollars, phoneSpellings } from './spellings';

const AFTER_THE_EVENT = [
  'after the event',
  'after an event',
  'after event',
  'after a triggering',
  'after the triggering',
  'after my death',
  'after your death',
  'after Jordan',
  'only after',
  'once the event',
  'once an event',
];

const ALL: readonly Omit<ChatQuestion, 'id'>[] = [
  // ── Spending ──
  {
    area: 'spending',
    query:
      'This is Alex. I am trying to get a handle on the house budget. What do our utilities come to per month, electric and gas together?',
    mustContain: ['$249.55'],
  },
  {
    area: 'spending',
    query:
      "Marcus Lee here, the Carters' CPA. For the rental schedule I need the monthly carrying cost of the Rainey Street condo, meaning the mortgage plus the HOA dues. What's the total?",
    mustContain: [dollars('2,635')],
  },
  {
    area: 'spending',
    query: "How much does Leo's preschool cost us over a full year?",
    mustContain: [dollars('17,040')],
  },
  {
    area: 'spending',
    query:
      "Hi, I'm Priya, Jordan's sister and the guardian named in the will. If I ever had to take over, what do Mia's things cost per month all together (piano, soccer, the 529 contribution)?",
    mustContain: ['$524.17'],
  },
  {
    area: 'spending',
    query:
      "Sam Carter, Jordan's brother and alternate executor. For the estate inventory: what do the cars cost in a year, counting the loan, insurance, registration and tolls?",
    mustContain: [['$8,948.75', '$8,948.76']],
  },
  {
    area: 'spending',
    query:
      'Alex again. What are we paying for the two life insurance policies combined? A yearly figure is fine.',
    mustContain: [[...dollars('1,458'), '$121.50']],
  },
  {
    area: 'spending',
    query: 'How much is the soccer club for Mia, and how often do we pay it?',
    mustContain: [
      dollars('325'),
      [
        'every 6 months',
        'every six months',
        'twice a year',
        'twice per year',
        'bi-annual',
        'biannual',
        'semi-annual',
        'semiannual',
        '/6mo',
      ],
    ],
  },
  {
    area: 'spending',
    query:
      'From the CPA: what is the monthly total of the Other category, i.e. internet, phones, streaming, the gym and the memberships?',
    mustContain: ['$515.09'],
  },
  {
    area: 'spending',
    query:
      'This is Alex. Adding up everything that gets charged to the Amex card, what does that come to a month?',
    mustContain: ['$1,062.92'],
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
    query:
      'Marcus Lee, CPA. For the joint return I need the HSA details: whose name is the HSA in, and what is its balance?',
    mustContain: ['Jordan', dollars('8,700')],
  },
  {
    area: 'accounts',
    query:
      "We're refinancing. What's the interest rate on the Wells Fargo morgage, and how much do we still owe on it?",
    mustContain: ['3.375', dollars('412,380')],
  },
  {
    area: 'accounts',
    query:
      "I'm the executor. For the estate inventory: what's the balance of the Ally emergency fund, and who is the owner on it?",
    mustContain: [dollars('25,300'), 'Alex'],
  },
  {
    area: 'accounts',
    query: "What's the balance in the Chase checking, and what are its last four digits?",
    mustContain: ['$18,450.33', '8842'],
  },
  {
    area: 'accounts',
    query:
      'Sam here, helping Alex with the bills. How much is owed on the American Express card right now?',
    mustContain: ['$2,340.18'],
  },
  {
    area: 'accounts',
    query:
      'Alex here. How long was the Honda car loan for, and what was the original amount borrowed?',
    mustContain: [
      ['60 months', '60-month', '60 month', 'five years', 'five-year', '5 years', '5-year'],
      dollars('27,900'),
    ],
  },
  {
    area: 'accounts',
    query: 'What interest rate are we paying on the Chase mortgage for the Rainey Street condo?',
    mustContain: ['6.25'],
  },
  {
    area: 'accounts',
    query:
      'Dana Hughes, the family attorney. For the trust schedule, when was the Bluebonnet house purchased and what was the price?',
    mustContain: [dateSpellings(2018, 5, 22), dollars('520,000')],
  },
  {
    area: 'accounts',
    query: "I'm handling the estate and need to transfer the Tesla's title. What's its VIN?",
    mustContain: ['5YJ3E1EA8KF123456'],
  },
  {
    area: 'accounts',
    query: "I'm setting up a direct deposit. What's the routing number on our Chase checking?",
    mustContain: [],
    decline: true,
  },

  // ── Investments ──
  {
    area: 'investments',
    query: "Marcus Lee here. What's Jordan's Fidelity 401(k) worth at current prices?",
    mustContain: ['$154,007.81'],
  },
  {
    area: 'investments',
    query:
      'This is Alex. How many shares of VTI are in my Roth IRA, and what are they worth today?',
    mustContain: ['145', dollars('43,674')],
  },
  {
    area: 'investments',
    query:
      'For the estate inventory: what is the Schwab joint brokrage account worth, and who is named on its transfer-on-death registration?',
    mustContain: [dollars('54,353'), 'Mia', 'Leo'],
  },
  {
    area: 'investments',
    query: 'Who are the contingent beneficiaries on my 401k, and how is it split between them?',
    mustContain: [
      'Mia',
      'Leo',
      ['50%', '50 %', '50 percent', 'half each', 'equally', 'equal shares', 'evenly'],
    ],
  },
  {
    area: 'investments',
    query:
      "From our CPA, for tax planning: what's the unrealized gain on the Microsoft shares in the brokerage account?",
    mustContain: [dollars('4,263')],
  },
  {
    area: 'investments',
    query:
      "Priya here, Mia's aunt. How much is in Mia's 529 plan, and who takes it over as owner if Jordan can't?",
    mustContain: [dollars('15,600'), 'Alex'],
  },
  {
    area: 'investments',
    query: 'How much cash is sitting in the Schwab sweep right now?',
    mustContain: [dollars('8,750')],
  },
  {
    area: 'investments',
    query: "Alex here. What's the total value across all of our investment accounts?",
    mustContain: ['$278,322.81'],
  },
  {
    area: 'investments',
    query: 'Which fund in my 401(k) is worth less than what I paid for it?',
    mustContain: [['FXNAX', 'U.S. Bond Index', 'US Bond Index']],
  },
  {
    area: 'investments',
    query: "What percentage return did Alex's Roth IRA earn in 2025?",
    mustContain: [],
    decline: true,
  },

  // ── Policies ──
  {
    area: 'policies',
    query:
      "Marcus Lee, CPA. What's the face amount of Alex's Haven Life policy, and what's the policy number?",
    mustContain: [dollars('750,000'), 'HL0774412'],
  },
  {
    area: 'policies',
    query:
      "I'm the executor. Who is the contingent beneficary on Jordan's Northwestern Mutual life insurance?",
    mustContain: [['Carter Family Revocable Trust', 'Revocable Trust', 'family trust']],
  },
  {
    area: 'policies',
    query:
      "Alex here. What's the dwelling coverage on the State Farm homeowners policy, and what's the annual premium?",
    mustContain: [dollars('610,000'), dollars('2,864')],
  },
  {
    area: 'policies',
    query:
      "Dana Hughes, the family's attorney. Jordan's term life policy: how long is the term, and what year was it issued?",
    mustContain: [['20-year', '20 year', '20 years', 'twenty-year', 'twenty years'], '2019'],
  },
  {
    area: 'policies',
    query: "What's the policy number on the GEICO policy for the Tesla?",
    mustContain: ['4410-22-919'],
  },
  {
    area: 'policies',
    query:
      "Sam Carter here. Which company carries the family's health insurance, and what's the monthly premium?",
    mustContain: [['Blue Cross', 'BCBS'], dollars('618')],
  },
  {
    area: 'policies',
    query: "For the CPA's records: what do we pay GEICO for the Honda's full coverage?",
    mustContain: [[...dollars('689'), '$114.83']],
  },
  {
    area: 'policies',
    query: "Priya Shah here. Who is the primary beneficiary on Alex's life insurence?",
    mustContain: ['Jordan'],
  },
  {
    area: 'policies',
    query: 'Is our health plan a PPO or an HMO, and who do we get it through?',
    mustContain: ['PPO', 'Dell'],
  },
  {
    area: 'policies',
    query: "What's the deductible on the Tesla's GEICO policy?",
    mustContain: [],
    decline: true,
  },

  // ── Estate documents ──
  {
    area: 'estate documents',
    query: "Dana Hughes, the Carters' attorney. When were Jordan's and Alex's wills last reviewed?",
    mustContain: [dateSpellings(2025, 2, 10)],
  },
  {
    area: 'estate documents',
    query:
      "Sam Carter, Jordan's brother. Am I named anywhere in Jordan's will, and if so in what roles?",
    mustContain: ['executor', 'guardian'],
  },
  {
    area: 'estate documents',
    query: "I'm the executor. Where is the original of Jordan's will kept?",
    mustContain: ['safe'],
  },
  {
    area: 'estate documents',
    query: "Who's the successor trustee of our family trust?",
    mustContain: ['Sam'],
  },
  {
    area: 'estate documents',
    query:
      'Dana Hughes again. Which assets are funded into the Carter Family Revocable Trust, and which one still has to be retitled?',
    mustContain: ['Bluebonnet', ['Premier Savings', 'Chase savings', 'savings account']],
  },
  {
    area: 'estate documents',
    query: 'This is Alex. When did I sign my directive to physicians (the living will)?',
    mustContain: [dateSpellings(2019, 6, 3)],
  },
  {
    area: 'estate documents',
    query:
      "Priya here. Under Jordan's medical power of attorney, who is the backup health care agent after Alex?",
    mustContain: ['Priya'],
  },
  {
    area: 'estate documents',
    query: 'Marcus Lee, CPA. How is the joint brokerage account at Schwab titled?',
    mustContain: [['right of survivorship', 'JTWROS']],
  },
  {
    area: 'estate documents',
    query:
      "For the estate file: who is the agent under Jordan's durable financial power of attorney, and who is the alternate?",
    mustContain: ['Alex', 'Sam'],
  },
  {
    area: 'estate documents',
    query: 'Who were the two witnesses when Jordan signed the will?',
    mustContain: [],
    decline: true,
  },

  // ── People ──
  {
    area: 'people',
    query: "This is Alex. What's the email address for our attorney, Dana?",
    mustContain: ['dana@hugheslaw.example'],
  },
  {
    area: 'people',
    query: 'Sam here. What firm is Marcus Lee with?',
    mustContain: [['Lee & Ortiz', 'Lee and Ortiz']],
  },
  {
    area: 'people',
    query: "I'm the executor and need to call the family's attorney. What's her phone number?",
    mustContain: [phoneSpellings('512', '555', '0120')],
  },
  {
    area: 'people',
    query: 'What level of access does our CPA have in Nido?',
    mustContain: [
      [
        'read-only',
        'read only',
        'read access',
        'view-only',
        'view only',
        'view access',
        'can view',
        'can read',
      ],
    ],
  },
  {
    area: 'people',
    query:
      "Priya Shah here, I need to reach Sam about the kids. What's his phone number and email?",
    mustContain: [phoneSpellings('512', '555', '0143'), 'sam.carter@example.com'],
  },
  {
    area: 'people',
    query: 'Who is set up as my trusted contact?',
    mustContain: ['Alex'],
  },
  {
    area: 'people',
    query: 'Alex here. What does Marcus do for us every year, and in which month?',
    mustContain: ['return', 'March'],
  },
  {
    area: 'people',
    query: "Sam Carter again. Which lawyer drafted Jordan and Alex's wills, and at what firm?",
    mustContain: ['Dana Hughes', 'Hughes Law'],
  },
  {
    area: 'people',
    query: 'Besides me, who else can sign in to our Nido household?',
    mustContain: ['Alex', 'Marcus'],
  },
  {
    area: 'people',
    query: "Priya Shah's home adress, please — I want to send her the guardianship papers.",
    mustContain: [],
    decline: true,
  },

  // ── Guidebook ──
  {
    area: 'guidebook',
    query:
      'This is Alex. What did Jordan write in the guidebook about what to do with the Gmail account?',
    mustContain: [['memorialize', 'memorialise', 'memorialized'], 'year'],
  },
  {
    area: 'guidebook',
    query: 'Who can read my letter to the kids, and when?',
    mustContain: ['Alex', AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query: 'Sam here. Where exactly is the fireproof safe, and who has the combination?',
    mustContain: ['closet', 'Dana'],
  },
  {
    area: 'guidebook',
    query:
      "I'm the executor. According to the guidebook, what's the number for the Dell HR benefits line?",
    mustContain: [phoneSpellings('800', '555', '0199')],
  },
  {
    area: 'guidebook',
    query: 'How is my guidebook entry about the safe shared with Marcus, our CPA?',
    mustContain: [AFTER_THE_EVENT],
  },
  {
    area: 'guidebook',
    query:
      "Alex here. On the 'who to call first' page of the guidebook, what phone number is listed for me?",
    mustContain: [phoneSpellings('512', '555', '0101')],
  },
  {
    area: 'guidebook',
    query: 'What does my letter to Mia and Leo say about their grandmother?',
    mustContain: ['Sunday'],
  },
  {
    area: 'guidebook',
    query: 'Marcus Lee, CPA. What does the guidebook say is kept inside the fireproof safe?',
    mustContain: ['passport', 'title'],
  },
  {
    area: 'guidebook',
    query: 'Whose phone is the recovery phone on my Gmail?',
    mustContain: ['Alex'],
  },
  {
    area: 'guidebook',
    query: "Alex here. What's the password to Jordan's Gmail?",
    mustContain: [],
    decline: true,
  },

  // ── Due dates ──
  {
    area: 'due dates',
    query: 'From the CPA: when is the next Honda car payment due, and how much is it?',
    mustContain: [dueOn(10), dollars('465')],
  },
  {
    area: 'due dates',
    query: 'This is Alex. When does the condo mortgage come out next?',
    mustContain: [dueOn(5)],
  },
  {
    area: 'due dates',
    query: "When's the next Austin Energy bill drafted?",
    mustContain: [dueOn(18)],
  },
  {
    area: 'due dates',
    query:
      "Sam here, I'm helping Alex keep enough in checking. Which bills come out on the 1st of the month?",
    mustContain: ['Wells Fargo', 'Rainey Tower', ['Blue Cross', 'BCBS'], 'Bright Horizons'],
  },
  {
    area: 'due dates',
    query: 'Alex here. When is the Verizon bill paid next, and from which account?',
    mustContain: [dueOn(20), ['Amex', 'American Express']],
  },
  {
    area: 'due dates',
    query: "When does the next contribution to Mia's 529 get pulled?",
    mustContain: [dueOn(15)],
  },
  {
    area: 'due dates',
    query: "Marcus Lee here. What day does Haven Life take the premium for Alex's policy next?",
    mustContain: [dueOn(9)],
  },
  {
    area: 'due dates',
    query: 'When is the gym membership charged next?',
    mustContain: [dueOn(2)],
  },
  {
    area: 'due dates',
    query:
      'For closing out subscriptions as executor: when does Spotify charge next, and how much?',
    mustContain: [dueOn(11), '$19.99'],
  },
  {
    area: 'due dates',
    query: "When is Mia's next piano recital?",
    mustContain: [],
    decline: true,
  },
];

/** The held-out-91 questions, each with its id (`h91-`, area and index). */
export const HELD_OUT_91: readonly ChatQuestion[] = ALL.map((question, index) => ({
  ...question,
  id: `h91-${question.area.replace(/ /g, '-')}-${index + 1}`,
}));
