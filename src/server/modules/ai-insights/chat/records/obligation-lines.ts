import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { costText } from '../text/format';
import { whoseNote } from './households';

/** How many obligations an answer names one by one before "and N more". */
export const MAX_LISTED_OBLIGATIONS = 8;

export function monthlyCents(obligation: SnapshotObligation): number {
  return monthlyEquivalentCents(obligation.costCents, obligation.frequency);
}

export function totalMonthlyCents(obligations: readonly SnapshotObligation[]): number {
  return obligations.reduce((sum, obligation) => sum + monthlyCents(obligation), 0);
}

/** Largest monthly equivalent first, then by vendor, so answers are stable. */
export function byMonthlyCost(obligations: readonly SnapshotObligation[]): SnapshotObligation[] {
  return [...obligations].sort(
    (a, b) => monthlyCents(b) - monthlyCents(a) || a.vendor.localeCompare(b.vendor),
  );
}

/** "GEICO (Toyota Camry) $142.00/mo". */
export function obligationLine(
  obligation: SnapshotObligation,
  snapshot: HouseholdSnapshot,
  options: { hideEntity?: boolean; described?: boolean } = {},
): string {
  const entity = obligation.entityName && !options.hideEntity ? ` (${obligation.entityName})` : '';
  // "Austin Energy $187.40/mo, for “Electric, water and trash”": what the bill covers.
  const described =
    options.described && obligation.description ? `, for “${obligation.description}”` : '';
  return `${obligation.vendor}${entity} ${costText(obligation.costCents, obligation.frequency)}${described}${whoseNote(snapshot, obligation.ownerId)}`;
}

/** "A $1.00/mo, B $2.00/yr and 3 more". */
export function obligationList(
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
  line: (obligation: SnapshotObligation) => string = (obligation) =>
    obligationLine(obligation, snapshot),
): string {
  const listed = obligations.slice(0, MAX_LISTED_OBLIGATIONS).map(line);
  const more = obligations.length - listed.length;
  return more > 0 ? `${listed.join('; ')}; and ${more} more` : listed.join('; ');
}
