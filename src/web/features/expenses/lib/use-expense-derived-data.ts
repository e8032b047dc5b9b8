import { useMemo } from 'react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { monthlyTotals } from '@shared/finance/household-summary';
import { categorySlices } from './category-slices';
import { filterExpenses, searchIndex, type CategoryFilter } from './expense-filters';
import { sortExpenses, sortRanks, type ExpenseSort } from './expense-sort';

/**
 * Everything the screen derives from the list, each step memoised on what it depends on: typing
 * re-filters the prepared index, sorting re-sorts only the filtered rows by keys ranked once per
 * list, and totals and the pie are computed once per list.
 */
export function useExpenseDerivedData(
  expenses: readonly TExpense[],
  { category, search, sort }: { category: CategoryFilter; search: string; sort: ExpenseSort },
) {
  const totals = useMemo(() => monthlyTotals(expenses), [expenses]);
  const slices = useMemo(() => categorySlices(totals.byCategory), [totals]);
  const index = useMemo(() => searchIndex(expenses), [expenses]);
  const ranks = useMemo(() => sortRanks(expenses), [expenses]);
  const filtered = useMemo(
    () => filterExpenses(index, { category, search }),
    [index, category, search],
  );
  const sorted = useMemo(() => sortExpenses(filtered, sort, ranks), [filtered, sort, ranks]);
  return { totals, slices, sorted };
}
