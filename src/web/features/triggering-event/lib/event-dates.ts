// One day style across the triggering event and its plan, the app's own ("Jun 1, 2026", as in
// estate, documents and bills): always with the year, since a plan runs over more than a year, and
// without the weekday, which the app shows only for the dashboard's next few weeks of payments.
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const CALENDAR_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment (an ISO timestamp) in the reader's time zone: "Jun 8, 2026, 3:00 PM". */
export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}

/** The day of a moment in the reader's time zone: "Jun 1, 2026". */
export function formatMomentDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/**
 * A calendar day (YYYY-MM-DD: the date of death or onset, a task's due day, a log entry's day) as
 * "Jun 1, 2026" wherever the reader is.
 */
export function formatCalendarDay(isoDay: string): string {
  return CALENDAR_DAY.format(new Date(`${isoDay}T00:00:00Z`));
}
