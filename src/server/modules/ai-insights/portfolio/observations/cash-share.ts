import { formatCents } from '@shared/finance/money';
import { CASH_HIGH_MONTHS, CASH_LOW_MONTHS } from '../cash-position';
import type { ObservationRule } from './observation-rule';

function months(count: number): string {
  return `${count} ${count === 1 ? 'month' : 'months'}`;
}

/**
 * Cash (checking, savings and cash holdings) in months of the household's obligations, against
 * the usual emergency-fund guidance (cash-position.ts): below 3 months, above 6 months, or in between.
 */
export const cashShare: ObservationRule = ({ cash }) => {
  if (cash.months === null) return [];
  const obligations = `${formatCents(cash.monthlyObligationsCents)} a month`;
  if (!cash.hasCashRecords)
    return [
      {
        tone: 'info',
        text: `No checking, savings or cash holdings are recorded, so cash cannot be compared with your obligations (${obligations}). Add your bank accounts on /accounts.`,
      },
    ];
  const covered = `Cash (${formatCents(cash.cashCents)} in checking, savings and cash holdings) covers ${months(cash.months)} of your obligations (${obligations})`;
  if (cash.months < CASH_LOW_MONTHS)
    return [
      {
        tone: 'warning',
        text: `${covered}: less than ${months(CASH_LOW_MONTHS)}, which leaves little to fall back on in an emergency.`,
      },
    ];
  if (cash.months > CASH_HIGH_MONTHS)
    return [
      {
        tone: 'info',
        text: `${covered}: more than ${months(CASH_HIGH_MONTHS)}. Check whether some of it would serve you better invested or paying down debt.`,
      },
    ];
  return [
    {
      tone: 'good',
      text: `${covered}: between ${months(CASH_LOW_MONTHS)} and ${months(CASH_HIGH_MONTHS)}: enough to fall back on, without much sitting idle.`,
    },
  ];
};
