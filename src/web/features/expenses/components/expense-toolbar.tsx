import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { FilterChips } from '@web/components/ui/filter-chips';
import { SearchInput } from '@web/components/ui/search-input';
import { ViewToggle } from '@web/components/ui/view-toggle';
import type { CategoryFilter } from '../lib/expense-filters';
import type { ExpenseLayout } from '../lib/use-expense-view-state';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  layout: ExpenseLayout;
  onLayout: (layout: ExpenseLayout) => void;
};

const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** Spec §2: the search box, the category filter and the list/grid toggle. */
export function ExpenseToolbar({
  search,
  onSearch,
  category,
  onCategory,
  layout,
  onLayout,
}: Props) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label="Search expenses"
          placeholder="Search by vendor or description..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="flex-1"
        />
        <ViewToggle layout={layout} onLayout={onLayout} />
      </div>
      <FilterChips label="Category" options={FILTERS} value={category} onChange={onCategory} />
    </div>
  );
}
