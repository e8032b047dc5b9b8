// Day arithmetic for the generated statements (UTC, whole days).

const MS_PER_DAY = 86_400_000;

export function dayNumber(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;
}

export function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDay();
}

/** The day `dayOfMonth` of the month `months` after the month of `firstIso`, clamped. */
export function monthDay(firstIso: string, months: number, dayOfMonth: number): number {
  const [year, month] = firstIso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return Date.UTC(year, month - 1 + months, Math.min(dayOfMonth, last)) / MS_PER_DAY;
}

/** Fixed-date US bank holidays a debit due on them moves past. */
const HOLIDAYS = new Set(['01-01', '07-04', '11-11', '12-25']);

/** The next business day on or after `day`: how banks post an ACH debit due on a weekend. */
export function businessDay(day: number): number {
  let posted = day;
  while (weekday(posted) === 0 || weekday(posted) === 6 || HOLIDAYS.has(isoOf(posted).slice(5)))
    posted += 1;
  return posted;
}
