import type { TDateRange } from '@shared/admin/admin-api';
import { AppError } from '../../http/app-error';

/** The default report: this week and the 11 before it, 12 whole weeks (Monday to today). */
export const DEFAULT_WEEKS = 12;
/** The longest range a report covers: two years and a leap day. */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A report's days, both included, in UTC. `start` is `from` at 00:00 UTC and `end` the day after
 * `to` at 00:00 UTC, so a query reads `created_at >= start and created_at < end`.
 */
export type ReportRange = { from: string; to: string; start: Date; end: Date };

/** `YYYY-MM-DD` of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The instant a UTC day starts, or null when the text is not a day of the calendar (2026-02-30). */
export function startOfUtcDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(instant.getTime()) || utcDay(instant) !== day ? null : instant;
}

/** The Monday (00:00 UTC) of the week an instant falls in; weeks start on Monday (ISO 8601). */
export function mondayOf(instant: Date): Date {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/**
 * `?from&to` checked and completed: a missing `to` is today and a missing `from` the Monday 11
 * weeks before this week's, so the default is the last 12 weeks. Dates that are not on the
 * calendar, a `from` after `to`, or more than two years answer 400 with the reason.
 */
export function resolveReportRange(query: TDateRange, now: Date): ReportRange {
  const parse = (field: 'from' | 'to', day: string) => {
    const start = startOfUtcDay(day);
    if (!start)
      throw AppError.validation(
        { [field]: 'Use a real date like 2026-11-26.' },
        `"${day}" is not a date. Use a date like 2026-11-26.`,
      );
    return start;
  };
  const toStart = query.to ? parse('to', query.to) : startOfUtcDay(utcDay(now))!;
  const fromStart = query.from
    ? parse('from', query.from)
    : new Date(mondayOf(toStart).getTime() - (DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  if (fromStart > toStart)
    throw AppError.validation(
      { from: 'The start date must be on or before the end date.' },
      'The start date must be on or before the end date.',
    );
  const days = (toStart.getTime() - fromStart.getTime()) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS)
    throw AppError.validation(
      { from: 'Choose at most two years.' },
      `A report covers at most two years (${MAX_RANGE_DAYS} days); this range has ${days}.`,
    );
  return {
    from: utcDay(fromStart),
    to: utcDay(toStart),
    start: fromStart,
    end: new Date(toStart.getTime() + DAY_MS),
  };
}

/** The Monday of every week that overlaps the range, oldest first, as `YYYY-MM-DD`. */
export function weekStartsIn(range: Pick<ReportRange, 'start' | 'end'>): string[] {
  const weeks: string[] = [];
  for (
    let monday = mondayOf(range.start).getTime();
    monday < range.end.getTime();
    monday += 7 * DAY_MS
  )
    weeks.push(utcDay(new Date(monday)));
  return weeks;
}
