import type { TRecurringSeries, TStatement } from '../../../../shared/statements/statement-types';
import { calendarDay, nextPeriodIso } from './calendar-day';
import { ENDED_AFTER_PERIODS } from './frequency-rules';
import { findSeries, type FoundSeries } from './find-series';
import { categoryOf } from './merchant-categories';
import { ownTransferIndex } from './own-account-transfers';
import { joinContinuations } from './series-continuation';
import { chargesOf, type Charge } from './statement-charges';

/** The review shows a few "seen as" lines; 24 charges with a reference each would be 24. */
const MAX_DESCRIPTORS = 5;

const KIND_ORDER = { bill: 0, income: 1, transfer: 2 } as const;

/**
 * The recurring series in a household's statements (already de-duplicated): bills, pay and
 * transfers between its own accounts, each with its frequency, latest amount, next due day and
 * whether it still runs. `today` (an ISO day) decides which have ended.
 */
export function detectRecurring(
  statements: readonly TStatement[],
  options: { today: string },
): TRecurringSeries[] {
  const charges = chargesOf(statements);
  const transfers = ownTransferIndex(
    charges.map((charge) => ({
      account: charge.account,
      amountCents: charge.signedCents,
      dayNumber: charge.day.dayNumber,
    })),
  );
  const context = {
    isMirrored: (series: readonly Charge[]) =>
      transfers.isMirrored(
        series.map((charge) => ({
          account: charge.account,
          amountCents: charge.signedCents,
          dayNumber: charge.day.dayNumber,
        })),
      ),
  };
  const found = [...groupByMerchant(charges).values()].flatMap((group) =>
    findSeries(group, context),
  );
  const ends = coverageEnds(charges, calendarDay(options.today).dayNumber);
  return joinContinuations(found)
    .map((series) => toRecurringSeries(series, ends.get(series.charges.at(-1)!.account)!))
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        Number(b.active) - Number(a.active) ||
        a.vendor.localeCompare(b.vendor),
    );
}

/** One account's money out (or in) at one merchant, oldest first. */
function groupByMerchant(charges: readonly Charge[]): Map<string, Charge[]> {
  const groups = new Map<string, Charge[]>();
  for (const charge of charges) {
    const key = `${charge.account}\u0000${charge.direction}\u0000${charge.merchantKey}`;
    const group = groups.get(key);
    if (group) group.push(charge);
    else groups.set(key, [charge]);
  }
  return groups;
}

/**
 * The day each account's statements reach (its latest transaction), or today if that is
 * earlier. A series has ended when it stopped well before this: statements downloaded last
 * month show every bill as running, not as ended by the weeks the files do not cover.
 */
function coverageEnds(charges: readonly Charge[], today: number): Map<string, number> {
  const ends = new Map<string, number>();
  for (const charge of charges)
    ends.set(charge.account, Math.max(ends.get(charge.account) ?? 0, charge.day.dayNumber));
  for (const [account, end] of ends) ends.set(account, Math.min(end, today));
  return ends;
}

function toRecurringSeries(series: FoundSeries, coverageEnd: number): TRecurringSeries {
  const { charges, fit, profile } = series;
  const first = charges[0]!;
  const last = charges.at(-1)!;
  const descriptors = [...new Set(charges.map((charge) => charge.description).reverse())];
  const vendor = mostCommon(charges.map((charge) => charge.vendor).reverse());
  const step = fit.rule.step;
  const { category, homeSubcategory } =
    series.kind === 'bill'
      ? categoryOf(vendor, descriptors)
      : { category: 'other' as const, homeSubcategory: null };
  return {
    vendor,
    amountCents: profile.latestCents,
    amountRange:
      profile.shape === 'varying'
        ? { minCents: profile.minCents, maxCents: profile.maxCents }
        : null,
    frequency: fit.rule.frequency,
    nextDue: nextPeriodIso(
      fit.lastSlotIso,
      'days' in step ? step : { months: step.months, anchorDay: fit.anchorDay },
    ),
    category,
    homeSubcategory,
    kind: series.kind,
    active: coverageEnd - last.day.dayNumber <= ENDED_AFTER_PERIODS * fit.rule.periodDays,
    firstSeen: first.day.iso,
    lastSeen: last.day.iso,
    occurrences: charges.length,
    account: last.account,
    descriptors: descriptors.slice(0, MAX_DESCRIPTORS),
    charges: charges.map((charge) => ({ on: charge.day.iso, amountCents: charge.amountCents })),
  };
}

/** The most frequent value; the first given wins a tie (callers pass the latest first). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const value of values) if (counts.get(value)! > counts.get(best)!) best = value;
  return best;
}
