import type { Category } from '@shared/finance/categories';
import { cn } from '@web/lib/utils';
import type { CategorySlice } from '../lib/category-slices';
import type { CategoryFilter } from '../lib/expense-filters';
import { perMonthLabel } from '../lib/expense-labels';

type Props = {
  slices: readonly CategorySlice[];
  active: CategoryFilter;
  onSelect: (category: Category) => void;
};

/**
 * The pie's legend: each category's monthly cost and share (spec §9: one decimal), as buttons
 * that set the category filter, the same as clicking its slice.
 */
export function CategoryLegend({ slices, active, onSelect }: Props) {
  return (
    <ul className="grid gap-1" aria-label="Categories">
      {slices.map((slice) => (
        <li key={slice.category}>
          <button
            type="button"
            aria-pressed={active === slice.category}
            onClick={() => onSelect(slice.category)}
            className={cn(
              'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
              active === slice.category && 'bg-accent font-medium text-accent-foreground',
            )}
          >
            <span
              aria-hidden
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: slice.color }}
            />
            <span className="flex-1">{slice.label}</span>
            <span className="tabular-nums">{perMonthLabel(slice.monthlyCents)}</span>
            <span className="w-14 text-right text-muted-foreground tabular-nums">
              {slice.percent}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
