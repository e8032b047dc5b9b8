/**
 * A YYYY-MM-DD day with its year ("Thu, Apr 15, 2027"): a plan runs over more than a year, so the
 * year matters. Read as that calendar day wherever the visitor is.
 */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
