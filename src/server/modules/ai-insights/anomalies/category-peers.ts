import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { ObligationForAnomalies } from './anomaly-types';

/**
 * The group an obligation is compared with. Home mixes rent or a mortgage with utilities and HOA
 * fees, so a home obligation is compared only with its own subcategory: otherwise every mortgage
 * would be "unusual" beside the water bill.
 */
export function peerGroupKey(obligation: ObligationForAnomalies): string {
  const category = obligation.category.trim().toLowerCase();
  if (category === 'home' && obligation.homeSubcategory) {
    return `home/${obligation.homeSubcategory}`;
  }
  return category;
}

export function monthlyCents(obligation: ObligationForAnomalies): number {
  return monthlyEquivalentCents(obligation.costCents, obligation.frequency);
}

/** Obligations grouped by a key, keeping their order. */
export function groupBy(
  obligations: readonly ObligationForAnomalies[],
  key: (obligation: ObligationForAnomalies) => string,
): Map<string, ObligationForAnomalies[]> {
  const groups = new Map<string, ObligationForAnomalies[]>();
  for (const obligation of obligations) {
    const group = groups.get(key(obligation));
    if (group) group.push(obligation);
    else groups.set(key(obligation), [obligation]);
  }
  return groups;
}
