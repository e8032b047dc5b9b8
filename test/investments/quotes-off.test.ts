import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { expectError } from '@test/harness/family';
import { addAccount, addHolding, listAccounts, micros } from './investments-api';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
});
afterAll(() => t.close());

describe('live quotes without a provider', () => {
  it('are reported off, and a refresh answers 409 and changes nothing', async () => {
    const status = await owner.client.get('/api/investments/quotes');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ enabled: false, provider: null });

    await addHolding(owner, (await addAccount(owner)).id, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 1,
      priceMicros: micros(200),
      priceAsOf: '2025-03-03',
    });
    const before = await listAccounts(owner);
    await expectError(await owner.client.post('/api/investments/quotes/refresh'), 409, {
      code: 'CONFLICT',
      message: 'Live prices are off: no quote provider is configured.',
    });
    expect(await listAccounts(owner)).toEqual(before);
  });

  it('need a session', async () => {
    expect((await t.request('/api/investments/quotes')).status).toBe(401);
  });
});
