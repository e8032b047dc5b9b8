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

type TextColumn = 'vendor' | 'category' | 'bankAccount';
/** Columns ranked from the list's own texts (category labels are the same for every list). */
type RankedColumn = 'vendor' | 'bankAccount';

function sortText(expense: TExpense, column: TextColumn) {
  if (column === 'vendor') return expense.vendor;
  if (column === 'category') return CATEGORY_LABELS[expense.category];
  return expense.bankAccount?.trim() || null;
}

/** Each text with its place in collator order; texts the collator holds equal share a place. */
function rankTexts(texts: Iterable<string>): ReadonlyMap<string, number> {
  const ordered = [...new Set(texts)].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  ordered.forEach((text, index) => {
    if (index > 0 && collator.compare(ordered[index - 1] as string, text) !== 0) rank += 1;
    ranks.set(text, rank);
  });
  return ranks;
}

const CATEGORY_RANKS = rankTexts(Object.values(CATEGORY_LABELS));

/**
 * The places of a list's texts in collator order, per column, so that each sort compares numbers:
 * collator.compare for every comparison took ~20 ms per sort of 5,000 obligations, most of the
 * sort-click budget. A column's ranks are built the first time a sort needs them, then kept for
 * the list: ranking every vendor and bank text up front was most of the ~90 ms the screen spent
 * on its derived data before showing 20,000 obligations.
 */
export type SortRanks = {
  /** The column's ranks, built now if no sort has needed them yet. */
  of(column: RankedColumn): ReadonlyMap<string, number>;
  /** Whether the column's ranks are built (so using them costs nothing). */
  has(column: RankedColumn): boolean;
};

export function sortRanks(expenses: readonly TExpense[]): SortRanks {
  const built = new Map<RankedColumn, ReadonlyMap<string, number>>();
  const of = (column: RankedColumn) => {
    let ranks = built.get(column);
    if (!ranks) {
      const texts: string[] = [];
      for (const expense of expenses) {
        const text = sortText(expense, column);
        if (text !== null) texts.push(text);
      }
      ranks = rankTexts(texts);
      built.set(column, ranks);
    }
    return ranks;
  };
  return { of, has: (column) => built.has(column) };
}

function covers(
  ranks: ReadonlyMap<string, number>,
  expenses: readonly TExpense[],
  column: RankedColumn,
): boolean {
  return expenses.every((expense) => {
    const text = sortText(expense, column);
    return text === null || ranks.has(text);
  });
}

/** The ranks of a column for these rows: the list's, unless the rows are not all from it. */
function ranksFor(
  column: RankedColumn,
  expenses: readonly TExpense[],
  ranks: SortRanks | undefined,
): ReadonlyMap<string, number> {
  const known = ranks?.of(column);
  return known && covers(known, expenses, column) ? known : sortRanks(expenses).of(column);
}

/**
 * Whether ties of this column are broken by vendor ranks rather than by comparing the tied
 * vendors' texts. Category, payment day and bank account repeat across thousands of rows, so their
 * ties need the ranks; the monthly cost seldom repeats, so the default sort (the first screen)
 * compares the few tied vendors directly unless the ranks are there already.
 */
function tiesByVendorRank(column: SortColumn, ranks: SortRanks | undefined): boolean {
  if (column === 'vendor') return false;
  if (column === 'cost') return ranks?.has('vendor') ?? false;
  return true;
}

/**
 * What a column sorts by, as a number. Cost sorts by the monthly equivalent, so a $1,200 yearly
 * bill sits below a $200 monthly one, as in the totals. Payment puts auto-pay (by day) before
 * manual pay. Texts sort by their rank; no bank account is null.
 */
function sortKey(
  expense: TExpense,
  column: SortColumn,
  textRanks: ReadonlyMap<string, number> | null,
): number | null {
  switch (column) {
    case 'cost':
      return monthlyEquivalentCents(expense.costCents, expense.frequency);
    case 'payment':
      return expense.isAutoPay ? (expense.autoPayDate ?? 32) : 100;
    default: {
      const text = sortText(expense, column);
      return text === null ? null : (textRanks?.get(text) ?? NaN);
    }
  }
}

/**
 * A sorted copy. Keys are computed once per obligation (not once per comparison) and are numbers,
 * so sorting 5,000 rows takes a few milliseconds. Missing values (no bank account) go last in both
 * directions; ties fall back to the vendor, A to Z. `ranks` comes from `sortRanks` of the whole
 * list the rows were filtered from; without it (or for rows it does not know) it is built here.
 */
export function sortExpenses(
  expenses: readonly TExpense[],
  sort: ExpenseSort,
  ranks?: SortRanks,
): TExpense[] {
  const { column } = sort;
  const textRanks =
    column === 'category'
      ? CATEGORY_RANKS
      : column === 'vendor' || column === 'bankAccount'
        ? ranksFor(column, expenses, ranks)
        : null;
  const vendorRanks =
    column === 'vendor'
      ? textRanks
      : tiesByVendorRank(column, ranks)
        ? ranksFor('vendor', expenses, ranks)
        : null;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return expenses
    .map((expense) => ({
      expense,
      key: sortKey(expense, column, textRanks),
      vendor: vendorRanks?.get(expense.vendor) ?? 0,
    }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else if (a.key !== b.key) {
        return (a.key - b.key) * sign;
      }
      return vendorRanks
        ? a.vendor - b.vendor
        : collator.compare(a.expense.vendor, b.expense.vendor);
    })
    .map(({ expense }) => expense);
}
