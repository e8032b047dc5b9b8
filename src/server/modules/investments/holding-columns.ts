import type { TParsedHolding } from '@shared/investments/positions-import-schemas';
import { priceKeyOf } from './holding-prices';

/** A holding's own columns, from the form or from a positions file (prices are kept apart). */
export function holdingColumns(
  holding: Pick<TParsedHolding, 'symbol' | 'name' | 'assetClass' | 'quantity' | 'costBasisCents'>,
  id: string,
) {
  return {
    symbol: holding.symbol,
    name: holding.name,
    assetClass: holding.assetClass,
    quantity: holding.quantity,
    costBasisCents: holding.costBasisCents,
    priceKey: priceKeyOf(holding.symbol, id),
  };
}
