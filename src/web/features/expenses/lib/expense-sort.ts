import { CATEGORY_LABELS } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import { monthlyEquivalentCents } from '@shared/finance/frequency';

/** The sortable columns of the obligations table (spec §2: all but Actions). */
export const SORT_COLUMNS = ['vendor', 'category', 'cost', 'payment', 'bankAccount'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export type ExpenseSort = { column: SortColumn; direction: SortDirection };

/** Spec §2: the table starts sorted by cost, highest first. */
export const DEFAULT_SORT: ExpenseSort = { column: 'cost', direction: 'desc' };

/** Spec §2: the active column toggles its direction; another column starts ascending. */
export function nextSort(current: ExpenseSort, column: SortColumn): ExpenseSort {
  if (current.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

type Key = string | number | null;

/**
 * What a column sorts by. Cost sorts by the monthly equivalent, so a $1,200 yearly bill sits below
 * a $200 monthly one, as in the totals. Payment puts auto-pay (by day) before manual pay.
 */
function sortKey(expense: TExpense, column: SortColumn): Key {
  switch (column) {
    case 'vendor':
      return expense.vendor;
    case 'category':
      return CATEGORY_LABELS[expense.category];
    case 'cost':
      return monthlyEquivalentCents(expense.costCents, expense.frequency);
    case 'payment':
      return expense.isAutoPay ? (expense.autoPayDate ?? 32) : 100;
    case 'bankAccount':
      return expense.bankAccount?.trim() || null;
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy. Keys are computed once per obligation (not once per comparison), so sorting
 * 5,000 rows stays well under a frame. Missing values (no bank account) go last in both
 * directions; ties fall back to the vendor, A to Z.
 */
export function sortExpenses(expenses: readonly TExpense[], sort: ExpenseSort): TExpense[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return expenses
    .map((expense) => ({ expense, key: sortKey(expense, sort.column) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else {
        const order = compareKeys(a.key, b.key);
        if (order !== 0) return order * sign;
      }
      return collator.compare(a.expense.vendor, b.expense.vendor);
    })
    .map(({ expense }) => expense);
}
