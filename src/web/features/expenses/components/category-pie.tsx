import { memo, useMemo } from 'react';
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { Category } from '@shared/finance/categories';
import type { CategorySlice } from '../lib/category-slices';
import { perMonthLabel } from '../lib/expense-labels';

/** Spec §9: the pie is 320 px high. */
export const PIE_HEIGHT = 320;

type Props = { slices: readonly CategorySlice[]; onSelect: (category: Category) => void };

/** What recharts hands a custom tooltip, as far as this one reads it. */
type SliceTooltipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] };

function SliceTooltip({ active, payload }: SliceTooltipProps) {
  const slice = payload?.[0]?.payload as CategorySlice | undefined;
  if (!active || !slice) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{slice.label}</p>
      <p className="tabular-nums">
        {perMonthLabel(slice.monthlyCents)} · {slice.percent}
      </p>
    </div>
  );
}

/**
 * The recharts pie, loaded on its own (React.lazy) so charting code never reaches the landing
 * page or any other screen. It is a picture for pointer users: the legend beside it holds the
 * same figures as buttons for the keyboard and screen readers, so the chart takes no tab stop.
 */
export default memo(function CategoryPie({ slices, onSelect }: Props) {
  // Memoised with the component: choosing a category re-renders the card around the pie (for the
  // legend), and redrawing the chart then would only delay the filtered list.
  const data = useMemo(() => slices.map((slice) => ({ ...slice, fill: slice.color })), [slices]);
  return (
    <ResponsiveContainer
      width="100%"
      height={PIE_HEIGHT}
      // Drawn at this size until measured (and in tests, where nothing is measured).
      initialDimension={{ width: PIE_HEIGHT, height: PIE_HEIGHT }}
    >
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="monthlyCents"
          nameKey="label"
          innerRadius="50%"
          outerRadius="85%"
          paddingAngle={1}
          stroke="var(--card)"
          rootTabIndex={-1}
          // No sweep-in: it would replay on every filter change and ignores reduced motion.
          isAnimationActive={false}
          className="cursor-pointer"
          onClick={(_sector, index) => {
            const slice = slices[index];
            if (slice) onSelect(slice.category);
          }}
        />
        <Tooltip content={SliceTooltip} />
      </PieChart>
    </ResponsiveContainer>
  );
});
