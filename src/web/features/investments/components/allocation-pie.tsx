import { memo, useMemo } from 'react';
import { formatCents } from '@shared/finance/money';
import { DonutChart } from '@web/components/charts/donut-chart';
import type { ColoredSlice } from './allocation-table';

/** 256 px: the card's h-64 placeholder has the same height, so nothing moves when it loads. */
const PIE_HEIGHT = 256;

const figures = (slice: ColoredSlice) =>
  `${formatCents(slice.valueCents)} · ${slice.percentage.toFixed(2)}%`;

/**
 * The allocation donut, loaded on its own (React.lazy) so charting code reaches only the screens
 * that draw a chart; the table beside it holds the same figures. A pie cannot draw a negative
 * slice (a margin debit): those are left out of the picture and stay in the table.
 */
export default memo(function AllocationPie({ slices }: { slices: readonly ColoredSlice[] }) {
  const drawn = useMemo(() => slices.filter((slice) => slice.valueCents > 0), [slices]);
  return (
    <DonutChart
      slices={drawn}
      dataKey="valueCents"
      height={PIE_HEIGHT}
      innerRadius="55%"
      outerRadius="90%"
      figures={figures}
    />
  );
});
