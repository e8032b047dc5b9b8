const HOUR_MS = 60 * 60 * 1000;
/** The furthest ahead of UTC a place's calendar runs (Kiribati, UTC+14). */
const LATEST_OFFSET_MS = 14 * HOUR_MS;
const EARLIEST_DATE = '1900-01-01';

/**
 * What is wrong with a reported date of death or onset, or null. It may not be in the future: a
 * date is refused only once it is after today everywhere on Earth, because the server knows no
 * household time zone and a report made just after midnight in Auckland is not in the future.
 */
export function eventDateProblem(eventDate: string, now: Date): string | null {
  if (eventDate < EARLIEST_DATE) return 'Enter a date from 1900 on';
  const latestToday = new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  if (eventDate > latestToday) return 'The date cannot be in the future';
  return null;
}
