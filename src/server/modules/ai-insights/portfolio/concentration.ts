import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { allocation, holdingValueCents } from '@shared/investments/valuation';
import { holdingLabel } from './holding-label';

/**
 * Research notes §6 (portfolio tips, Ghostfolio X-ray style): a single holding above 20 % of the
 * portfolio, or a single account above 50 %, concentrates the risk.
 */
export const HOLDING_CONCENTRATION_SHARE = 0.2;
export const ACCOUNT_CONCENTRATION_SHARE = 0.5;

export type Position = {
  label: string;
  valueCents: number;
  /** Of the portfolio's total value, 0–1. */
  share: number;
};

/**
 * The largest position: the holdings of one symbol added up across accounts (owning it in two
 * accounts is still one bet), or a holding without a symbol on its own. Cash is not a position
 * that can fall, so it is left out; its share of the total still counts in the denominator.
 * Null when nothing has a value or the total is not positive.
 */
export function largestPosition(
  accounts: readonly TInvestmentAccount[],
  totalValueCents: number,
): Position | null {
  if (totalValueCents <= 0) return null;
  const positions = new Map<string, { label: string; valueCents: number }>();
  for (const account of accounts) {
    for (const holding of account.holdings) {
      if (holding.assetClass === 'cash') continue;
      const value = holdingValueCents(holding);
      if (value === null) continue;
      const key = holding.symbol?.trim().toUpperCase() || `id:${holding.id}`;
      const position = positions.get(key) ?? { label: holdingLabel(holding), valueCents: 0 };
      position.valueCents += value;
      positions.set(key, position);
    }
  }
  let largest: { label: string; valueCents: number } | null = null;
  for (const position of positions.values()) {
    if (!largest || position.valueCents > largest.valueCents) largest = position;
  }
  return largest ? { ...largest, share: largest.valueCents / totalValueCents } : null;
}

/**
 * The account holding the largest share of the portfolio (valuation.ts' allocation by account).
 * Null with fewer than two accounts holding something: a single account is all of it by
 * definition, which says nothing.
 */
export function largestAccount(accounts: readonly TInvestmentAccount[]): Position | null {
  const slices = allocation(accounts, 'account');
  const [first] = slices;
  if (slices.length < 2 || !first) return null;
  return { label: first.label, valueCents: first.valueCents, share: first.percentage / 100 };
}
