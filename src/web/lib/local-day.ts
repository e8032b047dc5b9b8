/** The calendar day of `date` in the visitor's own time zone, as YYYY-MM-DD. */
export function localIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A YYYY-MM-DD day as "Mon, Nov 23", read as that calendar day wherever the visitor is. */
export function formatIsoDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
