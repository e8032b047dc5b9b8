import { isoDay } from '@shared/finance/household-summary';
import { AppError } from '../../http/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a date after today for something that has already happened (a signing, a review, a
 * life event). The server's day is UTC; a day of grace keeps a household east of UTC, already in
 * tomorrow, from being told its today is in the future.
 */
export function assertNotInFuture(dates: Record<string, string | null>, now: Date): void {
  const latest = isoDay(new Date(now.getTime() + DAY_MS));
  const problems = Object.fromEntries(
    Object.entries(dates)
      .filter(([, day]) => day !== null && day > latest)
      .map(([field]) => [field, 'Enter a date that is not in the future']),
  );
  if (Object.keys(problems).length > 0) throw AppError.validation(problems);
}
