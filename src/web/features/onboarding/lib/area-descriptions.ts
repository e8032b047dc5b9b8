import type { OnboardingArea } from '@shared/onboarding/onboarding-schemas';

/** One line under each choice on the "What should we set up first?" step. */
export const AREA_DESCRIPTIONS: Record<OnboardingArea, string> = {
  expenses: 'Bills and recurring payments: mortgage, insurance, utilities, subscriptions.',
  assets: 'Checking, savings and other accounts, so nothing is forgotten.',
  investments: 'Brokerage, retirement and other investment accounts.',
  documents: 'Wills, trusts, policies and deeds, stored encrypted in one place.',
  family: 'The people who should be able to find all of this when it matters.',
  advisors: 'Your attorney, accountant, financial planner and insurance agent.',
};
