import { householdKeys } from '@web/lib/household-data';

/**
 * The loan lists are read through `useLoans` (lib/household-data), which the properties screen
 * also uses; these keys reach every selection of households at once.
 */
export const loanKeys = {
  all: [...householdKeys.all, 'loans'] as const,
  list: householdKeys.loans,
  /** An obligation shows the loan linked to it, so a loan's link changes the obligations list. */
  expenses: [...householdKeys.all, 'expenses'] as const,
  /** Net worth on the dashboard subtracts the balances. */
  dashboard: [...householdKeys.all, 'dashboard'] as const,
};
