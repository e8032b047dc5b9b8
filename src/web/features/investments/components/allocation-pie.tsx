import { memo, useMemo } from 'react';
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatCents } from '@shared/finance/money';
import type { ColoredSlice } from './allocation-table';

/** 256 px: the card's h-64 placeholder has the same height, so nothing moves when it loads. */
const PIE_HEIGHT = 256;

type SliceTooltipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] };

function SliceTooltip({ active, payload }: SliceTooltipProps) {
  const slice = payload?.[0]?.payload as ColoredSlice | undefined;
  if (!active || !slice) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{slice.label}</p>
      <p className="tabular-nums">
        {formatCents(slice.valueCents)} · {slice.percentage.toFixed(2)}%
      </p>
    </div>
  );
}

/**
 * The recharts donut, loaded on its own (React.lazy) so charting code reaches only the screens
 * that draw a chart. A picture for pointer users: the table beside it holds the same figures, so
 * it takes no tab stop. A pie cannot draw a negative slice (a margin debit): those are left out
 * of the picture and stay in the table.
 */
export default memo(function AllocationPie({ slices }: { slices: readonly ColoredSlice[] }) {
  const data = useMemo(
    () =>
      slices
        .filter((slice) => slice.valueCents > 0)
        .map((slice) => ({ ...slice, fill: slice.color })),
    [slices],
  );
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
          dataKey="valueCents"
          nameKey="label"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={1}
          stroke="var(--card)"
          rootTabIndex={-1}
          // No sweep-in: it would replay on every toggle and ignores reduced motion.
          isAnimationActive={false}
        />
        <Tooltip content={SliceTooltip} />
      </PieChart>
    </ResponsiveContainer>
  );
});
