import type { QueryClient } from '@tanstack/react-query';
import { householdKeys } from '@web/lib/household-data';

/**
 * The obligations list is read through `useExpenses` (src/web/lib/household-data.ts), keyed by
 * the selected households; `all` is the prefix of every such key, so one invalidation refreshes
 * the list for any selection.
 */
export const expenseKeys = {
  all: [...householdKeys.all, 'expenses'] as const,
  list: householdKeys.expenses,
};

/**
 * After an obligation changes: the list, the dashboard's totals, and the loans (a home Mortgage
 * keeps a linked loan). Only queries on screen refetch; the rest are marked stale.
 */
export function invalidateAfterExpenseChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [expenseKeys.all, [...householdKeys.all, 'dashboard'], [...householdKeys.all, 'loans']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
