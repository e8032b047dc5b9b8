import type { ScheduleRow } from './amortization';

export type SchedulePeriod = {
  /** 'month' for each of the first year's payments, 'year' for each later year. */
  kind: 'month' | 'year';
  /** 1-based year of the loan from today (year 1 holds months 1–12). */
  year: number;
  firstMonth: number;
  lastMonth: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** The balance after the period's last payment. */
  remainingCents: number;
};

const MONTHS_PER_YEAR = 12;

/**
 * A schedule short enough to read: the first year month by month (where the split between
 * interest and principal is easiest to see), then one row per year with that year's sums.
 */
export function compactSchedule(rows: readonly ScheduleRow[]): SchedulePeriod[] {
  const periods: SchedulePeriod[] = rows.slice(0, MONTHS_PER_YEAR).map((row) => ({
    kind: 'month',
    year: 1,
    firstMonth: row.month,
    lastMonth: row.month,
    paymentCents: row.paymentCents,
    interestCents: row.interestCents,
    principalCents: row.principalCents,
    remainingCents: row.remainingCents,
  }));
  for (let start = MONTHS_PER_YEAR; start < rows.length; start += MONTHS_PER_YEAR) {
    const year = rows.slice(start, start + MONTHS_PER_YEAR);
    const first = year[0];
    const last = year.at(-1);
    if (!first || !last) break;
    periods.push({
      kind: 'year',
      year: start / MONTHS_PER_YEAR + 1,
      firstMonth: first.month,
      lastMonth: last.month,
      paymentCents: year.reduce((sum, row) => sum + row.paymentCents, 0),
      interestCents: year.reduce((sum, row) => sum + row.interestCents, 0),
      principalCents: year.reduce((sum, row) => sum + row.principalCents, 0),
      remainingCents: last.remainingCents,
    });
  }
  return periods;
}
