import { useMemo } from 'react';
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

type DonutSlice = { label: string; color: string };

/** What recharts hands a custom tooltip, as far as this one reads it. */
type SliceTooltipProps<Slice> = {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  figures: (slice: Slice) => string;
};

function SliceTooltip<Slice extends DonutSlice>({
  active,
  payload,
  figures,
}: SliceTooltipProps<Slice>) {
  const slice = payload?.[0]?.payload as Slice | undefined;
  if (!active || !slice) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{slice.label}</p>
      <p className="tabular-nums">{figures(slice)}</p>
    </div>
  );
}

type Props<Slice extends DonutSlice> = {
  slices: readonly Slice[];
  /** The slice's figure that sizes it. */
  dataKey: keyof Slice & string;
  /** In px; the chart is drawn this square until its box is measured. */
  height: number;
  innerRadius: string;
  outerRadius: string;
  /** The tooltip's line under the slice's name. */
  figures: (slice: Slice) => string;
  /** Makes the slices clickable. */
  onSelect?: (slice: Slice) => void;
};

/**
 * A recharts donut, each slice in its own colour. Only modules loaded on their own (React.lazy)
 * import it, so charting code reaches only the screens that draw a chart. It is a picture for
 * pointer users: each screen shows the same figures beside it, so it takes no tab stop.
 */
export function DonutChart<Slice extends DonutSlice>({
  slices,
  dataKey,
  height,
  innerRadius,
  outerRadius,
  figures,
  onSelect,
}: Props<Slice>) {
  const data = useMemo(() => slices.map((slice) => ({ ...slice, fill: slice.color })), [slices]);
  return (
    <ResponsiveContainer
      width="100%"
      height={height}
      // Drawn at this size until measured (and in tests, where nothing is measured).
      initialDimension={{ width: height, height }}
    >
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey={dataKey}
          nameKey="label"
          innerRadius={innerRadius}
          outerRadius={outerRadius}
          paddingAngle={1}
          stroke="var(--color-card)"
          rootTabIndex={-1}
          // No sweep-in: it would replay whenever the slices change, and it ignores reduced motion.
          isAnimationActive={false}
          {...(onSelect && {
            className: 'cursor-pointer',
            onClick: (_sector: unknown, index: number) => {
              const slice = slices[index];
              if (slice) onSelect(slice);
            },
          })}
        />
        <Tooltip content={<SliceTooltip figures={figures} />} />
      </PieChart>
    </ResponsiveContainer>
  );
}
