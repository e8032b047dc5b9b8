import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type {
  THolding,
  TInvestmentAccount,
  TPricePoint,
} from '@shared/investments/investment-schemas';
import { localIsoDay } from '@web/lib/local-day';

/** The visitor's day `daysAgo` days back, so "fresh" and "stale" prices stay so whenever tests run. */
export function dayAgo(daysAgo: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return localIsoDay(date);
}

export function pricePoint(dollars: number, asOf = dayAgo(0)): TPricePoint {
  return { priceMicros: Math.round(dollars * 1_000_000), asOf, source: 'manual' };
}

/** A holding as GET /api/investments returns it: 10 VTI at $250 bought for $2,000. */
export function makeHolding(overrides: Partial<THolding> = {}): THolding {
  return {
    id: 'holding-1',
    accountId: 'inv-1',
    symbol: 'VTI',
    name: 'Vanguard Total Stock Market ETF',
    assetClass: 'etf',
    quantity: 10,
    costBasisCents: 200_000,
    price: pricePoint(250),
    previousPrice: pricePoint(240, dayAgo(1)),
    ...overrides,
  };
}

/** An investment account with its holdings; tests override what they are about. */
export function makeInvestmentAccount(
  overrides: Partial<TInvestmentAccount> = {},
): TInvestmentAccount {
  return investmentAccountFixture({
    id: 'inv-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    accountName: 'Individual',
    accountNumberLast4: '6789',
    ownerName: 'Maria Rivera',
    designation: 'beneficiaries',
    beneficiaries: [
      { name: 'Lucas Rivera', relationship: 'Son', tier: 'primary', shareBasisPoints: 5_000 },
      { name: 'Ana Rivera', relationship: 'Daughter', tier: 'primary', shareBasisPoints: 5_000 },
      { name: 'Rosa Diaz', relationship: 'Sister', tier: 'contingent', shareBasisPoints: 10_000 },
    ],
    holdings: [makeHolding()],
    ...overrides,
  });
}
