import { median } from 'simple-statistics';
import { MONTHS_PER_PAYMENT, type Frequency } from '../../../../shared/finance/frequency';
import { monthIndexOfDay } from './months';
import type { ForecastAmount, ForecastMethod, ForecastObligation } from './types';

/** Seasonal naive needs a full year behind the month it copies (research §2). */
export const SEASONAL_MIN_POINTS = 13;

/** A bill's recorded amount per month, oldest first. */
export type MonthlySeries = ReadonlyMap<number, number>;

/**
 * The amounts of billed months: only dated amounts (scanned bills) say which month they were for;
 * a typed amount is the cost the owner expects, not a bill. Two bills for one month (a rescan)
 * keep the one recorded last.
 */
export function monthlySeries(amounts: readonly ForecastAmount[]): MonthlySeries {
  const latest = new Map<number, { amountCents: number; recordedAt: number }>();
  for (const amount of amounts) {
    if (!amount.periodStart) continue;
    const month = monthIndexOfDay(amount.periodStart);
    const recordedAt = new Date(amount.createdAt).getTime();
    const previous = latest.get(month);
    if (!previous || recordedAt >= previous.recordedAt) {
      latest.set(month, { amountCents: amount.amountCents, recordedAt });
    }
  }
  const months = [...latest.keys()].sort((a, b) => a - b);
  return new Map(months.map((month) => [month, latest.get(month)?.amountCents ?? 0]));
}

/**
 * A bill is variable when it is paid monthly and has bills for at least two months: one bill is
 * not a history, and a quarterly or yearly bill is forecast from its schedule at its cost.
 */
export function isVariable(obligation: ForecastObligation, series: MonthlySeries): boolean {
  const interval = MONTHS_PER_PAYMENT[obligation.frequency as Frequency] ?? 1;
  return interval === 1 && series.size >= 2;
}

/**
 * A variable bill's estimate for a month (research §2): the same month last year once 13 months
 * of bills exist (utilities follow the seasons), else the median of the last three bills before
 * the month, which one odd bill cannot move.
 */
export function estimateVariable(
  series: MonthlySeries,
  monthIndex: number,
): { amountCents: number; method: ForecastMethod } {
  // The series is oldest first: count the bills before the month and keep the last three.
  let before = 0;
  const lastThree: number[] = [];
  for (const [month, amount] of series) {
    if (month >= monthIndex) break;
    before += 1;
    lastThree.push(amount);
    if (lastThree.length > 3) lastThree.shift();
  }
  const sameMonthLastYear = series.get(monthIndex - 12);
  if (before >= SEASONAL_MIN_POINTS && sameMonthLastYear !== undefined) {
    return { amountCents: sameMonthLastYear, method: 'seasonal-naive' };
  }
  if (lastThree.length === 0) {
    // No bill before this month (a month in the past, before the history): its oldest bill.
    const [first] = series.values();
    return { amountCents: first ?? 0, method: 'median-of-last-3' };
  }
  return { amountCents: median(lastThree), method: 'median-of-last-3' };
}
