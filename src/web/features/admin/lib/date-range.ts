import type { TDateRange } from '@shared/admin/admin-api';
import { localIsoDay } from '@web/lib/local-day';

/** A report's period as the admin screens ask for it: both days included. */
export type ReportRange = { from: string; to: string };

/** What the filter's two boxes hold while the admin edits them ('' for an empty box). */
export type RangeErrors = Partial<Record<keyof ReportRange, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 12 weeks, both ends included: today and the 83 days before it. */
const DEFAULT_DAYS = 12 * 7;
/** The server's longest report: two years and a leap day. */
const MAX_DAYS = 731;
const DAY_MS = 24 * 60 * 60 * 1000;

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as March 2nd: a real day reads back as itself.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** How many days a period covers, both ends included. */
function daysIn(range: ReportRange): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
}

/** The last 12 weeks up to today (the visitor's calendar day), as the server's own default. */
export function defaultRange(now: Date): ReportRange {
  const to = localIsoDay(now);
  return { from: daysBefore(to, DEFAULT_DAYS - 1), to };
}

/**
 * Why a period cannot be asked for, per box; empty when it can. Messages say what to do, in the
 * words of the form's labels.
 */
export function rangeErrors(range: ReportRange, today: string): RangeErrors {
  const errors: RangeErrors = {};
  if (range.from === '') errors.from = 'Enter the first day of the period.';
  else if (!isRealDay(range.from)) errors.from = 'Enter a real date, like 2026-09-01.';
  if (range.to === '') errors.to = 'Enter the last day of the period.';
  else if (!isRealDay(range.to)) errors.to = 'Enter a real date, like 2026-11-26.';
  if (errors.from || errors.to) return errors;
  if (range.from > range.to) errors.to = 'The last day must be on or after the first day.';
  else if (range.from > today) errors.from = 'The period must start today or earlier.';
  else if (daysIn(range) > MAX_DAYS) errors.from = 'Choose a period of at most two years.';
  return errors;
}

/**
 * The period in the address (?from&to), when it is a valid one; otherwise the default, so a
 * hand-edited or stale link still shows a report.
 */
export function rangeFromSearch(search: URLSearchParams, now: Date): ReportRange {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const today = localIsoDay(now);
  return Object.keys(rangeErrors(range, today)).length === 0 ? range : defaultRange(now);
}

/** `?from=…&to=…` for the report routes (ZDateRange). */
export function rangeQuery(range: ReportRange): string {
  const query: Required<TDateRange> = { from: range.from, to: range.to };
  return `?${new URLSearchParams(query).toString()}`;
}
