import type { ReactNode } from 'react';
import {
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  XAxis,
  YAxis,
  type YAxisProps,
} from 'recharts';

const AXIS_TICK = { fill: 'var(--color-muted-foreground)', fontSize: 12 };

type Props = {
  /** The bars' rows, each named along the bottom axis by its `label`. */
  data: readonly object[];
  /** In px. */
  height: number;
  /** The least room between two labels along the bottom; recharts' own when not given. */
  minTickGap?: number;
  /** The figures' axis: how wide it is and how it writes them. */
  yAxis: Pick<YAxisProps, 'width' | 'allowDecimals' | 'tickFormatter'>;
  /** The bars, and what is drawn with them (a legend, a reference line). */
  children: ReactNode;
};

/**
 * A recharts bar chart with the app's grid and axes, in the theme's colours. Only modules loaded on
 * their own (React.lazy) import it, so recharts reaches only the screens that draw a chart.
 */
export function BarChartFrame({ data, height, minTickGap, yAxis, children }: Props) {
  return (
    <ResponsiveContainer
      width="100%"
      height={height}
      // Drawn at this size until measured (and in tests, where nothing is measured).
      initialDimension={{ width: 320, height }}
    >
      <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="label"
          tickLine={false}
          stroke="var(--color-border)"
          tick={AXIS_TICK}
          minTickGap={minTickGap}
        />
        <YAxis tickLine={false} axisLine={false} tick={AXIS_TICK} {...yAxis} />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
