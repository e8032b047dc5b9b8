import { householdKeys } from '@web/lib/household-data';

/**
 * The investments list is read through `useInvestments` (lib/household-data); these keys reach
 * every selection of households at once.
 */
export const investmentKeys = {
  all: [...householdKeys.all, 'investments'] as const,
  list: householdKeys.investments,
  /** Net worth on the dashboard counts the investments. */
  dashboard: [...householdKeys.all, 'dashboard'] as const,
  /**
   * Financial Accounts lists every investment account too, valued by its holdings: the same
   * records (issue 40: one ledger).
   */
  accounts: [...householdKeys.all, 'assets'] as const,
  /** Whether live quotes are configured: a server setting, the same for every household. */
  quoteStatus: ['investments', 'quote-status'] as const,
};
