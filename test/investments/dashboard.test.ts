import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { addAccount, addHolding, micros } from './investments-api';

let t: TestApp;
let owner: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  neighbour = await newUser(t, { fullName: 'Nora Neighbour' });
});
afterAll(() => t.close());

async function netWorth(user: TestUser): Promise<TDashboardSummary['netWorth']> {
  const response = await user.client.get('/api/dashboard');
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as TDashboardSummary).netWorth;
}

describe('GET /api/dashboard net worth', () => {
  it('counts investments at quantity × price, cash without a price at face value', async () => {
    expect(await netWorth(owner)).toMatchObject({ investmentsCents: 0, totalCents: 0 });

    const brokerage = (await addAccount(owner)).id;
    const roth = (await addAccount(owner, { type: 'roth_ira', accountName: 'Roth' })).id;
    const day = '2025-03-03';
    // 10 × $123.45 = $1,234.50
    await addHolding(owner, brokerage, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 10,
      priceMicros: micros(123.45),
      priceAsOf: day,
    });
    // 55.123 × $292.10 = $16,101.4283 → $16,101.43
    await addHolding(owner, roth, {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market',
      assetClass: 'etf',
      quantity: 55.123,
      priceMicros: micros(292.1),
      priceAsOf: day,
    });
    // Cash without a price: $1,520.33 at face value.
    await addHolding(owner, brokerage, {
      symbol: 'SPAXX',
      name: 'Money market',
      assetClass: 'cash',
      quantity: 1520.33,
    });
    // A short call: -1 × $3.10 = -$3.10
    await addHolding(owner, brokerage, {
      symbol: '-AAPL260116C250',
      name: 'AAPL call',
      assetClass: 'other',
      quantity: -1,
      priceMicros: micros(3.1),
      priceAsOf: day,
    });
    // A stock without a price counts for nothing (it is unpriced, not worth $0 at face value).
    await addHolding(owner, brokerage, {
      symbol: 'NOPRICE',
      name: 'Unpriced',
      assetClass: 'stock',
      quantity: 1000,
    });
    // The neighbour's holdings are not the owner's net worth.
    await addHolding(neighbour, (await addAccount(neighbour)).id, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 1000,
      priceMicros: micros(100),
      priceAsOf: day,
    });

    const expected = 123_450 + 1_610_143 + 152_033 - 310;
    expect(await netWorth(owner)).toEqual({
      accountsCents: 0,
      liabilitiesCents: 0,
      propertiesCents: 0,
      loansCents: 0,
      investmentsCents: expected,
      totalCents: expected,
    });

    // Other net-worth parts add to it.
    const asset = await owner.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'First Bank',
      accountName: 'Everyday',
      balanceCents: 50_000,
    });
    expect(asset.status).toBe(201);
    expect(await netWorth(owner)).toMatchObject({
      accountsCents: 50_000,
      investmentsCents: expected,
      totalCents: expected + 50_000,
    });
    expect(await netWorth(neighbour)).toMatchObject({ investmentsCents: 10_000_000 });
  });
});
