import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { ObligationForAnomalies } from './anomaly-types';

/** Kinds of insurance, by the words that name them: each is compared only with its own kind. */
const INSURANCE_KINDS: readonly [kind: string, words: RegExp][] = [
  ['health', /\b(health|medical|hmo|ppo)\b/i],
  ['dental', /\bdental\b/i],
  ['vision', /\bvision\b/i],
  ['life', /\blife\b/i],
  ['umbrella', /\bumbrella\b/i],
  ['disability', /\bdisability\b/i],
  ['long-term care', /\blong[- ]term care\b/i],
  ['auto', /\b(auto|car|vehicle|motorcycle)\b/i],
  ['renters', /\brenters?\b/i],
  ['home', /\b(home|homeowners?|house|dwelling|flood|earthquake)\b/i],
  ['pet', /\bpet\b/i],
];

/**
 * The group an obligation is compared with, or null when it has no peers to be compared with.
 * Home mixes rent or a mortgage with utilities and HOA fees, so a home obligation is compared only
 * with its own subcategory (otherwise every mortgage would be "unusual" beside the water bill);
 * insurance only with its own kind (health cover beside an umbrella policy says nothing); and
 * Other is a catch-all (a gym beside a streaming plan says nothing either).
 */
export function peerGroupKey(obligation: ObligationForAnomalies): string | null {
  const category = obligation.category.trim().toLowerCase();
  if (category === 'home' && obligation.homeSubcategory) {
    return `home/${obligation.homeSubcategory}`;
  }
  if (category === 'insurance') {
    const words = `${obligation.vendor} ${obligation.description ?? ''}`;
    const kind = INSURANCE_KINDS.find(([, pattern]) => pattern.test(words))?.[0];
    return kind ? `insurance/${kind}` : null;
  }
  return category === 'other' ? null : category;
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
