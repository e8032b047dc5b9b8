import {
  monthlyEquivalentCents,
  MONTHS_PER_PAYMENT,
  type Frequency,
} from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import { itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';
import { costText } from './obligation-text';

/**
 * Bills that come quarterly, twice a year or yearly: what they cost a year, and the monthly
 * amount that covers them when set aside (plain arithmetic, monthly equivalents summed once).
 */
export const irregularBills: TipRule = {
  id: 'irregular-bills',
  area: 'bills',
  evaluate: ({ snapshot }) => {
    const lumpy = snapshot.obligations.filter(
      (obligation) => (MONTHS_PER_PAYMENT[obligation.frequency as Frequency] ?? 1) > 1,
    );
    if (lumpy.length === 0) return [];
    const monthly = lumpy.reduce(
      (sum, obligation) => sum + monthlyEquivalentCents(obligation.costCents, obligation.frequency),
      0,
    );
    const largestFirst = [...lumpy].sort(
      (a, b) =>
        monthlyEquivalentCents(b.costCents, b.frequency) -
        monthlyEquivalentCents(a.costCents, a.frequency),
    );

    return [
      {
        rule: 'irregular-bills',
        severity: 'low',
        title: `${lumpy.length === 1 ? '1 bill comes' : `${lumpy.length} bills come`} quarterly, twice a year or yearly`,
        detail: `${itemsWithMore(largestFirst, (obligation) => `${obligation.vendor} (${costText(obligation)})`)}: ${formatCents(Math.round(monthly * 12))} a year in all. Setting aside ${formatCents(Math.round(monthly))} a month means none of them arrives as a surprise.`,
        href: '/expenses',
        action: 'See the bills',
      },
    ];
  },
};
