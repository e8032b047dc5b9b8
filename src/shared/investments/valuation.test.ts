import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { investmentAccountFixture } from './investment-account.fixture';
import type { THolding, TInvestmentAccount, TPricePoint } from './investment-schemas';
import {
  allocation,
  type AllocationBy,
  holdingGain,
  holdingValueCents,
  isStalePrice,
  portfolioSummary,
  priceChange,
} from './valuation';

function price(dollars: number, asOf = '2026-03-10'): TPricePoint {
  return { priceMicros: Math.round(dollars * 1_000_000), asOf, source: 'manual' };
}

function holding(overrides: Partial<THolding> = {}): THolding {
  return {
    id: 'h-1',
    accountId: 'acc-1',
    symbol: 'VTI',
    name: 'Vanguard Total Stock Market ETF',
    assetClass: 'etf',
    quantity: 10,
    costBasisCents: 200_000,
    price: price(250),
    previousPrice: null,
    ...overrides,
  };
}

function account(id: string, holdings: THolding[], name = id): TInvestmentAccount {
  return investmentAccountFixture({
    id,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    accountName: name,
    holdings,
  });
}

describe('holdingValueCents', () => {
  it('multiplies quantity by the price in micros, to whole cents', () => {
    expect(holdingValueCents(holding())).toBe(250_000);
    expect(holdingValueCents(holding({ quantity: 3.5, price: price(123.4567) }))).toBe(43_210);
  });

  it('rounds half a cent away from zero, exactly (no floating-point drift)', () => {
    // 0.1 × $1.005 = $0.1005: floating point gives 0.10049999…, exact arithmetic half a cent.
    expect(holdingValueCents(holding({ quantity: 0.1, price: price(1.005) }))).toBe(10);
    expect(holdingValueCents(holding({ quantity: 1, price: price(0.005) }))).toBe(1);
    expect(holdingValueCents(holding({ quantity: -1, price: price(0.005) }))).toBe(-1);
    expect(holdingValueCents(holding({ quantity: 1, price: price(0.004999) }))).toBe(0);
    expect(holdingValueCents(holding({ quantity: 0.29, price: price(100) }))).toBe(2_900);
  });

  it('keeps 8-decimal quantities and sub-cent prices exact', () => {
    expect(
      holdingValueCents(
        holding({ assetClass: 'crypto', quantity: 0.12345678, price: price(65_000) }),
      ),
    ).toBe(802_469); // $8,024.69070
    expect(holdingValueCents(holding({ quantity: 1_000_000, price: price(0.000012) }))).toBe(1_200);
  });

  it('values a short position negatively and an empty one at 0, not -0', () => {
    expect(holdingValueCents(holding({ quantity: -5, price: price(20) }))).toBe(-10_000);
    expect(Object.is(holdingValueCents(holding({ quantity: -0.001, price: price(1) })), 0)).toBe(
      true,
    );
  });

  it('values cash without a price at its quantity in dollars, anything else at null', () => {
    expect(
      holdingValueCents(holding({ assetClass: 'cash', quantity: 1234.567, price: null })),
    ).toBe(123_457);
    expect(holdingValueCents(holding({ price: null }))).toBeNull();
  });
});

describe('holdingGain', () => {
  it('compares the value with the cost basis in cents and percent', () => {
    expect(holdingGain(holding())).toEqual({ cents: 50_000, percent: 25 });
    expect(holdingGain(holding({ costBasisCents: 500_000 }))).toEqual({
      cents: -250_000,
      percent: -50,
    });
  });

  it('is null without a value or a cost basis; the percent is null on a zero basis', () => {
    expect(holdingGain(holding({ price: null }))).toBeNull();
    expect(holdingGain(holding({ costBasisCents: null }))).toBeNull();
    expect(holdingGain(holding({ costBasisCents: 0 }))).toEqual({ cents: 250_000, percent: null });
  });

  it('shows a short that fell as a gain', () => {
    // Sold short for $1,000 (basis -$1,000), now worth -$800.
    expect(
      holdingGain(holding({ quantity: -10, price: price(80), costBasisCents: -100_000 })),
    ).toEqual({ cents: 20_000, percent: 20 });
  });
});

describe('priceChange', () => {
  it('gives the change and percent since the previous price', () => {
    const change = priceChange(
      holding({ price: price(110), previousPrice: price(100, '2026-03-09') }),
    );
    expect(change?.changeMicros).toBe(10_000_000);
    expect(change?.percent).toBeCloseTo(10, 10);
  });

  it('is null without both prices, and has no percent from a zero price', () => {
    expect(priceChange(holding())).toBeNull();
    expect(priceChange(holding({ price: null, previousPrice: price(1) }))).toBeNull();
    expect(priceChange(holding({ previousPrice: price(0) }))).toEqual({
      changeMicros: 250_000_000,
      percent: null,
    });
  });
});

