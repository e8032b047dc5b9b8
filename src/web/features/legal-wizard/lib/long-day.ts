const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar day (YYYY-MM-DD) as "April 12, 1978", the way the documents themselves write a date
 * (as the subscription screens do), the same day wherever the reader is.
 */
export function longDay(isoDay: string): string {
  return LONG_DAY.format(new Date(`${isoDay}T00:00:00Z`));
}
