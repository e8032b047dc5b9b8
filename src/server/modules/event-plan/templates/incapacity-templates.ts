import { PLAN_ROW_DEFAULTS, type PlanTemplate } from './template-types';

const row = (
  template: Pick<PlanTemplate, 'key' | 'stage' | 'title' | 'detail' | 'due'> &
    Partial<PlanTemplate>,
): PlanTemplate => ({ kind: 'incapacity', ...PLAN_ROW_DEFAULTS, sources: [], ...template });

const FIRST_DAYS = { kind: 'days_after_event' as const, days: 3 };
const FIRST_WEEKS = { kind: 'days_after_event' as const, days: 14 };

/**
 * While the owner cannot act (issue 15 Deliver 6): the people the powers of attorney name, who
 * speaks to the doctors, the accounts that must hear of the power of attorney, the bills that must
 * keep being paid and the policies that may pay now. Shorter than the death plan, and reversible:
 * the owner re-locks on return.
 */
export const INCAPACITY_TEMPLATES: readonly PlanTemplate[] = [
  row({
    key: 'contact_financial_agent',
    stage: 'first_days',
    title: 'Contact the agent under the financial power of attorney: {subject}',
    detail:
      'The agent named here handles money matters while the owner cannot. Give them the original document (where it is kept is shown) so banks will act on it.',
    due: FIRST_DAYS,
    each: 'financial_poas',
  }),
  row({
    key: 'no_financial_poa',
    stage: 'first_days',
    title: 'Find out who may manage the finances',
    detail:
      'No durable financial power of attorney is recorded in Nido. Look for one among the owner’s papers, and ask an attorney how someone can be given authority to pay the bills.',
    due: FIRST_DAYS,
    condition: 'no_financial_poa',
    facts: 'attorney',
  }),
  row({
    key: 'contact_health_agent',
    stage: 'first_days',
    title: 'Contact the health-care agent: {subject}',
    detail:
      'The health-care agent named here makes medical decisions while the owner cannot. Make sure they have a copy of the document.',
    due: FIRST_DAYS,
    each: 'healthcare_poas',
  }),
  row({
    key: 'no_healthcare_poa',
    stage: 'first_days',
    title: 'Find out who may speak for the owner’s health care',
    detail:
      'No health-care power of attorney is recorded in Nido. Look for one among the owner’s papers and tell the doctors who the family is.',
    due: FIRST_DAYS,
    condition: 'no_healthcare_poa',
    facts: 'attorney',
  }),
  row({
    key: 'doctors_hipaa',
    stage: 'first_days',
    title: 'Give the doctors the HIPAA authorization and the advance directive',
    detail:
      'With the HIPAA authorization the doctors may talk to the people it names; the directive tells them what care is wanted and who speaks for the owner.',
    due: FIRST_DAYS,
    facts: 'doctors',
  }),
  row({
    key: 'notify_bank_poa',
    stage: 'ongoing',
    title: 'Show the power of attorney to {subject}',
    detail:
      'Ask the institution to record the power of attorney on the account so the agent can pay bills from it.',
    due: FIRST_WEEKS,
    each: 'bank_accounts',
    letter: 'bank',
  }),
  row({
    key: 'notify_investment_poa',
    stage: 'ongoing',
    title: 'Show the power of attorney to {subject}',
    detail: 'Ask the institution to record the power of attorney on the account.',
    due: FIRST_WEEKS,
    each: 'investment_accounts',
    letter: 'bank',
  }),
  row({
    key: 'keep_bill_paid',
    stage: 'ongoing',
    title: 'Keep paying: {subject}',
    detail:
      'Make sure this bill keeps being paid. An automatic payment needs money in the account it is drawn from; a manual one needs someone to pay it.',
    due: { kind: 'none' },
    each: 'obligations',
  }),
  row({
    key: 'review_income_policy',
    stage: 'ongoing',
    title: 'Ask whether this policy pays now: {subject}',
    detail:
      'Disability and long-term care policies may pay while the owner cannot work or needs care. Ask the insurer how to claim and what it needs.',
    due: FIRST_WEEKS,
    each: 'income_policies',
    letter: 'insurer',
  }),
];
