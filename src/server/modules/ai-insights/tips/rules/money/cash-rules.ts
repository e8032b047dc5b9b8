import { formatCents } from '@shared/finance/money';
import { CASH_HIGH_MONTHS, CASH_LOW_MONTHS } from '../../../portfolio/cash-position';
import type { TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';

function covered(context: TipContext, months: number): string {
  const { cash } = context;
  return `${formatCents(cash.cashCents)} in checking, savings and cash holdings covers ${months} ${months === 1 ? 'month' : 'months'} of your obligations (${formatCents(cash.monthlyObligationsCents)} a month).`;
}

/** Cash below 1 month of obligations: research notes §6 (emergency fund). */
export const cashLow: TipRule = {
  id: 'cash-low',
  area: 'cash',
  evaluate: (context) => {
    const { months, hasCashRecords } = context.cash;
    if (months === null || !hasCashRecords || months >= CASH_LOW_MONTHS) return [];
    return [
      {
        rule: 'cash-low',
        severity: 'medium',
        title: `Cash covers less than ${CASH_LOW_MONTHS} month of obligations`,
        detail: `${covered(context, months)} A cushion of at least a month keeps a surprise bill or a late paycheck from becoming a missed payment. If there is cash elsewhere, add the account.`,
        href: '/accounts',
        action: 'Review accounts',
      },
    ];
  },
};

/** Cash above 6 months of obligations: research notes §6. */
export const cashHigh: TipRule = {
  id: 'cash-high',
  area: 'cash',
  evaluate: (context) => {
    const { months } = context.cash;
    if (months === null || months <= CASH_HIGH_MONTHS) return [];
    return [
      {
        rule: 'cash-high',
        severity: 'low',
        title: `Cash covers more than ${CASH_HIGH_MONTHS} months of obligations`,
        detail: `${covered(context, months)} Check whether some of it would serve you better invested or paying down a loan.`,
        href: '/accounts',
        action: 'Review accounts',
      },
    ];
  },
};
