import type { OnboardingArea } from '@shared/onboarding/onboarding-schemas';

type AreaGuide = {
  /** What to do, in one short line. */
  description: string;
  /** The screen where it is done. */
  href: string;
  linkLabel: string;
};

/** Where each checklist item leads. Family sharing is managed from Settings. */
export const AREA_GUIDES: Record<OnboardingArea, AreaGuide> = {
  expenses: {
    description: 'Record your recurring bills so your family knows what must keep being paid.',
    href: '/expenses',
    linkLabel: 'Open Monthly Expenses',
  },
  assets: {
    description: 'List your bank and other financial accounts, and where they are held.',
    href: '/accounts',
    linkLabel: 'Open Financial Accounts',
  },
  investments: {
    description: 'Add brokerage and retirement accounts so nothing is overlooked.',
    href: '/investments',
    linkLabel: 'Open Investments',
  },
  documents: {
    description: 'Upload wills, trusts, policies and deeds to your encrypted document hub.',
    href: '/nido-hub',
    linkLabel: 'Open Documents',
  },
  family: {
    description: 'Give the people you trust a way in, so they can find everything when needed.',
    href: '/settings',
    linkLabel: 'Invite family from Settings',
  },
  advisors: {
    description: 'Keep your attorney, accountant and planner contacts in one place.',
    href: '/advisors',
    linkLabel: 'Open Advisor Contacts',
  },
};
