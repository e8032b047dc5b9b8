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
 * A run picked out of a merchant's other charges, by amount or because it explains fewer than
 * half of them (the latest months at a restaurant), gives chance room to line charges up: two
 * equal baskets at a market half a year apart, three dinners a month apart.
 */
function isSelective(amongOtherCharges: boolean, fitted: number, charges: number): boolean {
  return amongOtherCharges || fitted * 2 < charges;
}

/**
 * What such a run must look like to be believed: a plan billed among purchases (a storage plan
 * at an app store, a coffee subscription at a café) is one price, monthly or more often, and
 * needs one charge more than the frequency's minimum. Quarterly and longer plans are not sold
 * by shops people also buy from, so two or three equal amounts months apart there are chance.
 */
function isPlanAmong(fit: CadenceFit, profile: AmountProfile): boolean {
  return (
    profile.shape === 'fixed' &&
    fit.rule.periodDays <= MONTH_DAYS &&
    fit.fitted.length >= fit.rule.minOccurrences + 1
  );
}

const MONTH_DAYS = 31;

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
    const fitted = fit.fitted.map((index) => charges[index]!);
    const profile = profileAmounts(fitted.map((charge) => charge.amountCents));
    if (
      isSelective(amongOtherCharges, fit.fitted.length, charges.length) &&
      !isPlanAmong(fit, profile)
    )
      continue;
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
