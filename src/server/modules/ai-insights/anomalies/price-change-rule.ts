import { formatCents } from '@shared/finance/money';
import { calendarDay, datedHistory } from './amount-history';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { cadenceDays, LATE_AFTER_CADENCES } from './cadence';
import { describePercent, percentChange } from './percent';

/** Research §2: a change counts when it is both ≥ 10 % and ≥ $5, so cents on a small bill do not. */
const MIN_CHANGE_PERCENT = 10;
const MIN_CHANGE_CENTS = 500;

/** Rule 1: the latest amount against the one before it, while the latest is the current bill. */
export function findPriceChange(
  obligation: ObligationForAnomalies,
  today: Date,
): RuleFinding | null {
  const history = datedHistory(obligation.history, today);
  const latest = history.at(-1);
  const previous = history.at(-2);
  if (!latest || !previous || previous.amountCents <= 0) return null;
  const age = calendarDay(today) - latest.day;
  if (age > LATE_AFTER_CADENCES * cadenceDays(obligation.frequency)) return null;
  const changeCents = latest.amountCents - previous.amountCents;
  const deviation = percentChange(latest.amountCents, previous.amountCents);
  if (Math.abs(changeCents) < MIN_CHANGE_CENTS || Math.abs(deviation) < MIN_CHANGE_PERCENT) {
    return null;
  }
  const direction = changeCents > 0 ? 'Up' : 'Down';
  return {
    obligationId: obligation.id,
    rule: 'price_change',
    reason: `${direction} ${describePercent(deviation)} from ${formatCents(previous.amountCents)} to ${formatCents(latest.amountCents)}`,
    deviation,
  };
}
