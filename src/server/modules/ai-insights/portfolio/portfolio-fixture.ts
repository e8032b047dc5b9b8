import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type {
  THolding,
  TInvestmentAccount,
  TPricePoint,
} from '@shared/investments/investment-schemas';

/** Test builders for investment accounts and holdings, as the Investments screen lists them. */

export function price(dollars: number, asOf: string): TPricePoint {
  return { priceMicros: Math.round(dollars * 1_000_000), asOf, source: 'manual' };
}

export function holding(overrides: Partial<THolding> & { id: string }): THolding {
  return {
    accountId: 'acc-1',
    symbol: null,
    name: `Holding ${overrides.id}`,
    assetClass: 'etf',
    quantity: 10,
    costBasisCents: null,
    price: null,
    previousPrice: null,
    ...overrides,
  };
}

export function investmentAccount(
  overrides: Partial<TInvestmentAccount> & { id: string },
): TInvestmentAccount {
  return investmentAccountFixture({
    ownerId: '00000000-0000-4000-8000-000000000001',
    accountName: `Account ${overrides.id}`,
    ...overrides,
  });
}
