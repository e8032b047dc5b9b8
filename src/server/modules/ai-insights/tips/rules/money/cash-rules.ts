import { formatCents } from '@shared/finance/money';
import {
  CASH_HIGH_MONTHS,
  CASH_LOW_MONTHS,
  EMERGENCY_FUND_SOURCE,
} from '../../../portfolio/cash-position';
import type { TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';

function covered(context: TipContext, months: number): string {
  const { cash } = context;
  return `${formatCents(cash.cashCents)} in checking, savings and cash holdings covers ${months} ${months === 1 ? 'month' : 'months'} of your obligations (${formatCents(cash.monthlyObligationsCents)} a month).`;
}

/** Cash below 3 months of obligations, the low end of the usual emergency-fund guidance. */
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
        title: `Cash covers less than ${CASH_LOW_MONTHS} months of obligations`,
        detail: `${covered(context, months)} The usual guidance is a cushion of ${CASH_LOW_MONTHS} to ${CASH_HIGH_MONTHS} months, so a lost paycheck or a surprise bill does not become a missed payment. If there is cash elsewhere, add the account.`,
        href: '/accounts',
        action: 'Review accounts',
        source: EMERGENCY_FUND_SOURCE,
      },
    ];
  },
};

/** Cash above 6 months of obligations, the high end of the same guidance. */
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
        detail: `${covered(context, months)} The usual guidance is ${CASH_LOW_MONTHS} to ${CASH_HIGH_MONTHS} months: check whether some of it would serve you better invested or paying down a loan.`,
        href: '/accounts',
        action: 'Review accounts',
        source: EMERGENCY_FUND_SOURCE,
      },
    ];
  },
};
