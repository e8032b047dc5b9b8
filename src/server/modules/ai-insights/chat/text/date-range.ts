import * as chrono from 'chrono-node';
import { isoDay } from '@shared/finance/household-summary';
import { formatDay, formatMonth } from './format';

/** Days from `from` to `to`, both included, as YYYY-MM-DD, and how the answer names them. */
export type DayRange = { from: string; to: string; label: string };

const DAY_MS = 86_400_000;
/** When a question asks what is due without saying when: the dashboard's upcoming window. */
export const DEFAULT_DUE_DAYS = 30;

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function addDays(isoDate: string, days: number): string {
  return isoDay(new Date(utc(isoDate).getTime() + days * DAY_MS));
}

function endOfMonth(isoDate: string): string {
  const date = utc(isoDate);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

function startOfNextMonth(isoDate: string): string {
  const date = utc(isoDate);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/** Monday-first weeks, as US calendars in the app show them: days to Sunday. */
function daysToSunday(isoDate: string): number {
  return (7 - utc(isoDate).getUTCDay()) % 7;
}

function between(from: string, to: string): string {
  return from === to ? `on ${formatDay(from)}` : `from ${formatDay(from)} to ${formatDay(to)}`;
}

/** The relative periods people say, read by rule so "this week" is today to Sunday. */
function relativeRange(text: string, today: string): DayRange | null {
  if (/\b(today|tonight)\b/.test(text)) return { from: today, to: today, label: 'today' };
  if (/\btomorrow\b/.test(text)) {
    const day = addDays(today, 1);
    return { from: day, to: day, label: `tomorrow (${formatDay(day)})` };
  }
  const sunday = addDays(today, daysToSunday(today));
  if (/\bthis weekend\b/.test(text)) {
    const saturday = addDays(sunday, -1);
    const from = saturday < today ? today : saturday;
    return { from, to: sunday, label: `this weekend (${between(from, sunday)})` };
  }
  if (/\b(this|the rest of the|rest of the) week\b/.test(text))
    return { from: today, to: sunday, label: `this week (${between(today, sunday)})` };
  if (/\bweek after next\b/.test(text)) {
    const from = addDays(sunday, 8);
    const to = addDays(sunday, 14);
    return { from, to, label: `the week after next (${between(from, to)})` };
  }
  if (/\bnext week\b/.test(text)) {
    const from = addDays(sunday, 1);
    const to = addDays(sunday, 7);
    return { from, to, label: `next week (${between(from, to)})` };
  }
  const span = /\b(?:next|coming|following|in|within) (\d{1,3}) (day|days|week|weeks)\b/.exec(text);
  if (span) {
    const count = Number(span[1]);
    const days = span[2]?.startsWith('week') ? count * 7 : count;
    const to = addDays(today, days);
    return { from: today, to, label: `in the next ${count} ${span[2]} (${between(today, to)})` };
  }
  const year = yearRange(text, today);
  if (year) return year;
  if (/\b(this|the rest of the|rest of the) month\b/.test(text)) {
    const to = endOfMonth(today);
    return { from: today, to, label: `this month (${between(today, to)})` };
  }
  if (/\bnext month\b/.test(text)) {
    const from = startOfNextMonth(today);
    return { from, to: endOfMonth(from), label: `in ${formatMonth(from)}` };
  }
  const dayOfMonth = /\bthe (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  if (dayOfMonth && !/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.test(text)) {
    const wanted = Number(dayOfMonth[1]);
    for (let offset = 0; offset < 62; offset += 1) {
      const day = addDays(today, offset);
      if (utc(day).getUTCDate() === wanted)
        return { from: day, to: day, label: `on ${formatDay(day)}` };
    }
  }
  return null;
}

/** "Next year", "this year", "in 2027": chrono-node reads none of them. */
function yearRange(text: string, today: string): DayRange | null {
  const thisYear = Number(today.slice(0, 4));
  if (/\b(this|the rest of the|rest of the) year\b/.test(text)) {
    const to = `${thisYear}-12-31`;
    return { from: today, to, label: `this year (${between(today, to)})` };
  }
  const named = /\b(?:in|during|for|of|by) ((?:19|20)\d{2})\b/.exec(text)?.[1];
  const year = /\bnext year\b/.test(text) ? thisYear + 1 : named ? Number(named) : null;
  if (year === null) return null;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  return { from, to, label: `in ${year} (${between(from, to)})` };
}

/** Holidays on a fixed date, which chrono-node does not read ("between now and Christmas"). */
const HOLIDAYS: readonly [RegExp, string][] = [
  [/\b(christmas|xmas) eve\b/gi, 'December 24'],
  [/\b(christmas|xmas)( day)?\b/gi, 'December 25'],
  [/\bhalloween\b/gi, 'October 31'],
  [/\bvalentine'?s( day)?\b/gi, 'February 14'],
  [/\b(independence day|the fourth of july|july 4th)\b/gi, 'July 4'],
];

function withHolidayDates(raw: string): string {
  return HOLIDAYS.reduce((text, [holiday, date]) => text.replace(holiday, date), raw);
}

/** Dates chrono-node finds: "in March", "March 5", "by Friday", "between March 1 and 15". */
function parsedRange(asked: string, text: string, today: string): DayRange | null {
  const reference = { instant: utc(today), timezone: 0 };
  const raw = withHolidayDates(asked);
  const results = chrono
    .parse(raw, reference, { forwardDate: true })
    // A bare number is no date; "the month" of "which day of the month" is no month (chrono
    // reads it as the next one).
    .filter((result) => !/^(\d+|(the|a|each|every) month)$/i.test(result.text.trim()));
  const [first, second] = results;
  if (!first) return null;
  const day = (components: chrono.ParsedComponents) => isoDay(components.date());
  if (second) {
    let from = day(first.start);
    const to = day(second.start);
    // "Between March 1 and March 15" on March 10: read forward, March 1 is next year's; the
    // range means this year's, of which the days from today on are left.
    if (from > to) {
      const unforwarded = chrono.parse(raw, reference)[0];
      if (unforwarded) from = day(unforwarded.start);
    }
    return from <= to ? { from, to, label: between(from, to) } : null;
  }
  if (first.end) {
    const from = day(first.start);
    const to = day(first.end);
    return { from, to, label: between(from, to) };
  }
  const start = first.start;
  if (start.isCertain('day') || start.isCertain('weekday')) {
    const date = day(start);
    if (/\b(by|before|until|till|through)\b/.test(text))
      return { from: today, to: date, label: `by ${formatDay(date)}` };
    return { from: date, to: date, label: `on ${formatDay(date)}` };
  }
  if (start.isCertain('month')) {
    const from = isoDay(
      new Date(Date.UTC(start.get('year') ?? 0, (start.get('month') ?? 1) - 1, 1)),
    );
    return { from, to: endOfMonth(from), label: `in ${formatMonth(from)}` };
  }
  return null;
}

/** The days a question asks about, or null when it names none. */
export function askedDayRange(raw: string, text: string, today: string): DayRange | null {
  return relativeRange(text, today) ?? parsedRange(raw, text, today);
}

/** "Soon", "upcoming", or no date at all: the next DEFAULT_DUE_DAYS days. */
export function defaultDueRange(today: string): DayRange {
  const to = addDays(today, DEFAULT_DUE_DAYS);
  return { from: today, to, label: `in the next ${DEFAULT_DUE_DAYS} days (${between(today, to)})` };
}

/** Whether a question mentions a date or period at all (the router's cue for "due"). */
export const MENTIONS_DATE =
  /\b(today|tonight|tomorrow|this (week|weekend|month)|next (week|weekend|month)|(next|coming|in|within) \d{1,3} (days?|weeks?)|week after next|the \d{1,2}(st|nd|rd|th)|january|february|march|april|june|july|august|september|october|november|december|(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec) \d{1,2}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|(in|during|by|before|until) may|christmas|xmas|halloween|valentines?)\b/;
