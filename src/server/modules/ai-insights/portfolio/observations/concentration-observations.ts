import { formatCents, formatPercent } from '@shared/finance/money';
import {
  ACCOUNT_CONCENTRATION_SHARE,
  HOLDING_CONCENTRATION_SHARE,
  largestAccount,
  largestPosition,
} from '../concentration';
import type { ObservationRule } from './observation-rule';

/** A single holding above 20 % of the portfolio (research notes §6), or reassurance that none is. */
export const holdingConcentration: ObservationRule = ({ snapshot, summary }) => {
  const largest = largestPosition(snapshot.investments, summary.totalValueCents);
  if (!largest) return [];
  const total = formatCents(summary.totalValueCents);
  if (largest.share > HOLDING_CONCENTRATION_SHARE)
    return [
      {
        tone: 'warning',
        text: `${largest.label} is ${formatPercent(largest.share)} of the portfolio (${formatCents(largest.valueCents)} of ${total}). A single holding above ${formatPercent(HOLDING_CONCENTRATION_SHARE)} concentrates the risk: if it falls, the whole portfolio feels it.`,
      },
    ];
  return [
    {
      tone: 'good',
      text: `No single holding is above ${formatPercent(HOLDING_CONCENTRATION_SHARE)} of the portfolio; the largest, ${largest.label}, is ${formatPercent(largest.share)} (${formatCents(largest.valueCents)}).`,
    },
  ];
};

/** A single account above 50 % of the portfolio (research notes §6). */
export const accountConcentration: ObservationRule = ({ snapshot, summary }) => {
  const largest = largestAccount(snapshot.investments);
  if (!largest || largest.share <= ACCOUNT_CONCENTRATION_SHARE) return [];
  return [
    {
      tone: 'warning',
      text: `${largest.label} holds ${formatPercent(largest.share)} of the portfolio (${formatCents(largest.valueCents)} of ${formatCents(summary.totalValueCents)}). With more than ${formatPercent(ACCOUNT_CONCENTRATION_SHARE)} in one account, much of the portfolio depends on one institution: make sure its beneficiary is named and your family knows where it is.`,
    },
  ];
};
