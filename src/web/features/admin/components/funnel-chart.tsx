import { memo } from 'react';
import { Bar, Legend } from 'recharts';
import type { TFunnelCounts } from '@shared/admin/admin-api';
import { BarChartFrame } from '@web/components/charts/bar-chart-frame';
import { FUNNEL_STEPS } from '../lib/admin-labels';
import { FUNNEL_CHART_HEIGHT } from './funnel-chart-height';

export type FunnelWeekBar = TFunnelCounts & { label: string };

/**
 * One hue, lighter step by step: the funnel narrows as the bars fade. Mixed into the colour (not
 * an opacity) so the legend's swatches show the same shades as the bars.
 */
const STEP_FILL = {
  registered: 'var(--color-primary)',
  verified: 'color-mix(in oklch, var(--color-primary) 72%, var(--color-card))',
  onboarded: 'color-mix(in oklch, var(--color-primary) 50%, var(--color-card))',
  subscribed: 'color-mix(in oklch, var(--color-primary) 30%, var(--color-card))',
} as const;

/**
 * The weeks' funnel as grouped bars. Loaded on its own (React.lazy) so recharts reaches only the
 * screens that draw a chart. A picture: the table below it holds the same counts.
 */
export default memo(function FunnelChart({ weeks }: { weeks: readonly FunnelWeekBar[] }) {
  return (
    <BarChartFrame
      data={weeks}
      height={FUNNEL_CHART_HEIGHT}
      minTickGap={8}
      yAxis={{ width: 40, allowDecimals: false }}
    >
      <Legend
        iconType="square"
        // The funnel's order, not the alphabet's.
        itemSorter={null}
        // Readable labels: recharts would write each in its bar's (light) shade.
        formatter={(name: string) => <span className="text-muted-foreground">{name}</span>}
        wrapperStyle={{ fontSize: 12 }}
      />
      {FUNNEL_STEPS.map((step) => (
        <Bar
          key={step.key}
          dataKey={step.key}
          name={step.label}
          fill={STEP_FILL[step.key]}
          radius={[3, 3, 0, 0]}
          maxBarSize={18}
          // No grow-in: it would replay on every period change and ignores reduced motion.
          isAnimationActive={false}
        />
      ))}
    </BarChartFrame>
  );
});
