import { memo } from 'react';
import type { Category } from '@shared/finance/categories';
import { DonutChart } from '@web/components/charts/donut-chart';
import type { CategorySlice } from '../lib/category-slices';
import { perMonthLabel } from '../lib/expense-labels';

/** Spec §9: the pie is 320 px high. */
export const PIE_HEIGHT = 320;

type Props = { slices: readonly CategorySlice[]; onSelect: (category: Category) => void };

const figures = (slice: CategorySlice) => `${perMonthLabel(slice.monthlyCents)} · ${slice.percent}`;

/**
 * The category pie, loaded on its own (React.lazy) so charting code never reaches the landing
 * page or any other screen. The legend beside it holds the same figures as buttons for the
 * keyboard and screen readers.
 */
export default memo(function CategoryPie({ slices, onSelect }: Props) {
  // Memoised: choosing a category re-renders the card around the pie (for the legend), and
  // redrawing the chart then would only delay the filtered list.
  return (
    <DonutChart
      slices={slices}
      dataKey="monthlyCents"
      height={PIE_HEIGHT}
      innerRadius="50%"
      outerRadius="85%"
      figures={figures}
      onSelect={(slice) => onSelect(slice.category)}
    />
  );
});
