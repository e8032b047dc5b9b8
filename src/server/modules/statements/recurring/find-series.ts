import type { TRecurringKind } from '../../../../shared/statements/statement-types';
import { amountsFit } from './amount-acceptance';
import { clusterByAmount } from './amount-clusters';
import { profileAmounts, type AmountProfile } from './amount-profile';
import { fitCadence, type CadenceFit } from './cadence';
import { isEverydaySpending } from './everyday-spending';
import { FREQUENCY_RULES } from './frequency-rules';
import { seriesKind } from './series-kind';
import type { Charge } from './statement-charges';

/** A series found among one merchant's charges on one account. */
export type FoundSeries = {
  merchantKey: string;
  direction: Charge['direction'];
  kind: TRecurringKind;
  fit: CadenceFit;
  /** The charges of the series, oldest first. */
  charges: Charge[];
  profile: AmountProfile;
};

type Context = { isMirrored: (charges: readonly Charge[]) => boolean };

/**
 * The series among one merchant's charges on one account (`group`, oldest first). First all of
 * them as one series, which keeps a utility's varying amounts and a price increase together;
 * when they are not one, each group of similar amounts on its own (a $2.99 plan among one-off
 * purchases, two plans at one provider).
 */
export function findSeries(group: readonly Charge[], context: Context): FoundSeries[] {
  const whole = bestSeries(group, context, false);
  if (whole) return [whole];
  return clusterByAmount(group)
    .filter((cluster) => cluster.length >= 2 && cluster.length < group.length)
    .flatMap((cluster) => bestSeries(cluster, context, true) ?? []);
}

/**
 * The frequency that explains the most charges with the fewest gaps and strays, among those
 * whose amounts fit; a longer period wins a tie (two charges a year apart are yearly, not
 * bi-annual with one missed).
 */
function bestSeries(
  charges: readonly Charge[],
  context: Context,
  amongOtherCharges: boolean,
): FoundSeries | null {
  const first = charges[0];
  if (!first) return null;
  const descriptions = [...new Set(charges.map((charge) => charge.description))];
  const kind = seriesKind(
    descriptions,
    first.direction,
    first.accountKind,
    context.isMirrored(charges),
  );
  const everyday = isEverydaySpending(first.vendor, descriptions);
  const days = charges.map((charge) => charge.day);
  const candidates: FoundSeries[] = [];
  for (const rule of FREQUENCY_RULES) {
    const fit = fitCadence(days, rule);
    if (!fit) continue;
    // Picking charges out by amount gives chance more room to line some up: one more is needed.
    const needed = rule.minOccurrences + (amongOtherCharges && rule.minOccurrences >= 3 ? 1 : 0);
    if (fit.fitted.length < needed) continue;
    const fitted = fit.fitted.map((index) => charges[index]!);
    const profile = profileAmounts(fitted.map((charge) => charge.amountCents));
    if (!amountsFit(profile, fitted.length, rule, kind, everyday)) continue;
    candidates.push({
      merchantKey: first.merchantKey,
      direction: first.direction,
      kind,
      fit,
      charges: fitted,
      profile,
    });
  }
  const score = (series: FoundSeries) =>
    series.fit.fitted.length - series.fit.missed - series.fit.outliers;
  return (
    candidates.sort(
      (a, b) => score(b) - score(a) || b.fit.rule.periodDays - a.fit.rule.periodDays,
    )[0] ?? null
  );
}
