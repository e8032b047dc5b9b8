const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A statement's calendar day (YYYY-MM-DD) as "Mar 3, 2026", the same day wherever one is. */
export function statementDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The day of the month of a calendar day (the auto-pay day of a charge that falls on it). */
export function dayOfMonth(isoDay: string): number {
  return Number(isoDay.slice(8, 10));
}
