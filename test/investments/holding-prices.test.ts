import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THolding } from '@shared/investments/investment-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  addAccount,
  addHolding,
  expectFieldErrors,
  holdingRowsOf,
  listAccounts,
  listedHolding,
  micros,
  setPrice,
  snapshotsOf,
} from './investments-api';

let t: TestApp;
let owner: TestUser;
let neighbour: TestUser;
let taxable: string;
let roth: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  neighbour = await newUser(t, { fullName: 'Nora Neighbour' });
  taxable = (await addAccount(owner, { accountName: 'Taxable' })).id;
  roth = (await addAccount(owner, { type: 'roth_ira', accountName: 'Roth IRA' })).id;
});
afterAll(() => t.close());

const APPLE = { name: 'Apple Inc.', assetClass: 'stock' } as const;

function point(dollars: number, asOf: string, source = 'manual') {
  return { priceMicros: micros(dollars), asOf, source };
}

describe('holding prices', () => {
  it('a price given with a new holding becomes a snapshot the holding shows', async () => {
    const holding = await addHolding(owner, taxable, {
      ...APPLE,
      symbol: 'aapl',
      quantity: 10,
      costBasisCents: 150_000,
      priceMicros: micros(200.125),
      priceAsOf: '2025-03-03',
    });
    expect(holding).toMatchObject({
      accountId: taxable,
      symbol: 'AAPL',
      quantity: 10,
      costBasisCents: 150_000,
      price: point(200.125, '2025-03-03'),
      previousPrice: null,
    });
    expect((await snapshotsOf(t, owner.id)).filter((each) => each.priceKey === 'AAPL')).toEqual([
      { priceKey: 'AAPL', ...point(200.125, '2025-03-03') },
    ]);
    // A second holding of the symbol without a price of its own shows the symbol's price.
    const inRoth = await addHolding(owner, roth, { ...APPLE, symbol: 'AAPL', quantity: 2 });
    expect(inRoth.price).toEqual(point(200.125, '2025-03-03'));
  });

  it("a later day's price becomes every same-symbol holding's price in the household, and only there", async () => {
    const first = await addHolding(owner, taxable, {
      ...APPLE,
      symbol: 'MSFT',
      name: 'Microsoft',
      quantity: 5,
      priceMicros: micros(400),
      priceAsOf: '2025-03-03',
    });
    const second = await addHolding(owner, roth, {
      ...APPLE,
      symbol: 'MSFT',
      name: 'Microsoft',
      quantity: 1.5,
    });
    const neighbours = await addHolding(neighbour, (await addAccount(neighbour)).id, {
      ...APPLE,
      symbol: 'MSFT',
      name: 'Microsoft',
      quantity: 7,
      priceMicros: micros(390),
      priceAsOf: '2025-03-03',
    });

    const updated = await setPrice(owner, first.id, 410.5, '2025-03-04');
    expect(updated.price).toEqual(point(410.5, '2025-03-04'));
    expect(updated.previousPrice).toEqual(point(400, '2025-03-03'));
    for (const id of [first.id, second.id]) {
      expect(await listedHolding(owner, id)).toMatchObject({
        price: point(410.5, '2025-03-04'),
        previousPrice: point(400, '2025-03-03'),
      });
    }
    expect(await listedHolding(neighbour, neighbours.id)).toMatchObject({
      price: point(390, '2025-03-03'),
      previousPrice: null,
    });
    expect(await snapshotsOf(t, neighbour.id)).toEqual([
      { priceKey: 'MSFT', ...point(390, '2025-03-03') },
    ]);

    // A second price on the same day replaces the first: one snapshot per symbol and day.
    await setPrice(owner, second.id, 411, '2025-03-04');
    expect(await listedHolding(owner, first.id)).toMatchObject({
      price: point(411, '2025-03-04'),
      previousPrice: point(400, '2025-03-03'),
    });
    expect((await snapshotsOf(t, owner.id)).filter((each) => each.priceKey === 'MSFT')).toEqual([
      { priceKey: 'MSFT', ...point(400, '2025-03-03') },
      { priceKey: 'MSFT', ...point(411, '2025-03-04') },
    ]);
  });

  it("an earlier day's price only becomes the previous price", async () => {
    const holding = await addHolding(owner, taxable, {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      assetClass: 'etf',
      quantity: 55.123,
      priceMicros: micros(292.1),
      priceAsOf: '2025-03-10',
    });
    const answered = await setPrice(owner, holding.id, 280, '2025-03-05');
    expect(answered).toMatchObject({
      price: point(292.1, '2025-03-10'),
      previousPrice: point(280, '2025-03-05'),
    });
    // Older still: neither shown price changes.
    await setPrice(owner, holding.id, 250, '2025-01-02');
    expect(await listedHolding(owner, holding.id)).toMatchObject({
      price: point(292.1, '2025-03-10'),
      previousPrice: point(280, '2025-03-05'),
    });
  });

  it('a holding without a symbol keeps its own prices', async () => {
    const farm = await addHolding(owner, taxable, {
      name: 'Family farm LLC',
      assetClass: 'real_estate',
      quantity: 1,
      priceMicros: micros(250_000),
      priceAsOf: '2025-03-03',
    });
    const other = await addHolding(owner, roth, {
      name: 'Family farm LLC',
      assetClass: 'real_estate',
      quantity: 1,
      priceMicros: micros(100_000),
      priceAsOf: '2025-03-03',
    });
    await setPrice(owner, farm.id, 260_000, '2025-03-04');
    expect(await listedHolding(owner, farm.id)).toMatchObject({
      symbol: null,
      price: point(260_000, '2025-03-04'),
      previousPrice: point(250_000, '2025-03-03'),
    });
    expect(await listedHolding(owner, other.id)).toMatchObject({
      price: point(100_000, '2025-03-03'),
      previousPrice: null,
    });
  });

  it('a short position (negative quantity) is accepted', async () => {
    const short = await addHolding(owner, taxable, {
      symbol: '-AAPL260116C250',
      name: 'AAPL JAN 16 2026 $250 CALL',
      assetClass: 'other',
      quantity: -1,
      costBasisCents: -50_000,
      priceMicros: micros(3.1),
      priceAsOf: '2025-03-03',
    });
    expect(short).toMatchObject({ quantity: -1, costBasisCents: -50_000 });
  });

  it('an update keeps the symbol price and a holding can be deleted', async () => {
    const holding = await addHolding(owner, roth, {
      symbol: 'BND',
      name: 'Vanguard Total Bond',
      assetClass: 'bond',
      quantity: 10,
      priceMicros: micros(72.5),
      priceAsOf: '2025-03-03',
    });
    const changed = await owner.client.put(`/api/investments/holdings/${holding.id}`, {
      symbol: 'BND',
      name: 'Vanguard Total Bond Market ETF',
      assetClass: 'etf',
      quantity: 12.25,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { holding: THolding }).holding).toMatchObject({
      name: 'Vanguard Total Bond Market ETF',
      assetClass: 'etf',
      quantity: 12.25,
      price: point(72.5, '2025-03-03'),
    });
    expect((await owner.client.delete(`/api/investments/holdings/${holding.id}`)).status).toBe(200);
    expect(
      (await listAccounts(owner)).flatMap((a) => a.holdings).some((h) => h.id === holding.id),
    ).toBe(false);
  });
});

