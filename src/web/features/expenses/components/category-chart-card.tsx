import { lazy, memo, Suspense, useId } from 'react';
import type { Category } from '@shared/finance/categories';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import type { CategorySlice } from '../lib/category-slices';
import type { CategoryFilter } from '../lib/expense-filters';
import { CategoryLegend } from './category-legend';

// recharts is only ever loaded from here, when this card renders.
const CategoryPie = lazy(() => import('./category-pie'));
const PIE_HEIGHT_CLASS = 'h-80'; // 320 px, spec §9

type Props = {
  slices: readonly CategorySlice[];
  active: CategoryFilter;
  onSelect: (category: Category) => void;
};

/**
 * Spec §2 pie "Expenses by Category": clicking a slice or a legend entry filters the list.
 * Memoised: typing in the search re-renders the screen, and redrawing the chart for every
 * keystroke would cost more than filtering 5,000 obligations.
 */
export const CategoryChartCard = memo(function CategoryChartCard({
  slices,
  active,
  onSelect,
}: Props) {
  const titleId = useId();
  const summary = slices.map((slice) => `${slice.label} ${slice.percent}`).join(', ');
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">
          Expenses by Category
        </h2>
      </CardHeader>
      <CardContent>
        {slices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The chart appears once an obligation has a cost.
          </p>
        ) : (
          <div className="grid items-center gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
            <div
              role="img"
              aria-label={`Expenses by category: ${summary}`}
              className={PIE_HEIGHT_CLASS}
            >
              <Suspense fallback={<Skeleton className={`${PIE_HEIGHT_CLASS} rounded-full`} />}>
                <CategoryPie slices={slices} onSelect={onSelect} />
              </Suspense>
            </div>
            <CategoryLegend slices={slices} active={active} onSelect={onSelect} />
          </div>
        )}
      </CardContent>
    </Card>
  );
});