describe('allocation', () => {
  const accounts = [
    account('acc-1', [
      holding({ id: 'a', assetClass: 'stock', quantity: 1, price: price(100) }),
      holding({ id: 'b', assetClass: 'bond', quantity: 1, price: price(100) }),
      holding({ id: 'c', assetClass: 'stock', quantity: 1, price: null }),
    ]),
    account('acc-2', [holding({ id: 'd', assetClass: 'stock', quantity: 1, price: price(100) })]),
  ];

  it('groups by asset class, largest first, skipping holdings without a value', () => {
    expect(allocation(accounts, 'assetClass')).toEqual([
      { key: 'stock', label: 'Stock', valueCents: 20_000, percentage: 66.67, count: 2 },
      { key: 'bond', label: 'Bond', valueCents: 10_000, percentage: 33.33, count: 1 },
    ]);
  });

  it('groups by asset class: a bond fund is bonds and a stock fund stocks, whatever the fund type', () => {
    const funds = [
      account('x', [
        holding({
          id: '1',
          symbol: 'VTSAX',
          name: 'VANGUARD TOTAL STOCK MKT IDX ADM',
          assetClass: 'mutual_fund',
          quantity: 1,
          price: price(300),
        }),
        holding({
          id: '2',
          symbol: 'VBTLX',
          name: 'VANGUARD TOTAL BD MKT IDX ADM',
          assetClass: 'mutual_fund',
          quantity: 1,
          price: price(330),
        }),
        holding({
          id: '3',
          symbol: 'BND',
          name: 'VANGUARD BD INDEX FDS TOTAL BND MRKT',
          assetClass: 'stock',
          quantity: 1,
          price: price(70),
        }),
        holding({
          id: '4',
          symbol: 'SPAXX',
          name: 'HELD IN MONEY MARKET',
          assetClass: 'cash',
          quantity: 100,
          price: price(1),
        }),
        holding({
          id: '5',
          symbol: null,
          name: 'Private fund',
          assetClass: 'other',
          quantity: 1,
          price: price(200),
        }),
      ]),
    ];
    expect(allocation(funds, 'allocationClass')).toEqual([
      { key: 'bond', label: 'Bonds', valueCents: 40_000, percentage: 40, count: 2 },
      { key: 'stock', label: 'Stocks', valueCents: 30_000, percentage: 30, count: 1 },
      { key: 'other', label: 'Other', valueCents: 20_000, percentage: 20, count: 1 },
      { key: 'cash', label: 'Cash', valueCents: 10_000, percentage: 10, count: 1 },
    ]);
    expect(allocation(funds, 'assetClass').map((slice) => slice.label)).toEqual([
      'Mutual fund',
      'Other',
      'Cash',
      'Stock',
    ]);
  });

  it('groups by account with the institution in the label', () => {
    expect(allocation(accounts, 'account')).toEqual([
      {
        key: 'acc-1',
        label: 'Fidelity · acc-1',
        valueCents: 20_000,
        percentage: 66.67,
        count: 2,
      },
      {
        key: 'acc-2',
        label: 'Fidelity · acc-2',
        valueCents: 10_000,
        percentage: 33.33,
        count: 1,
      },
    ]);
  });

  it('gives three equal thirds 33.34 + 33.33 + 33.33', () => {
    const thirds = allocation(
      [
        account('x', [
          holding({ id: '1', assetClass: 'stock', quantity: 1, price: price(1) }),
          holding({ id: '2', assetClass: 'bond', quantity: 1, price: price(1) }),
          holding({ id: '3', assetClass: 'cash', quantity: 1, price: price(1) }),
        ]),
      ],
      'assetClass',
    );
    expect(thirds.map((slice) => slice.percentage).sort()).toEqual([33.33, 33.33, 33.34]);
  });

  it('nets a margin debit against the total: the other shares add up to more than 100', () => {
    const slices = allocation(
      [
        account('x', [
          holding({ id: '1', assetClass: 'stock', quantity: 1, price: price(150) }),
          holding({ id: '2', assetClass: 'cash', quantity: -50, price: null }),
        ]),
      ],
      'assetClass',
    );
    expect(slices).toEqual([
      { key: 'stock', label: 'Stock', valueCents: 15_000, percentage: 150, count: 1 },
      { key: 'cash', label: 'Cash', valueCents: -5_000, percentage: -50, count: 1 },
    ]);
  });

  it('gives every share 0 when the net total is not positive, and nothing for no holdings', () => {
    const slices = allocation(
      [account('x', [holding({ quantity: -1, price: price(10) })])],
      'assetClass',
    );
    expect(slices).toEqual([
      { key: 'etf', label: 'ETF', valueCents: -1_000, percentage: 0, count: 1 },
    ]);
    expect(allocation([account('x', [])], 'account')).toEqual([]);
  });

  it('has shares that add up to exactly 100 whenever the total is positive (property)', () => {
    const valueCents = fc.integer({ min: -5_000_000_00, max: 50_000_000_00 });
    fc.assert(
      fc.property(
        fc.array(valueCents, { minLength: 1, maxLength: 12 }),
        fc.constantFrom<AllocationBy>('allocationClass', 'assetClass', 'account'),
        (values, by) => {
          // At $1 a unit, a quantity of cents / 100 is worth exactly `cents`.
          const accounts = values.map((cents, index) =>
            account(`acc-${index}`, [
              holding({
                id: `h-${index}`,
                assetClass: (['stock', 'bond', 'etf', 'cash'] as const)[index % 4],
                quantity: cents / 100,
                price: price(1),
              }),
            ]),
          );
          const total = values.reduce((sum, cents) => sum + cents, 0);
          const slices = allocation(accounts, by);
          expect(slices.reduce((sum, slice) => sum + slice.valueCents, 0)).toBe(total);
          for (const slice of slices)
            expect(Number.isInteger(Math.round(slice.percentage * 100))).toBe(true);
          const hundredths = slices.reduce(
            (sum, slice) => sum + Math.round(slice.percentage * 100),
            0,
          );
          expect(hundredths).toBe(total > 0 ? 10_000 : 0);
          // Largest first, and no share is off by more than a hundredth from the exact one.
          for (let index = 1; index < slices.length; index += 1)
            expect(slices[index - 1]!.valueCents).toBeGreaterThanOrEqual(slices[index]!.valueCents);
          if (total > 0)
            for (const slice of slices)
              expect(Math.abs(slice.percentage - (slice.valueCents / total) * 100)).toBeLessThan(
                0.01 + 1e-9,
              );
        },
      ),
    );
  });
});

