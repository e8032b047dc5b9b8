import { formatCents } from '@shared/finance/money';
import { holdingsWithoutCostBasis } from '../holding-checks';
import { countOf } from '../wording';
import type { ObservationRule } from './observation-rule';

/** "+12.5%" / "−3.2%": a signed percent to 1 decimal (spec §9). */
function signedPercent(percent: number): string {
  const text = `${Math.abs(percent).toFixed(1)}%`;
  return percent < 0 ? `−${text}` : `+${text}`;
}

/**
 * Unrealised gain or loss against what was paid (research notes §6: the measure people expect),
 * over the holdings with a cost basis, as valuation.ts' portfolioSummary computes it.
 */
export const gainAgainstCost: ObservationRule = ({ summary }) => {
  const gain = summary.gain;
  if (!gain) return [];
  const percent = gain.percent === null ? '' : ` (${signedPercent(gain.percent)})`;
  const basis = `against a cost basis of ${formatCents(summary.costBasisCents)}`;
  if (gain.cents >= 0)
    return [
      {
        tone: 'good',
        text: `Up ${formatCents(gain.cents)}${percent} ${basis}, for the holdings whose cost basis is recorded. It is a gain on paper until they are sold.`,
      },
    ];
  return [
    {
      tone: 'warning',
      text: `Down ${formatCents(-gain.cents)}${percent} ${basis}, for the holdings whose cost basis is recorded.`,
    },
  ];
};

/** Holdings without a cost basis: their gain is unknown and left out of the figure above. */
export const missingCostBasis: ObservationRule = ({ snapshot }) => {
  const missing = holdingsWithoutCostBasis(snapshot.investments);
  if (missing.length === 0) return [];
  return [
    {
      tone: 'info',
      text: `${countOf(missing.length, 'holding')} ${missing.length === 1 ? 'has' : 'have'} no cost basis, so ${missing.length === 1 ? 'its' : 'their'} gain or loss is not counted. Add what you paid on /investments.`,
    },
  ];
};
