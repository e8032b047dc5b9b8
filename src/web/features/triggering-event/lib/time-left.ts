const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * The time until `until`, in words and to the two largest units ("6 days and 4 hours left",
 * "2 hours and 5 minutes left"): a countdown that is read, not watched.
 */
export function timeLeftInWords(until: Date, now: Date): string {
  const minutes = Math.floor((until.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'Any moment now';
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  const rest = minutes % HOUR_MINUTES;
  if (days > 0)
    return `${count(days, 'day')}${hours > 0 ? ` and ${count(hours, 'hour')}` : ''} left`;
  if (hours > 0)
    return `${count(hours, 'hour')}${rest > 0 ? ` and ${count(rest, 'minute')}` : ''} left`;
  return `${count(rest, 'minute')} left`;
}
