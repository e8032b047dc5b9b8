import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { ListToolbar } from '@web/components/ui/list-toolbar';
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
export function ExpenseToolbar(props: Props) {
  return (
    <ListToolbar
      searchLabel="Search expenses"
      placeholder="Search by vendor or description..."
      filters={FILTERS}
      {...props}
    />
  );
}
