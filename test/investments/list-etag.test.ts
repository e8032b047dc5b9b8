import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { addAccount, addHolding, micros, setPrice } from './investments-api';

let t: TestApp;
let owner: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  neighbour = await newUser(t, { fullName: 'Nora Neighbour' });
});
afterAll(() => t.close());

async function etagOf(user: TestUser): Promise<string> {
  const response = await user.client.get('/api/investments');
  expect(response.status, await response.clone().text()).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  return etag!;
}

function ifNoneMatch(user: TestUser, etag: string): Promise<Response> {
  return user.client.get('/api/investments', { 'If-None-Match': etag });
}

/** The tag was current (304, no body) before `write`, and is not after it; answers the new one. */
async function changedBy(user: TestUser, write: () => Promise<unknown>): Promise<string> {
  const before = await etagOf(user);
  const unchanged = await ifNoneMatch(user, before);
  expect(unchanged.status).toBe(304);
  expect(unchanged.headers.get('etag')).toBe(before);
  expect(await unchanged.text()).toBe('');
  await write();
  const changed = await ifNoneMatch(user, before);
  expect(changed.status).toBe(200);
  const after = changed.headers.get('etag');
  expect(after).not.toBe(before);
  expect((await ifNoneMatch(user, after!)).status).toBe(304);
  return after!;
}

describe('GET /api/investments ETag', () => {
  it('changes with account, holding and price writes, and only in the household written to', async () => {
    let accountId = '';
    await changedBy(owner, async () => {
      accountId = (await addAccount(owner)).id;
    });
    let holdingId = '';
    await changedBy(owner, async () => {
      holdingId = (
        await addHolding(owner, accountId, {
          symbol: 'AAPL',
          name: 'Apple Inc.',
          assetClass: 'stock',
          quantity: 10,
          priceMicros: micros(200),
          priceAsOf: '2025-03-03',
        })
      ).id;
    });
    // A new latest price, then a price for an earlier day (it changes only previousPrice).
    await changedBy(owner, () => setPrice(owner, holdingId, 205, '2025-03-04'));
    await changedBy(owner, () => setPrice(owner, holdingId, 199, '2025-03-01'));
    await changedBy(owner, async () => {
      const response = await owner.client.put(`/api/investments/holdings/${holdingId}`, {
        symbol: 'AAPL',
        name: 'Apple',
        assetClass: 'stock',
        quantity: 11,
      });
      expect(response.status).toBe(200);
    });

    // The neighbour's holding and price of the same symbol leave the owner's tag alone.
    const ownersTag = await etagOf(owner);
    const theirs = await addHolding(neighbour, (await addAccount(neighbour)).id, {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      assetClass: 'stock',
      quantity: 1,
    });
    await setPrice(neighbour, theirs.id, 300, '2025-03-05');
    expect((await ifNoneMatch(owner, ownersTag)).status).toBe(304);

    // Nor does the owner's tag answer 304 to the neighbour.
    const response = await ifNoneMatch(neighbour, ownersTag);
    expect(response.status).toBe(200);

    await changedBy(owner, async () => {
      expect((await owner.client.delete(`/api/investments/holdings/${holdingId}`)).status).toBe(
        200,
      );
    });
  });
});
