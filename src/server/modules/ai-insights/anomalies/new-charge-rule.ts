import { format } from 'date-fns';
import { formatCents } from '@shared/finance/money';
import { calendarDay, datedHistory } from './amount-history';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';

/**
 * How recent a first charge is "new": about two monthly bills. A subscription started by a free
 * trial, or a service someone signed up for, is worth a look while it is still easy to cancel.
 */
export const NEW_CHARGE_DAYS = 60;

/**
 * Rule 6 (issue 41): a recurring charge the bank statements show starting recently. Only charges
 * read from statements count (source `import`, dated by the statement): they say when the
 * charging began, where a typed amount says only when someone wrote it down. An obligation with
 * any earlier amount was known before, so it is not new.
 */
export function findNewCharge(obligation: ObligationForAnomalies, today: Date): RuleFinding | null {
  const history = datedHistory(obligation.history, today);
  const first = history[0];
  if (!first || first.source !== 'import') return null;
  const age = calendarDay(today) - first.day;
  if (age > NEW_CHARGE_DAYS) return null;
  return {
    obligationId: obligation.id,
    rule: 'new_charge',
    reason: `New: first charged ${format(first.date, 'MMM d, yyyy')} (${formatCents(first.amountCents)}), ${age} days ago`,
    deviation: 100,
  };
}
