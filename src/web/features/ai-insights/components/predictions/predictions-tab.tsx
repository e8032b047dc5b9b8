import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { useBudgetForecast } from '../../api/insight-actions';
import { trendText } from '../../lib/forecast-labels';
import { ActionSection } from '../action-section';
import { ForecastChartCard } from './forecast-chart-card';
import { ForecastMonths } from './forecast-months';

const TREND_ICONS = { increasing: TrendingUp, decreasing: TrendingDown, stable: Minus } as const;

/** Spec §1 budget predictions: the next 3 months against the current monthly average. */
export function PredictionsTab() {
  const action = useBudgetForecast();
  return (
    <ActionSection
      action={action}
      intro="Forecasts the next 3 months from your bills' schedules and the history of those that vary."
      runLabel="Generate forecast"
      runningLabel="Forecasting…"
      workingText="Working out the next 3 months…"
    >
      {(prediction) => {
        const TrendIcon = TREND_ICONS[prediction.trend];
        return (
          <div className="grid gap-4">
            <StatGrid className="grid-cols-2 sm:grid-cols-2 lg:grid-cols-2">
              <Stat
                label="Current monthly average"
                value={formatCents(prediction.currentAverageCents)}
                hint="The last 3 full months"
              />
              <Stat
                label="Trend"
                value={
                  <span className="flex items-center gap-2 text-lg">
                    <TrendIcon className="size-5 shrink-0" aria-hidden />
                    {trendText(prediction.trend, prediction.trendAmountCents)}
                  </span>
                }
              />
            </StatGrid>
            <ForecastChartCard prediction={prediction} />
            <ForecastMonths months={prediction.predictions} />
          </div>
        );
      }}
    </ActionSection>
  );
}
