import { memo } from 'react';
import { Bar, ReferenceLine } from 'recharts';
import { BarChartFrame } from '@web/components/charts/bar-chart-frame';
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
    <BarChartFrame
      data={bars}
      height={FORECAST_CHART_HEIGHT}
      yAxis={{ width: 56, tickFormatter: (value: number) => AXIS_DOLLARS.format(value) }}
    >
      <Bar
        dataKey="dollars"
        fill="var(--color-primary)"
        radius={[4, 4, 0, 0]}
        maxBarSize={56}
        // No grow-in: it would replay on every re-run and ignores reduced motion.
        isAnimationActive={false}
      />
      <ReferenceLine
        y={averageDollars}
        stroke="var(--color-muted-foreground)"
        strokeDasharray="4 4"
        ifOverflow="extendDomain"
      />
    </BarChartFrame>
  );
});