describe('isStalePrice', () => {
  it('calls a price stale after 3 days', () => {
    expect(isStalePrice('2026-03-07', '2026-03-10')).toBe(false);
    expect(isStalePrice('2026-03-06', '2026-03-10')).toBe(true);
    expect(isStalePrice('2026-03-06T21:00:00.000Z', '2026-03-09')).toBe(false);
  });
});

describe('portfolioSummary', () => {
  const accounts = [
    account('acc-1', [
      holding({
        id: 'a',
        symbol: 'VTI',
        price: price(250, '2026-03-10'),
        previousPrice: price(200, '2026-03-09'),
      }),
      holding({
        id: 'b',
        symbol: 'BND',
        assetClass: 'bond',
        quantity: 100,
        costBasisCents: null,
        price: price(72.5, '2026-03-01'),
      }),
      holding({ id: 'c', symbol: 'PRIV', assetClass: 'other', price: null, costBasisCents: 5_000 }),
    ]),
    account('acc-2', [
      holding({
        id: 'd',
        symbol: 'VTI',
        quantity: 2,
        costBasisCents: 60_000,
        price: price(250, '2026-03-10'),
        previousPrice: price(200, '2026-03-09'),
      }),
      holding({
        id: 'e',
        symbol: null,
        name: 'Settlement fund',
        assetClass: 'cash',
        quantity: 500,
        costBasisCents: 50_000,
        price: null,
      }),
    ]),
  ];
  const summary = portfolioSummary(accounts, '2026-03-10');

  it('totals the valued holdings and the gain of those with a cost basis', () => {
    expect(summary).toMatchObject({
      accountCount: 2,
      holdingCount: 5,
      totalValueCents: 250_000 + 725_000 + 50_000 + 50_000,
      // VTI 200,000 + 60,000 and cash 50,000; BND has no basis, PRIV no value.
      costBasisCents: 310_000,
      gain: { cents: 40_000 },
      unpricedCount: 1,
      stalePriceCount: 1,
      oldestStalePriceAsOf: '2026-03-01',
    });
    expect(summary.gain?.percent).toBeCloseTo(12.903, 3);
  });

  it('has no gain when no valued holding has a cost basis', () => {
    expect(
      portfolioSummary([account('x', [holding({ costBasisCents: null })])], '2026-03-10').gain,
    ).toBeNull();
  });

  it('answers the spec’s AI portfolio shape in dollars, one insight per priced symbol', () => {
    expect(summary.ai).toEqual({
      totalValue: 10_750,
      investmentCount: 5,
      allocation: [
        { type: 'bond', percentage: 67.44, value: 7_250, count: 1 },
        { type: 'etf', percentage: 27.91, value: 3_000, count: 2 },
        { type: 'cash', percentage: 4.65, value: 500, count: 1 },
      ],
      // The two VTI holdings are stocks.
      assetClassAllocation: [
        { assetClass: 'bond', percentage: 67.44, value: 7_250, count: 1 },
        { assetClass: 'stock', percentage: 27.91, value: 3_000, count: 2 },
        { assetClass: 'cash', percentage: 4.65, value: 500, count: 1 },
      ],
      marketInsights: [
        { symbol: 'BND', c: 72.5, dp: null },
        { symbol: 'VTI', c: 250, dp: 25 },
      ],
    });
  });
});
