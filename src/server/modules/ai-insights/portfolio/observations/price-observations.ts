import { STALE_PRICE_DAYS } from '@shared/investments/valuation';
import { holdingLabel } from '../holding-label';
import { staleHoldings, unpricedHoldings } from '../holding-checks';
import { countOf, dayText, itemsWithMore } from '../wording';
import type { ObservationRule } from './observation-rule';

/** Prices older than STALE_PRICE_DAYS (research notes §6: "price as of <date>" when stale). */
export const stalePrices: ObservationRule = ({ snapshot, summary }) => {
  if (summary.stalePriceCount === 0 || !summary.oldestStalePriceAsOf) return [];
  const stale = staleHoldings(snapshot.investments, snapshot.today);
  return [
    {
      tone: 'warning',
      text: `${countOf(summary.stalePriceCount, 'holding')} (${itemsWithMore(stale, holdingLabel)}) ${summary.stalePriceCount === 1 ? 'has a price' : 'have prices'} older than ${STALE_PRICE_DAYS} days, the oldest price as of ${dayText(summary.oldestStalePriceAsOf)}. The total value may be off: update the prices on /investments.`,
    },
  ];
};

/** Holdings with no price: their value is unknown and not in the total. */
export const unpricedPositions: ObservationRule = ({ snapshot, summary }) => {
  if (summary.unpricedCount === 0) return [];
  const unpriced = unpricedHoldings(snapshot.investments);
  return [
    {
      tone: 'warning',
      text: `${countOf(summary.unpricedCount, 'holding')} (${itemsWithMore(unpriced, holdingLabel)}) ${summary.unpricedCount === 1 ? 'has' : 'have'} no price, so ${summary.unpricedCount === 1 ? 'it is' : 'they are'} not in the total value. Enter a price on /investments.`,
    },
  ];
};
