import { mean } from 'simple-statistics';
import { monthIndexOf, monthLabel } from './months';
import { fallsDueInMonth } from './scheduled-months';
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
/**
 * A month lists its largest bills; the rest are counted and summed. A month of a 5,000-bill
 * household is otherwise 5,000 lines (1.4 MB for the three months), which no one reads.
 */
export const FORECAST_LINES_SHOWN = 25;
/** A trend is a change over the horizon of more than this share of the average (research §2). */
const TREND_THRESHOLD = 0.02;

type Prepared = {
  obligation: ForecastObligation;
  series: MonthlySeries;
  variable: boolean;
  /** When the bill was added, as a month index: its schedule repeats from there. */
  addedMonth: number;
};

type MonthAmount = { amountCents: number; method: ForecastLine['method'] };

/** One bill's amount in a month, or null when it is not paid that month. */
function amountIn(entry: Prepared, monthIndex: number, past: boolean): MonthAmount | null {
  if (entry.variable) {
    const recorded = past ? entry.series.get(monthIndex) : undefined;
    return recorded === undefined
      ? estimateVariable(entry.series, monthIndex)
      : { amountCents: recorded, method: 'recorded' };
  }
  return fallsDueInMonth(entry.obligation.frequency, entry.addedMonth, monthIndex)
    ? { amountCents: entry.obligation.costCents, method: 'scheduled' }
    : null;
}

function linesFor(prepared: readonly Prepared[], monthIndex: number): ForecastLine[] {
  const lines: ForecastLine[] = [];
  for (const entry of prepared) {
    const amount = amountIn(entry, monthIndex, false);
    if (amount)
      lines.push({ obligationId: entry.obligation.id, vendor: entry.obligation.vendor, ...amount });
  }
  return lines;
}

/** A past month's total, without the lines (5,000 bills × 12 months would be 60,000 objects). */
function pastTotalCents(prepared: readonly Prepared[], monthIndex: number): number {
  let sum = 0;
  for (const entry of prepared) sum += amountIn(entry, monthIndex, true)?.amountCents ?? 0;
  return wholeCents(sum);
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
    const variable = isVariable(obligation, series);
    return { obligation, series, variable, addedMonth: monthIndexOf(obligation.createdAt) };
  });
  const currentMonth = monthIndexOf(today);

  const pastCount = pastMonthCount(prepared, currentMonth);
  const pastTotals = Array.from({ length: pastCount }, (_, i) =>
    pastTotalCents(prepared, currentMonth - pastCount + i),
  );
  const predictions: MonthPrediction[] = Array.from({ length: months }, (_, i) => {
    const monthIndex = currentMonth + 1 + i;
    const lines = linesFor(prepared, monthIndex).sort(
      (a, b) => b.amountCents - a.amountCents || a.vendor.localeCompare(b.vendor),
    );
    const predictedCents = totalCents(lines);
    const others = lines.slice(FORECAST_LINES_SHOWN);
    return {
      month: monthLabel(monthIndex),
      predicted: predictedCents / 100,
      predictedCents,
      lines: lines.slice(0, FORECAST_LINES_SHOWN),
      otherLines:
        others.length === 0 ? null : { count: others.length, amountCents: totalCents(others) },
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
