import type { Category } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';

/** The category filter of the screen: one category, or all of them. */
export type CategoryFilter = Category | 'all';

/**
 * An obligation with its search text lower-cased once, so each keystroke compares strings
 * instead of lower-casing 5,000 vendors and descriptions again.
 */
export type SearchableExpense = { expense: TExpense; text: string };

// A separator no one can type into a search box, so a query never matches across the two fields.
const FIELD_SEPARATOR = '\u0000';

export function searchIndex(expenses: readonly TExpense[]): SearchableExpense[] {
  return expenses.map((expense) => ({
    expense,
    text: `${expense.vendor}${FIELD_SEPARATOR}${expense.description ?? ''}`.toLowerCase(),
  }));
}

/**
 * Spec §2: the category filter, and the search, which matches the vendor or the description,
 * case-insensitively. A blank search matches everything.
 */
export function filterExpenses(
  index: readonly SearchableExpense[],
  { category, search }: { category: CategoryFilter; search: string },
): TExpense[] {
  const query = search.trim().toLowerCase();
  const result: TExpense[] = [];
  for (const entry of index) {
    if (category !== 'all' && entry.expense.category !== category) continue;
    if (query && !entry.text.includes(query)) continue;
    result.push(entry.expense);
  }
  return result;
}
