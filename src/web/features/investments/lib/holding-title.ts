import type { THolding } from '@shared/investments/investment-schemas';

/** How a holding is named in buttons and dialogs: "VTI · Vanguard Total Stock Market ETF". */
export function holdingTitle(holding: Pick<THolding, 'symbol' | 'name'>): string {
  return holding.symbol ? `${holding.symbol} · ${holding.name}` : holding.name;
}
