import type { ScopeNeed } from '@web/lib/household-scope';

/**
 * What each household screen needs a client's household to have shared with an advisor (issue
 * 35), as alternatives: the screen opens when a household shares any of them. Screens not listed
 * (the dashboard, settings, the triggering event) open to everyone; their parts check their own.
 */
export const ROUTE_NEEDS: Record<string, readonly ScopeNeed[]> = {
  '/expenses': ['expenses'],
  '/accounts': ['accounts'],
  '/bank-accounts': ['accounts'],
  '/loans': ['loans'],
  '/properties': ['properties'],
  '/investments': ['investments'],
  '/nido-hub': ['documents'],
  '/family-guidebook': ['guidebook'],
  // The plan's tab needs the estate section, the Insurance tab the policies.
  '/estate-plan': ['estate', 'policies'],
  '/advisors': ['estate'],
  '/ai-insights': ['aiInsights'],
  '/legal-wizard': ['estate'],
};

/** What a screen is called where it is said to be not shared. */
export const ROUTE_TITLES: Record<string, string> = {
  '/expenses': 'Monthly Expenses',
  '/accounts': 'Financial Accounts',
  '/bank-accounts': 'Financial Accounts',
  '/loans': 'Loans',
  '/properties': 'Properties',
  '/investments': 'Investments',
  '/nido-hub': 'Documents',
  '/family-guidebook': 'Family Guidebook',
  '/estate-plan': 'Estate Plan',
  '/advisors': 'Advisor Contacts',
  '/ai-insights': 'AI Insights',
  '/legal-wizard': 'Legal Wizard',
};
