import { SOURCES } from './plan-sources';
import { deathRow } from './death-row';
import type { PlanTemplate } from './template-types';

const within = (days: number) => ({ kind: 'days_after_event' as const, days });
const FIRST_WEEK = within(7);
const FIRST_MONTH = within(30);

/** Each row below says only what differs from the defaults. */
const row = deathRow;

/**
 * After a death: EstateExec's buckets (first week, first month, first 3 months and after) with the
 * IRS, Social Security and credit-bureau items of research §3, joined with the household's records.
 */
export const DEATH_TEMPLATES: readonly PlanTemplate[] = [
  // First days
  row({
    key: 'secure_home',
    stage: 'first_days',
    title: 'Secure the home: {subject}',
    detail:
      'Lock the home, collect the keys, and make sure someone looks in on it while it stands empty. Keep the insurance in force.',
    due: FIRST_WEEK,
    each: 'homes',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'secure_vehicle',
    stage: 'first_days',
    title: 'Secure the vehicle: {subject}',
    detail:
      'Keep the vehicle and its keys somewhere safe and insured until the estate decides who takes it.',
    due: FIRST_WEEK,
    each: 'vehicles',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'locate_will',
    stage: 'first_days',
    title: 'Find the original will of {subject}',
    detail:
      'The court needs the signed original, not a copy. The records say where it is kept and who is named to settle the estate.',
    due: FIRST_WEEK,
    each: 'wills',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'search_for_will',
    stage: 'first_days',
    title: 'Look for a will',
    detail:
      'No will is recorded in Nido. Look through papers at home and in any safe deposit box, and ask the family’s attorney whether they keep one.',
    due: FIRST_WEEK,
    condition: 'no_will_recorded',
    facts: 'will_search',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'death_certificates',
    stage: 'first_days',
    title: 'Order certified copies of the death certificate',
    detail:
      'Most institutions ask for a certified copy. The count shown is a suggestion from the institutions on record (one each, and a few spare); adjust it to the family’s needs.',
    due: FIRST_WEEK,
    facts: 'death_certificates',
    sources: [SOURCES.estateExecChecklist, SOURCES.deathCertificates],
  }),
  row({
    key: 'funeral',
    stage: 'first_days',
    title: 'Arrange the funeral according to the final wishes',
    detail:
      'Read the final wishes first: the letter of intent and the Family Guidebook say what was wanted.',
    due: FIRST_WEEK,
    facts: 'final_wishes',
    sources: [SOURCES.estateExecChecklist],
  }),

  // First month
  row({
    key: 'notify_social_security',
    stage: 'first_month',
    title: 'Notify Social Security',
    detail:
      'Give the funeral home the Social Security number: most funeral homes report the death to Social Security, on its form for funeral directors. Confirm that it did, and ask about survivor benefits. Social Security pays no benefit for the month of death: the payment for that month, which arrives the month after, must be returned; if it came by direct deposit, tell the bank so it can return it. Medicare (unverified here): guides say Social Security passes the death on to Medicare; a private Medicare Advantage, drug or supplement plan may need its own notice. Confirm the office’s address with Social Security before mailing the letter.',
    due: FIRST_MONTH,
    letter: 'social_security',
    sources: [
      SOURCES.estateExecChecklist,
      SOURCES.socialSecurityFuneralHome,
      SOURCES.socialSecurityMonthOfDeath,
      SOURCES.medicareNotice,
    ],
  }),
  row({
    key: 'credit_bureau',
    stage: 'first_month',
    title: 'Tell a credit bureau about the death',
    detail:
      'A death notice on the credit file stops lenders from issuing new credit in the name. Equifax says the bureau told first notifies the other two, and takes a mailed copy of the death certificate from the spouse, or from someone with court papers to act for the estate. Experian also says one bureau tells the other two, and that only a spouse or someone legally authorized, such as the executor, can report a death. TransUnion: unverified (its own page was not read). There is a letter for each bureau for a family that prefers to write to all three. Confirm each bureau’s mailing address on its website.',
    due: FIRST_MONTH,
    letter: 'credit_bureau',
    sources: [SOURCES.equifaxDeath, SOURCES.experianDeath],
  }),
  row({
    key: 'notify_employer',
    stage: 'first_month',
    title: 'Notify the employer',
    detail:
      'Ask about the final paycheck, any benefits still owed, and the workplace retirement plans listed here.',
    due: FIRST_MONTH,
    facts: 'employer',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'notify_bank',
    stage: 'first_month',
    title: 'Notify {subject}',
    detail:
      'Tell the institution about the death and ask what it needs to release or transfer the account. An account with a payable-on-death name passes to that person outside the will.',
    due: FIRST_MONTH,
    each: 'bank_accounts',
    letter: 'bank',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'notify_investment',
    stage: 'first_month',
    title: 'Notify {subject}',
    detail:
      'Tell the institution about the death. Named beneficiaries or a transfer-on-death registration pass the account outside the will: ask for the beneficiary claim forms.',
    due: FIRST_MONTH,
    each: 'investment_accounts',
    letter: 'bank',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'claim_life_insurance',
    stage: 'first_month',
    title: 'Claim the death benefit: {subject}',
    detail:
      'Tell the insurer about the death and ask for the claim forms. The beneficiaries on record file the claim, each with a certified death certificate.',
    due: FIRST_MONTH,
    each: 'life_policies_on_owner',
    letter: 'insurer',
    sources: [SOURCES.estateExecChecklist],
  }),
  row({
    key: 'notify_insurer',
    stage: 'first_month',
    title: 'Notify the insurer: {subject}',
    detail:
      'Tell the insurer about the death: cancel what nobody needs any more, or change the named insured.',
    due: FIRST_MONTH,
    each: 'other_policies',
    letter: 'insurer',
    sources: [SOURCES.estateExecChecklist],
  }),

  // Bills and subscriptions
  row({
    key: 'obligation_decision',
    stage: 'obligations',
    title: 'Keep, cancel or transfer: {subject}',
    detail:
      'Decide what happens to this bill. Automatic payments keep going until someone stops them, so those come first.',
    due: FIRST_MONTH,
    each: 'obligations',
    letter: 'utility',
    decision: true,
    sources: [SOURCES.estateExecChecklist],
  }),

  // The months after
  row({
    key: 'estate_ein',
    stage: 'later',
    title: 'Get an EIN for the estate (IRS Form SS-4)',
    detail:
      'The estate needs its own taxpayer number for its bank account and tax returns. The IRS online application (Form SS-4) gives the number at once, Monday to Friday, 7 a.m. to 10 p.m. Eastern time.',
    due: { kind: 'months_after_event', months: 3 },
    sources: [SOURCES.irsPub559, SOURCES.estateExecChecklist],
  }),
  row({
    key: 'form_56',
    stage: 'later',
    title: 'Tell the IRS who acts for the estate (Form 56)',
    detail: 'Form 56, the notice of fiduciary relationship, is filed once the estate has its EIN.',
    due: { kind: 'after_task', task: 'estate_ein', days: 0 },
    sources: [SOURCES.irsPub559],
  }),
  row({
    key: 'final_1040',
    stage: 'later',
    title: 'File the final income tax return (Form 1040)',
    detail:
      'The final Form 1040 covers the year of death up to the date of death. It is due April 15 of the year after the death; when April 15 falls on a weekend or a holiday, the due date moves to the next business day. Any return not filed for an earlier year is due as well.',
    due: { kind: 'fixed_date', month: 4, day: 15, yearsAfter: 1 },
    sources: [SOURCES.irsPub559FinalReturn, SOURCES.irsPub559],
  }),
  row({
    key: 'form_1041',
    stage: 'later',
    title: 'File the estate’s income tax return if it has $600 or more of gross income (Form 1041)',
    detail:
      'From the death until its assets are handed out to the beneficiaries, the estate files Form 1041 for each tax year in which its gross income is $600 or more. The return is due by the 15th day of the 4th month after the end of the estate’s tax year: April 15 for a year ending December 31, October 15 for a year ending June 30. Ask a CPA or attorney which tax year suits this estate.',
    due: { kind: 'none' },
    facts: 'tax_advisor',
    sources: [SOURCES.irsPub950EstateIncome, SOURCES.irs1041WhenToFile, SOURCES.irsPub559],
  }),
  row({
    key: 'form_706',
    stage: 'later',
    title: 'File the federal estate tax return if the estate is large enough (Form 706)',
    detail:
      'Form 706 is required when the gross estate, with the taxable gifts made in life, is above the filing threshold for the year of death. It is due 9 months after the death; Form 4768, filed by then, gives an automatic 6-month extension to file. The threshold changes with the year: the IRS lists $13,610,000 for deaths in 2024, and a secondary source gives $15,000,000 for deaths in 2026: confirm this year’s amount with the IRS or a CPA.',
    due: { kind: 'months_after_event', months: 9 },
    facts: 'estate_total',
    sources: [
      SOURCES.irsEstateTaxFaq,
      SOURCES.irsPub559EstateTax,
      SOURCES.irsForm4768,
      SOURCES.estateExemption2026,
    ],
  }),
  row({
    key: 'portability_election',
    stage: 'later',
    title: 'Keep the unused estate-tax exclusion for the surviving spouse (portability, Form 706)',
    detail:
      'The records say the deceased was married. The executor can pass the deceased spouse’s unused exclusion (DSUE) to the surviving spouse by filing Form 706 and electing portability, even when the estate owes no tax and is below the filing threshold: the election is made only by filing the return. It is due with the estate tax return, 9 months after the death (6 months more with Form 4768). An estate not otherwise required to file may still elect it on or before the fifth anniversary of the death, under Rev. Proc. 2022-32. Ask a CPA or an estate attorney whether it is worth filing.',
    due: { kind: 'months_after_event', months: 9 },
    condition: 'married',
    facts: 'estate_total',
    sources: [SOURCES.irsEstateTaxFaq, SOURCES.revProc202232, SOURCES.irsForm4768],
  }),
  row({
    key: 'ssa_lump_sum',
    stage: 'later',
    title: 'Claim the $255 Social Security lump-sum death payment',
    detail:
      'Social Security pays a one-time $255 to an eligible survivor; it must be claimed within 2 years of the death (from a secondary source). Confirm who qualifies, and the limit, with Social Security.',
    due: { kind: 'months_after_event', months: 24 },
    sources: [SOURCES.socialSecurity],
  }),
];
