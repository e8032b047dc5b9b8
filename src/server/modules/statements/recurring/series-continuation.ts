import { profileAmounts } from './amount-profile';
import { ENDED_AFTER_PERIODS } from './frequency-rules';
import type { FoundSeries } from './find-series';

/**
 * Joins a series that stopped with one that took over: the same merchant and frequency, the
 * second starting within one and a half periods of the first's last charge. That is a price
 * change found as two amount groups ($0.99 storage, then $2.99), or a bill moved to another of
 * the household's cards; either way it is one obligation, and its latest amount and account
 * are the ones that count.
 */
export function joinContinuations(found: readonly FoundSeries[]): FoundSeries[] {
  const byStart = [...found].sort(
    (a, b) => a.charges[0]!.day.dayNumber - b.charges[0]!.day.dayNumber,
  );
  const joined: FoundSeries[] = [];
  for (const series of byStart) {
    const index = joined.findIndex((earlier) => continues(earlier, series));
    if (index === -1) {
      joined.push(series);
      continue;
    }
    const earlier = joined[index]!;
    const charges = [...earlier.charges, ...series.charges];
    joined[index] = {
      ...series,
      charges,
      fit: { ...series.fit, missed: earlier.fit.missed + series.fit.missed },
      profile: profileAmounts(charges.map((charge) => charge.amountCents)),
    };
  }
  return joined;
}

function continues(earlier: FoundSeries, later: FoundSeries): boolean {
  if (
    earlier.merchantKey !== later.merchantKey ||
    earlier.direction !== later.direction ||
    earlier.kind !== later.kind ||
    earlier.fit.rule.frequency !== later.fit.rule.frequency
  )
    return false;
  const gap = later.charges[0]!.day.dayNumber - earlier.charges.at(-1)!.day.dayNumber;
  const period = earlier.fit.rule.periodDays;
  // After the earlier one's last charge (with a tolerance's overlap), within 1.5 periods.
  return gap >= period - earlier.fit.rule.toleranceDays && gap <= ENDED_AFTER_PERIODS * period;
}
