const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as "Jun 1, 2026", the same day wherever the reader is. */
export function formatDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}
