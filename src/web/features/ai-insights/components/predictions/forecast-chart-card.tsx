import { lazy, Suspense } from 'react';
import type { TBudgetPrediction } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import { Skeleton } from '@web/components/ui/skeleton';
import { monthLong, monthShort } from '../../lib/insight-format';
import { FORECAST_CHART_HEIGHT } from './forecast-chart-height';

// recharts is loaded from here only when a forecast is shown.
const ForecastChart = lazy(() => import('./forecast-chart'));

/** Spec issue 16: the 3 months as a chart, described in words for screen readers. */
export function ForecastChartCard({ prediction }: { prediction: TBudgetPrediction }) {
  const bars = prediction.predictions.map((month) => ({
    label: monthShort(month.month),
    dollars: month.predictedCents / 100,
  }));
  const summary = prediction.predictions
    .map((month) => `${monthLong(month.month)} ${formatCents(month.predictedCents)}`)
    .join(', ');
  return (
    <figure className="grid gap-2">
      <div
        role="img"
        aria-label={`Forecast by month: ${summary}. Current monthly average ${formatCents(prediction.currentAverageCents)}.`}
        style={{ height: FORECAST_CHART_HEIGHT }}
      >
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <ForecastChart bars={bars} averageDollars={prediction.currentAverageCents / 100} />
        </Suspense>
      </div>
      <figcaption className="flex items-center gap-2 text-xs text-muted-foreground">
        <span aria-hidden className="inline-block w-5 border-t-2 border-dashed border-current" />
        Dashed line: the current monthly average
      </figcaption>
    </figure>
  );
}
