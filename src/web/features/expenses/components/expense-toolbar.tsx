import { LayoutGrid, List, Search } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
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
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search expenses"
            placeholder="Search by vendor or description..."
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="View" className="flex gap-1 self-start rounded-md border p-1">
          <Button
            variant={layout === 'list' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={layout === 'list'}
            onClick={() => onLayout('list')}
          >
            <List aria-hidden />
            List
          </Button>
          <Button
            variant={layout === 'grid' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={layout === 'grid'}
            onClick={() => onLayout('grid')}
          >
            <LayoutGrid aria-hidden />
            Grid
          </Button>
        </div>
      </div>
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            variant={category === value ? 'default' : 'outline'}
            size="sm"
            aria-pressed={category === value}
            onClick={() => onCategory(value)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
