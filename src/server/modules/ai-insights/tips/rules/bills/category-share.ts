import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { monthlyEquivalentCents } from '@shared/finance/frequency';
import { formatCents, formatPercent } from '@shared/finance/money';
import type { SnapshotObligation } from '../../../snapshot/household-snapshot';
import type { TipRule } from '../../tip-rule';
import { costText } from './obligation-text';

/**
 * The share of the monthly obligations above which one category is worth a look. A product
 * setting, not an outside rule of thumb: the research (§1) names "category share above a
 * threshold" without a figure, so the tip states the share and makes no claim about it.
 */
export const CATEGORY_SHARE_LIMIT = 0.5;

type CategoryTotal = { monthlyCents: number; count: number; largest: SnapshotObligation | null };

/** Monthly equivalents per category; categories from older data count as Other (spec §3). */
function totalsByCategory(obligations: readonly SnapshotObligation[]) {
  const totals = new Map<string, CategoryTotal>(
    CATEGORIES.map((category) => [category, { monthlyCents: 0, count: 0, largest: null }]),
  );
  let allCents = 0;
  for (const obligation of obligations) {
    const monthly = monthlyEquivalentCents(obligation.costCents, obligation.frequency);
    const entry = totals.get(obligation.category) ?? totals.get('other');
    if (!entry) continue;
    entry.monthlyCents += monthly;
    entry.count += 1;
    const largest = entry.largest;
    if (!largest || monthly > monthlyEquivalentCents(largest.costCents, largest.frequency))
      entry.largest = obligation;
    allCents += monthly;
  }
  return { totals, allCents };
}

/** A category taking more than half of the monthly obligations, when there is more than one. */
export const categoryShare: TipRule = {
  id: 'category-share',
  area: 'bills',
  evaluate: ({ snapshot }) => {
    const { totals, allCents } = totalsByCategory(snapshot.obligations);
    const used = CATEGORIES.flatMap((category) => {
      const total = totals.get(category);
      return total && total.count > 0 ? [{ category, total }] : [];
    });
    if (used.length < 2 || allCents <= 0) return [];
    return used.flatMap(({ category, total }) => {
      const share = total.monthlyCents / allCents;
      if (share <= CATEGORY_SHARE_LIMIT || !total.largest) return [];
      const label = CATEGORY_LABELS[category];
      return [
        {
          rule: 'category-share',
          severity: 'low' as const,
          title: `${label} takes ${formatPercent(share)} of your monthly obligations`,
          detail: `${formatCents(total.monthlyCents)} of ${formatCents(allCents)} a month, across ${total.count} ${total.count === 1 ? 'bill' : 'bills'}; the largest is ${total.largest.vendor} (${costText(total.largest)}). The largest category is the first place to look when trimming.`,
          href: '/expenses',
          action: `See ${label} bills`,
        },
      ];
    });
  },
};
