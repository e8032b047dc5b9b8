import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES } from '@shared/finance/categories';
import type { CategoryFilter } from './expense-filters';
import { DEFAULT_SORT, nextSort, type ExpenseSort, type SortColumn } from './expense-sort';

export type ExpenseLayout = 'list' | 'grid';

/**
 * What the screen shows: category, search, layout (list by default, spec §2) and table order.
 * The search box shows every keystroke at once; the list follows the deferred value, so typing
 * never waits for 5,000 obligations to be filtered and drawn. A link may choose the first
 * category with `?category=home` (the dashboard's category bars), and the search with `?search=`.
 */
export function useExpenseViewState() {
  const [searchParams] = useSearchParams();
  const [category, setCategory] = useState<CategoryFilter>(() =>
    categoryFromParam(searchParams.get('category')),
  );
  // `?search=` (AI Insights' links to an obligation) fills the box, also when such a link is
  // followed while this screen is open: then the link's category (all, unless it names one)
  // replaces the chosen one, so the obligation it points to is in the list.
  const searchParam = searchParams.get('search') ?? '';
  const [search, setSearch] = useState(searchParam);
  const [seenSearchParam, setSeenSearchParam] = useState(searchParam);
  if (searchParam !== seenSearchParam) {
    setSeenSearchParam(searchParam);
    setSearch(searchParam);
    setCategory(categoryFromParam(searchParams.get('category')));
  }
  const deferredSearch = useDeferredValue(search);
  const [layout, setLayout] = useState<ExpenseLayout>('list');
  const [sort, setSort] = useState<ExpenseSort>(DEFAULT_SORT);
  const sortBy = useCallback(
    (column: SortColumn) => setSort((current) => nextSort(current, column)),
    [],
  );
  return {
    category,
    setCategory,
    search,
    setSearch,
    deferredSearch,
    layout,
    setLayout,
    sort,
    sortBy,
  };
}

function categoryFromParam(value: string | null): CategoryFilter {
  return CATEGORIES.find((category) => category === value) ?? 'all';
}
