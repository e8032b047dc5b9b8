import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shared/csv';
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

describe('GET /api/investments/export', () => {
  it('is one CSV line per holding, with masked account numbers', async () => {
    const brokerage = await addAccount(owner, {
      institutionName: 'Fidelity Investments',
      accountName: 'Individual, TOD',
      accountNumber: 'Z23456789',
    });
    const roth = await addAccount(owner, {
      type: 'roth_ira',
      institutionName: 'Vanguard',
      accountName: 'Roth IRA',
      accountNumber: '88776655-4433',
    });
    await addAccount(owner, { accountName: 'Empty', accountNumber: null });
    await addHolding(owner, brokerage.id, {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      assetClass: 'stock',
      quantity: 10,
      costBasisCents: 150_000,
      priceMicros: micros(228.52),
      priceAsOf: '2025-03-03',
    });
    await addHolding(owner, brokerage.id, {
      symbol: 'SPAXX',
      name: 'Money market',
      assetClass: 'cash',
      quantity: 1520.33,
    });
    await addHolding(owner, roth.id, {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      assetClass: 'etf',
      quantity: 55.123,
      priceMicros: micros(292.1),
      priceAsOf: '2025-03-04',
    });
    await addHolding(neighbour, (await addAccount(neighbour, { accountName: 'Theirs' })).id, {
      symbol: 'TSLA',
      name: 'Tesla',
      assetClass: 'stock',
      quantity: 1,
    });

    const response = await owner.client.get('/api/investments/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('nido-investments.csv');
    const text = await response.text();
    expect(text).not.toContain('Z23456789');
    expect(text).not.toContain('887766554433');
    expect(text).not.toContain('TSLA');

    const [header, ...lines] = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
    expect(header).toEqual([
      'account_type',
      'institution',
      'account_name',
      'account_number',
      'symbol',
      'name',
      'asset_type',
      'quantity',
      'price',
      'price_date',
      'value',
      'cost_basis',
    ]);
    expect(lines).toHaveLength(3);
    const bySymbol = new Map(lines.map((line) => [line[4], line]));
    expect(bySymbol.get('AAPL')).toEqual([
      'Brokerage',
      'Fidelity Investments',
      'Individual, TOD',
      '****6789',
      'AAPL',
      'Apple Inc.',
      'Stock',
      '10',
      '228.52',
      '2025-03-03',
      '2285.20',
      '1500.00',
    ]);
    expect(bySymbol.get('SPAXX')).toEqual([
      'Brokerage',
      'Fidelity Investments',
      'Individual, TOD',
      '****6789',
      'SPAXX',
      'Money market',
      'Cash',
      '1520.33',
      '',
      '',
      '1520.33',
      '',
    ]);
    expect(bySymbol.get('VTI')).toEqual([
      'Roth IRA',
      'Vanguard',
      'Roth IRA',
      '****4433',
      'VTI',
      'Vanguard Total Stock Market ETF',
      'ETF',
      '55.123',
      '292.1',
      '2025-03-04',
      '16101.43',
      '',
    ]);
  });
});
