import type { TTip } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import { findDuplicates, normalizedVendor } from '../../../anomalies/duplicate-rule';
import type { SnapshotObligation } from '../../../snapshot/household-snapshot';
import { namesWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/**
 * Obligations with the same vendor, cost and category: the anomaly engine's duplicate rule
 * (duplicate-rule.ts), run per household, since two households may each pay the same service.
 * One tip per household, listing the groups, so many copies do not flood the list.
 */
export const duplicateObligations: TipRule = {
  id: 'duplicate-obligations',
  area: 'bills',
  evaluate: (context) => {
    const tips: TTip[] = [];
    for (const [ownerId, obligations] of context.obligationsByOwner) {
      const byId = new Map(obligations.map((obligation) => [obligation.id, obligation]));
      const groups = new Map<string, SnapshotObligation[]>();
      for (const finding of findDuplicates(obligations)) {
        const copy = byId.get(finding.obligationId);
        if (!copy) continue;
        const key = `${normalizedVendor(copy.vendor)}|${copy.costCents}|${copy.category.trim().toLowerCase()}`;
        const group = groups.get(key);
        if (group) group.push(copy);
        else groups.set(key, [copy]);
      }
      if (groups.size === 0) continue;
      const names = [...groups.values()].map(
        (copies) =>
          `${copies[0]?.vendor.trim()} at ${formatCents(copies[0]?.costCents ?? 0)} (${copies.length} entries)`,
      );
      tips.push({
        rule: 'duplicate-obligations',
        severity: 'medium',
        title: `${groups.size === 1 ? '1 bill may be' : `${groups.size} bills may be`} entered twice${context.forOwner(ownerId)}`,
        detail: `${namesWithMore(names)}: same vendor, cost and category. Check whether each is really paid more than once, and delete the extra entries.`,
        href: '/expenses',
        action: 'Review duplicates',
      });
    }
    return tips;
  },
};
