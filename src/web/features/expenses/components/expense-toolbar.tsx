import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { ListToolbar, type ListView } from '@web/components/ui/list-toolbar';
import type { CategoryFilter } from '../lib/expense-filters';

const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** Spec §2: the search box, the category filter and the list/grid toggle. */
export function ExpenseToolbar({ view }: { view: ListView<CategoryFilter> }) {
  return (
    <ListToolbar
      searchLabel="Search expenses"
      placeholder="Search by vendor or description..."
      filters={FILTERS}
      view={view}
    />
  );
}
