/** Dates on the Family page, in the visitor's own time zone (the API sends ISO instants). */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jan 5, 2026" */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** "Jan 5, 2026, 3:04 PM" */
export function formatMoment(iso: string): string {
  return MOMENT.format(new Date(iso));
}
