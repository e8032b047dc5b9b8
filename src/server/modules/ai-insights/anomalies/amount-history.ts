import type { AmountPoint } from './anomaly-types';

export interface DatedAmount {
  amountCents: number;
  date: Date;
  /** The local calendar day as a number (see `calendarDay`), so the rules subtract days. */
  day: number;
  /** Year × 12 + month, so "the same month a year earlier" is `month - 12`. */
  month: number;
  source: AmountPoint['source'];
}

const MS_PER_DAY = 86_400_000;

/**
 * A date's local calendar day as a whole number: the difference of two is date-fns'
 * differenceInCalendarDays (daylight saving cannot shift it), at a subtraction's cost, which
 * matters when the rules compare every amount of 5,000 obligations with today.
 */
export function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** A YYYY-MM-DD day at local midnight, as date-fns' parseISO reads it, without its general parser. */
function localDay(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** date-fns' startOfDay, without its argument handling: this runs for every amount recorded. */
function startOfLocalDay(moment: Date): Date {
  return new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

/** The day an amount belongs to: the bill's statement date when scanned, else the day it was typed. */
export function amountDate(point: AmountPoint): Date {
  return point.periodStart ? localDay(point.periodStart) : startOfLocalDay(point.recordedAt);
}

/**
 * Each history's dated form for the `today` it was read against: three rules read the same
 * history, and at 5,000 obligations dating it once instead of three times is most of their work.
 */
const dated = new WeakMap<readonly AmountPoint[], { today: number; points: DatedAmount[] }>();

/**
 * The history oldest first, without points dated after `today`: a bill whose statement date is
 * still to come says nothing yet about what the household pays now.
 */
export function datedHistory(history: readonly AmountPoint[], today: Date): readonly DatedAmount[] {
  const cached = dated.get(history);
  if (cached && cached.today === today.getTime()) return cached.points;
  const last = today.getTime();
  const points = history
    .map((point) => {
      const date = amountDate(point);
      return {
        amountCents: point.amountCents,
        date,
        day: calendarDay(date),
        month: date.getFullYear() * 12 + date.getMonth(),
        source: point.source,
      };
    })
    .filter((point) => point.date.getTime() <= last)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  dated.set(history, { today: today.getTime(), points });
  return points;
}