describe('bad holding and price input', () => {
  const VALID = { symbol: 'IBM', name: 'IBM', assetClass: 'stock', quantity: 1 } as const;

  async function unchanged<T>(write: () => Promise<T>): Promise<T> {
    const holdings = await holdingRowsOf(t, taxable);
    const snapshots = await snapshotsOf(t, owner.id);
    const result = await write();
    expect(await holdingRowsOf(t, taxable)).toEqual(holdings);
    expect(await snapshotsOf(t, owner.id)).toEqual(snapshots);
    return result;
  }

  it('answers 400 with field messages and saves nothing', async () => {
    await unchanged(async () => {
      const post = (body: object) =>
        owner.client.post(`/api/investments/${taxable}/holdings`, { ...VALID, ...body });
      await expectFieldErrors(await post({ quantity: 'ten' }), {
        quantity: 'Enter the quantity',
      });
      await expectFieldErrors(await post({ quantity: null }), { quantity: 'Enter the quantity' });
      await expectFieldErrors(await post({ priceMicros: -1 }), {
        priceMicros: 'A price cannot be negative',
      });
      await expectFieldErrors(await post({ priceMicros: 1.5 }), {
        priceMicros: 'Use at most 6 decimals',
      });
      await expectFieldErrors(await post({ priceMicros: 1, priceAsOf: '03/04/2025' }), {
        priceAsOf: 'Enter a valid date',
      });
      await expectFieldErrors(await post({ name: ' ', assetClass: 'beanie_babies' }), {
        name: 'Enter the name of the holding',
        assetClass: 'Choose the type of holding',
      });
    });
  });

  it('refuses a quantity with more than 8 decimals instead of rounding it', async () => {
    await unchanged(async () => {
      await expectFieldErrors(
        await owner.client.post(`/api/investments/${taxable}/holdings`, {
          ...VALID,
          quantity: 1.123456789,
        }),
        { quantity: 'Use at most 8 decimals' },
      );
    });
  });

  it('refuses a bad price for an existing holding and keeps the one it had', async () => {
    const holding = await addHolding(owner, taxable, {
      ...VALID,
      priceMicros: micros(150),
      priceAsOf: '2025-03-03',
    });
    await unchanged(async () => {
      const post = (body: object) =>
        owner.client.post(`/api/investments/holdings/${holding.id}/prices`, body);
      await expectFieldErrors(await post({ priceMicros: -5, asOf: '2025-03-04' }), {
        priceMicros: 'A price cannot be negative',
      });
      await expectFieldErrors(await post({ priceMicros: 'lots', asOf: '2025-03-04' }), {
        priceMicros: 'Enter the price',
      });
      await expectFieldErrors(await post({ priceMicros: 1 }), { asOf: 'Enter a valid date' });
      await expectFieldErrors(await post({ priceMicros: 1, asOf: '2025-02-30' }), {
        asOf: 'Enter a valid date',
      });
    });
    expect((await listedHolding(owner, holding.id)).price).toEqual(point(150, '2025-03-03'));
  });
});
