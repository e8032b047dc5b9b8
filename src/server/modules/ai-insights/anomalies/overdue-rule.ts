import { format } from 'date-fns';
import { calendarDay, datedHistory } from './amount-history';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { cadenceDays, LATE_AFTER_CADENCES } from './cadence';
import { percentChange } from './percent';

/** Two scanned bills show the household records each bill; one could be a one-off scan. */
const MIN_SCANNED_BILLS = 2;

/**
 * Rule 5: no bill recorded for 1.5× the cadence (research §2). Only obligations whose bills are
 * scanned count: a typed amount is written once and again only when edited, so its silence
 * means "unchanged", and an obligation without history has no date to be late from.
 */
export function findOverdue(obligation: ObligationForAnomalies, today: Date): RuleFinding | null {
  const scanned = datedHistory(obligation.history, today).filter(
    (point) => point.source === 'bill_scan',
  );
  const last = scanned.at(-1);
  if (!last || scanned.length < MIN_SCANNED_BILLS) return null;
  const cadence = cadenceDays(obligation.frequency);
  const daysSince = calendarDay(today) - last.day;
  if (daysSince <= LATE_AFTER_CADENCES * cadence) return null;
  return {
    obligationId: obligation.id,
    rule: 'overdue',
    reason: `No bill recorded since ${format(last.date, 'MMM d, yyyy')} (${daysSince} days); a ${obligation.frequency} bill comes about every ${Math.round(cadence)} days`,
    deviation: percentChange(daysSince, cadence),
  };
}
