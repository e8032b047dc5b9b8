import { format, subYears } from 'date-fns';
import { formatCents } from '@shared/finance/money';
import { calendarDay, datedHistory } from './amount-history';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { cadenceDays, LATE_AFTER_CADENCES } from './cadence';
import { describePercent, percentChange } from './percent';

/** Research §2: heating and cooling move utilities with the season, so compare with last year. */
const MIN_CHANGE_PERCENT = 25;

/** Utilities: the home subcategory, or the legacy `utilities` category (spec §3). */
export function isUtility(obligation: ObligationForAnomalies): boolean {
  const category = obligation.category.trim().toLowerCase();
  return (
    category === 'utilities' || (category === 'home' && obligation.homeSubcategory === 'Utilities')
  );
}

/**
 * Rule 3: a utility's latest bill against the bill of the same month a year earlier. Without a
 * bill from that month there is no fair comparison (last month was another season), so nothing.
 */
export function findSeasonalUtilityChange(
  obligation: ObligationForAnomalies,
  today: Date,
): RuleFinding | null {
  if (!isUtility(obligation)) return null;
  const history = datedHistory(obligation.history, today);
  const latest = history.at(-1);
  if (!latest) return null;
  if (calendarDay(today) - latest.day > LATE_AFTER_CADENCES * cadenceDays(obligation.frequency)) {
    return null;
  }
  const yearBefore = subYears(latest.date, 1);
  const sameMonth = history.filter((point) => point.month === latest.month - 12).at(-1);
  if (!sameMonth || sameMonth.amountCents <= 0) return null;
  const deviation = percentChange(latest.amountCents, sameMonth.amountCents);
  if (Math.abs(deviation) <= MIN_CHANGE_PERCENT) return null;
  return {
    obligationId: obligation.id,
    rule: 'seasonal_utility',
    reason: `${deviation > 0 ? 'Up' : 'Down'} ${describePercent(deviation)} on ${format(yearBefore, 'MMMM yyyy')}: ${formatCents(latest.amountCents)} against ${formatCents(sameMonth.amountCents)}`,
    deviation,
  };
}
