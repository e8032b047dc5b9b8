import type { POA_POWERS } from '@shared/legal/legal-answers';

/** Each power in plain words, as the agent's list in the document shows it. */
export const POA_POWER_LABELS: Record<(typeof POA_POWERS)[number], string> = {
  real_property: 'Real estate',
  personal_property: 'Cars, furniture and other belongings',
  banking: 'Bank accounts',
  investments: 'Stocks, bonds and other investments',
  retirement_plans: 'Retirement plans',
  taxes: 'Taxes',
  insurance_annuities: 'Insurance and annuities',
  government_benefits: 'Social Security, Medicare and other benefits',
  business: 'Running a business',
  claims_litigation: 'Claims and lawsuits',
  personal_family: 'Personal and family care',
  digital_assets: 'Email, online accounts and digital files',
  gifts: 'Making gifts (a power a court reads narrowly: only if you want it)',
  trusts: 'Creating or changing trusts (only if you want it)',
};
