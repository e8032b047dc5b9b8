import type { THolding } from '@shared/investments/investment-schemas';

/** "Apple Inc. (AAPL)", or the name alone for a holding without a symbol. */
export function holdingLabel(holding: Pick<THolding, 'name' | 'symbol'>): string {
  const symbol = holding.symbol?.trim();
  return symbol && symbol !== holding.name ? `${holding.name} (${symbol})` : holding.name;
}
