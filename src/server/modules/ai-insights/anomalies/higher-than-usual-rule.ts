import { median } from 'simple-statistics';
import { formatCents } from '@shared/finance/money';
import { calendarDay, datedHistory, type DatedAmount } from './amount-history';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { cadenceDays, LATE_AFTER_CADENCES } from './cadence';
import { percentChange } from './percent';
import { isUtility } from './seasonal-utility-rule';

/** Fewer earlier bills than this and a median is one or two bills, not a usual. */
const MIN_EARLIER_BILLS = 3;
/** The usual is the last six bills at most: half a year of a monthly bill, recent enough to be "usual". */
const MAX_EARLIER_BILLS = 6;
/**
 * A metered bill (phone with usage, card, water) moves 10–20 % from one bill to the next without
 * anything being wrong; 25 % above the median of its own last bills is outside that everyday
 * spread. The $10 floor keeps a few dollars on a small bill from counting.
 */
const MIN_ABOVE_PERCENT = 25;
const MIN_ABOVE_CENTS = 1000;

/**
 * A bill whose amount changed at most half of the times is priced, not metered (a subscription,
 * a premium): a change in it is a new price, which price_change reports from the bill before.
 */
function isMetered(earlier: readonly DatedAmount[]): boolean {
  let changes = 0;
  for (let index = 1; index < earlier.length; index += 1) {
    if (earlier[index]?.amountCents !== earlier[index - 1]?.amountCents) changes += 1;
  }
  return changes * 2 > earlier.length - 1;
}

function isHigh(amountCents: number, usualCents: number): boolean {
  return (
    amountCents - usualCents >= MIN_ABOVE_CENTS &&
    percentChange(amountCents, usualCents) >= MIN_ABOVE_PERCENT
  );
}

/**
 * Each obligation against its own history: the latest bill of a metered obligation against the
 * median of its earlier bills (up to six). Not reported twice: a priced bill's change is
 * price_change's; a bill already high last time is a new level, whose jump was news then; a
 * utility moves with the season, so its own last months are no fair usual (seasonal_utility
 * compares it with the same month a year earlier).
 */
export function findHigherThanUsual(
  obligation: ObligationForAnomalies,
  today: Date,
): RuleFinding | null {
  if (isUtility(obligation)) return null;
  const history = datedHistory(obligation.history, today);
  const latest = history.at(-1);
  const earlier = history.slice(0, -1).slice(-MAX_EARLIER_BILLS);
  const previous = earlier.at(-1);
  if (!latest || !previous || earlier.length < MIN_EARLIER_BILLS) return null;
  if (calendarDay(today) - latest.day > LATE_AFTER_CADENCES * cadenceDays(obligation.frequency)) {
    return null;
  }
  if (!isMetered(earlier)) return null;
  const usualCents = Math.round(median(earlier.map((point) => point.amountCents)));
  if (usualCents <= 0 || !isHigh(latest.amountCents, usualCents)) return null;
  if (isHigh(previous.amountCents, usualCents)) return null;
  return {
    obligationId: obligation.id,
    rule: 'higher_than_usual',
    reason: `${formatCents(latest.amountCents)} this time; usually ${formatCents(usualCents)} over its last ${earlier.length} bills`,
    deviation: percentChange(latest.amountCents, usualCents),
  };
}
