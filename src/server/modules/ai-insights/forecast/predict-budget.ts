import { mean } from 'simple-statistics';
import { monthIndexOf, monthLabel } from './months';
import { fallsDueIn } from './scheduled-months';
import { theilSenSlope } from './theil-sen';
import { estimateVariable, isVariable, monthlySeries, type MonthlySeries } from './variable-bill';
import type {
  BudgetPrediction,
  ForecastLine,
  ForecastObligation,
  MonthPrediction,
  Trend,
} from './types';

/** Spec §9: the prediction horizon. */
export const PREDICTION_MONTHS = 3;
/** currentAverage is the mean of this many months before the current one. */
const AVERAGE_MONTHS = 3;
/** The trend looks back at most a year, and only as far as bills were recorded. */
const MAX_PAST_MONTHS = 12;
/** A trend is a change over the horizon of more than this share of the average (research §2). */
const TREND_THRESHOLD = 0.02;

type Prepared = { obligation: ForecastObligation; series: MonthlySeries; variable: boolean };

function linesFor(
  prepared: readonly Prepared[],
  monthIndex: number,
  past: boolean,
): ForecastLine[] {
  const lines: ForecastLine[] = [];
  for (const { obligation, series, variable } of prepared) {
    const base = { obligationId: obligation.id, vendor: obligation.vendor };
    if (variable) {
      const recorded = past ? series.get(monthIndex) : undefined;
      lines.push(
        recorded === undefined
          ? { ...base, ...estimateVariable(series, monthIndex) }
          : { ...base, amountCents: recorded, method: 'recorded' },
      );
    } else if (fallsDueIn(obligation, monthIndex)) {
      lines.push({ ...base, amountCents: obligation.costCents, method: 'scheduled' });
    }
  }
  return lines;
}

/** Whole cents, never -0 (which would print as "-$0.00"). */
function wholeCents(cents: number): number {
  return Math.round(cents) || 0;
}

function totalCents(lines: readonly ForecastLine[]): number {
  return wholeCents(lines.reduce((sum, line) => sum + line.amountCents, 0));
}

/**
 * How many past months the trend reads: back to the oldest variable bill (at most a year), and
 * never fewer than the months currentAverage covers. Before any bill was recorded the past is only
 * the schedule repeated, which would flatten a real trend.
 */
function pastMonthCount(prepared: readonly Prepared[], currentMonth: number): number {
  const firstBilled = prepared
    .filter((entry) => entry.variable)
    .map((entry) => Math.min(...entry.series.keys()));
  const reach = firstBilled.length === 0 ? 0 : currentMonth - Math.min(...firstBilled);
  return Math.min(MAX_PAST_MONTHS, Math.max(AVERAGE_MONTHS, reach));
}

function trendOf(slopeCents: number, averageCents: number): Trend {
  if (Math.abs(slopeCents * PREDICTION_MONTHS) <= TREND_THRESHOLD * averageCents) return 'stable';
  return slopeCents > 0 ? 'increasing' : 'decreasing';
}

/**
 * The household's spending for the next `months` calendar months after today's (spec §3
 * budget prediction). Each month is the bills scheduled in it (monthly ones every month,
 * quarterly, bi-annual and yearly ones in their due months, so the series is lumpy on purpose)
 * plus each variable bill's estimate from its history. currentAverage is the mean total of the
 * last three full months: bills recorded for them, the schedule for the rest. The trend is the
 * Theil–Sen slope of the past months' totals followed by the predicted ones.
 */
export function predictBudget(
  obligations: readonly ForecastObligation[],
  today: Date,
  months: number = PREDICTION_MONTHS,
): BudgetPrediction {
  const prepared = obligations.map((obligation) => {
    const series = monthlySeries(obligation.amounts);
    return { obligation, series, variable: isVariable(obligation, series) };
  });
  const currentMonth = monthIndexOf(today);

  const pastCount = pastMonthCount(prepared, currentMonth);
  const pastTotals = Array.from({ length: pastCount }, (_, i) =>
    totalCents(linesFor(prepared, currentMonth - pastCount + i, true)),
  );
  const predictions: MonthPrediction[] = Array.from({ length: months }, (_, i) => {
    const monthIndex = currentMonth + 1 + i;
    const lines = linesFor(prepared, monthIndex, false);
    const predictedCents = totalCents(lines);
    return {
      month: monthLabel(monthIndex),
      predicted: predictedCents / 100,
      predictedCents,
      lines,
    };
  });

  const currentAverageCents = wholeCents(mean(pastTotals.slice(-AVERAGE_MONTHS)));
  const slopeCents = theilSenSlope([
    ...pastTotals,
    ...predictions.map((prediction) => prediction.predictedCents),
  ]);
  const trendAmountCents = wholeCents(slopeCents);
  return {
    currentAverage: currentAverageCents / 100,
    currentAverageCents,
    trend: trendOf(slopeCents, currentAverageCents),
    trendAmount: trendAmountCents / 100,
    trendAmountCents,
    predictions,
  };
}
