import type { TBudgetPrediction } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';

type Method = TBudgetPrediction['predictions'][number]['lines'][number]['method'];

/** How each line of a month was estimated, in words. */
export const FORECAST_METHOD_LABELS: Record<Method, string> = {
  scheduled: 'Scheduled amount',
  'seasonal-naive': 'Same month last year',
  'median-of-last-3': 'Median of the last 3 bills',
  recorded: 'Recorded bill',
};

/** The trend in words with its monthly change: "Increasing by $12.30 a month", "Stable". */
export function trendText(trend: TBudgetPrediction['trend'], trendAmountCents: number): string {
  if (trend === 'stable') return 'Stable';
  const amount = formatCents(Math.abs(trendAmountCents));
  return trend === 'increasing'
    ? `Increasing by ${amount} a month`
    : `Decreasing by ${amount} a month`;
}
