import type { Category } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';

/** The category filter of the screen: one category, or all of them. */
export type CategoryFilter = Category | 'all';

/**
 * The obligations of a list with their search texts lower-cased once, so each keystroke compares
 * strings instead of lower-casing 5,000 vendors and descriptions again. The texts are made the
 * first time a search needs them (or when `texts` is called early, once the screen is up): the
 * first screen of a long list shows no search.
 */
export type SearchIndex = {
  expenses: readonly TExpense[];
  /** Each obligation's search text, in the same order. */
  texts(): readonly string[];
};

// A separator no one can type into a search box, so a query never matches across the two fields.
const FIELD_SEPARATOR = '\u0000';

export function searchIndex(expenses: readonly TExpense[]): SearchIndex {
  let texts: string[] | null = null;
  return {
    expenses,
    texts: () =>
      (texts ??= expenses.map((expense) =>
        `${expense.vendor}${FIELD_SEPARATOR}${expense.description ?? ''}`.toLowerCase(),
      )),
  };
}

/**
 * Spec §2: the category filter, and the search, which matches the vendor or the description,
 * case-insensitively. A blank search matches everything.
 */
export function filterExpenses(
  index: SearchIndex,
  { category, search }: { category: CategoryFilter; search: string },
): TExpense[] {
  const query = search.trim().toLowerCase();
  const { expenses } = index;
  const texts = query ? index.texts() : null;
  const result: TExpense[] = [];
  for (let position = 0; position < expenses.length; position += 1) {
    const expense = expenses[position] as TExpense;
    if (category !== 'all' && expense.category !== category) continue;
    if (texts && !(texts[position] as string).includes(query)) continue;
    result.push(expense);
  }
  return result;
}
