import type { TTip } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import { normalizedVendor } from '../../../anomalies/duplicate-rule';
import type { SnapshotObligation } from '../../../snapshot/household-snapshot';
import { itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/**
 * The anomaly engine's duplicate criterion (duplicate-rule.ts: same vendor as normalizedVendor
 * reads it, same cost, same category). Its findDuplicates writes a reason for every copy; the tip
 * needs only the groups, and words just the few it names, so thousands of copies stay cheap.
 */
function duplicateGroups(obligations: readonly SnapshotObligation[]): SnapshotObligation[][] {
  const groups = new Map<string, SnapshotObligation[]>();
  for (const obligation of obligations) {
    const key = `${normalizedVendor(obligation.vendor)}|${obligation.costCents}|${obligation.category.trim().toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(obligation);
    else groups.set(key, [obligation]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** "Comcast at $80.00 (2 entries)". */
function groupText(copies: readonly SnapshotObligation[]): string {
  const first = copies[0];
  return first
    ? `${first.vendor.trim()} at ${formatCents(first.costCents)} (${copies.length} entries)`
    : '';
}

/**
 * Obligations that look entered twice, per household (two households may each pay the same
 * service). One tip per household listing the groups, so many copies do not flood the list.
 */
export const duplicateObligations: TipRule = {
  id: 'duplicate-obligations',
  area: 'bills',
  evaluate: (context) => {
    const tips: TTip[] = [];
    for (const [ownerId, obligations] of context.obligationsByOwner) {
      const groups = duplicateGroups(obligations);
      if (groups.length === 0) continue;

      tips.push({
        rule: 'duplicate-obligations',
        severity: 'medium',
        title: `${groups.length === 1 ? '1 bill may be' : `${groups.length} bills may be`} entered twice${context.forOwner(ownerId)}`,
        detail: `${itemsWithMore(groups, groupText)}: same vendor, cost and category. Check whether each is really paid more than once, and delete the extra entries.`,
        href: '/expenses',
        action: 'Review duplicates',
      });
    }
    return tips;
  },
};
