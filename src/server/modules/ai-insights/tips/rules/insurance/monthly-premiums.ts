import { formatCents } from '@shared/finance/money';
import { itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';
import { isInsurancePremium } from './insurance-evidence';

/**
 * Insurance premiums paid monthly: worth asking whether paying once a year costs less. No saving
 * is claimed, since it depends on the insurer.
 */
export const monthlyInsurancePremiums: TipRule = {
  id: 'monthly-insurance-premiums',
  area: 'insurance',
  evaluate: ({ snapshot }) => {
    const monthly = snapshot.obligations.filter(
      (obligation) => obligation.frequency === 'monthly' && isInsurancePremium(obligation),
    );
    if (monthly.length === 0) return [];
    const total = monthly.reduce((sum, obligation) => sum + obligation.costCents, 0);

    return [
      {
        rule: 'monthly-insurance-premiums',
        severity: 'low',
        title: `${monthly.length === 1 ? '1 insurance premium is' : `${monthly.length} insurance premiums are`} paid monthly`,
        detail: `${itemsWithMore(monthly, (obligation) => `${obligation.vendor} (${formatCents(obligation.costCents)})`)}: ${formatCents(total)} a month in all. Ask each insurer whether paying once a year costs less than paying monthly.`,
        href: '/expenses',
        action: 'Review insurance bills',
      },
    ];
  },
};
