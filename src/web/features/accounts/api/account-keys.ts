import { householdKeys } from '@web/lib/household-data';

/**
 * The account lists are read through `useAssets` (lib/household-data), which the obligation form
 * also uses; these keys reach every selection of households at once.
 */
export const accountKeys = {
  all: [...householdKeys.all, 'assets'] as const,
  list: householdKeys.assets,
  /** Net worth on the dashboard counts the balances. */
  dashboard: [...householdKeys.all, 'dashboard'] as const,
  /** Investments lists the investment-type accounts: the same records (one ledger). */
  investments: [...householdKeys.all, 'investments'] as const,
};
