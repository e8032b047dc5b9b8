import { memo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';

import { FORECAST_CHART_HEIGHT } from './forecast-chart-height';

export type ForecastBar = { label: string; dollars: number };

const AXIS_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

type Props = { bars: readonly ForecastBar[]; averageDollars: number };

/**
 * The forecast's months as bars against the current monthly average (dashed). Loaded on its own
 * (React.lazy), like the other charts, so recharts reaches no screen that does not draw one. It
 * is a picture: the months' figures are in the text and the list below it.
 */
export default memo(function ForecastChart({ bars, averageDollars }: Props) {
  return (
    <ResponsiveContainer
      width="100%"
      height={FORECAST_CHART_HEIGHT}
      // Drawn at this size until measured (and in tests, where nothing is measured).
      initialDimension={{ width: 320, height: FORECAST_CHART_HEIGHT }}
    >
      <BarChart data={[...bars]} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="label"
          tickLine={false}
          stroke="var(--border)"
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <YAxis
          width={56}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => AXIS_DOLLARS.format(value)}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <Bar
          dataKey="dollars"
          fill="var(--primary)"
          radius={[4, 4, 0, 0]}
          maxBarSize={56}
          // No grow-in: it would replay on every re-run and ignores reduced motion.
          isAnimationActive={false}
        />
        <ReferenceLine
          y={averageDollars}
          stroke="var(--muted-foreground)"
          strokeDasharray="4 4"
          ifOverflow="extendDomain"
        />
      </BarChart>
    </ResponsiveContainer>
  );
});
