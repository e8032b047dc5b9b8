import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentAccounts } from '@server/db/schema';
import type { TBeneficiary } from '@shared/investments/investment-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  FIDELITY_INDIVIDUAL,
  addAccount,
  addHolding,
  expectFieldErrors,
  holdingRowsOf,
  listAccounts,
  micros,
  setPrice,
  snapshotsOf,
} from './investments-api';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

const MIA = { name: 'Mia Owner', relationship: 'Daughter', tier: 'primary' as const };
const LEO = { name: 'Leo Owner', relationship: 'Son', tier: 'primary' as const };
const ANA = { name: 'Ana Ruiz', relationship: null, tier: 'contingent' as const };

function beneficiaries(...shares: Array<[typeof MIA | typeof ANA, number]>): TBeneficiary[] {
  return shares.map(([person, shareBasisPoints]) => ({ ...person, shareBasisPoints }));
}

describe('investment accounts: beneficiaries', () => {
  it('are saved when each tier adds up to 100 %, in basis points', async () => {
    const named = beneficiaries([MIA, 3333], [LEO, 6667], [ANA, 10_000]);
    const account = await addAccount(owner, {
      accountName: 'Rollover IRA',
      type: 'ira',
      designation: 'beneficiaries',
      beneficiaries: named,
    });
    expect(account).toMatchObject({ designation: 'beneficiaries', beneficiaries: named });
    const listed = (await listAccounts(owner)).find((each) => each.id === account.id);
    expect(listed?.beneficiaries).toEqual(named);

    const tod = await addAccount(owner, {
      accountName: 'Joint TOD',
      designation: 'transfer_on_death',
      beneficiaries: beneficiaries([MIA, 10_000]),
    });
    expect(tod.beneficiaries).toEqual(beneficiaries([MIA, 10_000]));
  });

  it('are refused with a message on `beneficiaries` when a tier does not add up, and nothing is saved', async () => {
    const before = (await listAccounts(owner)).length;
    await expectFieldErrors(
      await owner.client.post('/api/investments', {
        ...FIDELITY_INDIVIDUAL,
        designation: 'beneficiaries',
        beneficiaries: beneficiaries([MIA, 5000], [LEO, 4000]),
      }),
      {
        beneficiaries: 'Primary beneficiaries’ shares add up to 90 %: they must add up to 100 %',
      },
    );
    await expectFieldErrors(
      await owner.client.post('/api/investments', {
        ...FIDELITY_INDIVIDUAL,
        designation: 'transfer_on_death',
        beneficiaries: beneficiaries([MIA, 10_000], [ANA, 5050]),
      }),
      {
        beneficiaries:
          'Contingent beneficiaries’ shares add up to 50.5 %: they must add up to 100 %',
      },
    );
    await expectFieldErrors(
      await owner.client.post('/api/investments', {
        ...FIDELITY_INDIVIDUAL,
        designation: 'beneficiaries',
        beneficiaries: beneficiaries([ANA, 10_000]),
      }),
      { beneficiaries: 'Name at least one primary beneficiary' },
    );
    await expectFieldErrors(
      await owner.client.post('/api/investments', {
        ...FIDELITY_INDIVIDUAL,
        designation: 'beneficiaries',
        beneficiaries: [{ ...MIA, shareBasisPoints: 50.5 }],
      }),
      { 'beneficiaries.0.shareBasisPoints': 'Use at most 2 decimals' },
    );
    expect(await listAccounts(owner)).toHaveLength(before);
  });

  it("are dropped when the designation is 'none', whatever they add up to", async () => {
    const account = await addAccount(owner, {
      accountName: 'No designation',
      designation: 'none',
      beneficiaries: beneficiaries([MIA, 1200]),
    });
    expect(account).toMatchObject({ designation: 'none', beneficiaries: [] });
    const [row] = await t.database.db
      .select()
      .from(investmentAccounts)
      .where(eq(investmentAccounts.id, account.id));
    expect(row?.beneficiaries).toEqual([]);
  });
});

describe('investment accounts: the account number', () => {
  it('is sealed, listed as its last 4, revealed on request, and kept when an update omits it', async () => {
    const account = await addAccount(owner, { accountNumber: 'Z2345-6789' });
    expect(account.accountNumberLast4).toBe('6789');

    const [row] = await t.database.db
      .select()
      .from(investmentAccounts)
      .where(eq(investmentAccounts.id, account.id));
    expect(row?.accountNumberSealed).toBeTruthy();
    expect(row?.accountNumberSealed).not.toContain('Z2345-6789');
    const listText = await (await owner.client.get('/api/investments')).text();
    expect(listText).toContain('"accountNumberLast4":"6789"');
    expect(listText).not.toContain('Z2345-6789');

    const revealed = await owner.client.get(`/api/investments/${account.id}/account-number`);
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toEqual({ accountNumber: 'Z2345-6789' });

    const { accountNumber: _omitted, ...withoutNumber } = FIDELITY_INDIVIDUAL;
    const updated = await owner.client.put(`/api/investments/${account.id}`, {
      ...withoutNumber,
      accountName: 'Individual (renamed)',
      ownerName: 'Olivia',
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    expect(await updated.json()).toMatchObject({
      investment: { accountName: 'Individual (renamed)', accountNumberLast4: '6789' },
    });
    expect(
      await (await owner.client.get(`/api/investments/${account.id}/account-number`)).json(),
    ).toEqual({ accountNumber: 'Z2345-6789' });

    const cleared = await owner.client.put(`/api/investments/${account.id}`, {
      ...withoutNumber,
      accountNumber: null,
    });
    expect(await cleared.json()).toMatchObject({ investment: { accountNumberLast4: null } });
    expect(
      await (await owner.client.get(`/api/investments/${account.id}/account-number`)).json(),
    ).toEqual({ accountNumber: null });
  });

  it('refuses characters other than letters, digits, spaces and dashes', async () => {
    await expectFieldErrors(
      await owner.client.post('/api/investments', {
        ...FIDELITY_INDIVIDUAL,
        accountNumber: '12$4',
      }),
      { accountNumber: 'Use letters, digits, spaces and dashes only' },
    );
  });
});

describe('deleting an investment account', () => {
  it('deletes its holdings with it', async () => {
    const account = await addAccount(owner, { accountName: 'To delete' });
    await addHolding(owner, account.id, {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      assetClass: 'etf',
      quantity: 10,
      priceMicros: micros(290),
      priceAsOf: '2025-06-02',
    });
    await addHolding(owner, account.id, {
      name: 'Cash sweep',
      assetClass: 'cash',
      quantity: 120.5,
    });
    expect(await holdingRowsOf(t, account.id)).toHaveLength(2);

    const deleted = await owner.client.delete(`/api/investments/${account.id}`);
    expect(deleted.status).toBe(200);
    expect(await holdingRowsOf(t, account.id)).toEqual([]);
    expect((await listAccounts(owner)).some((each) => each.id === account.id)).toBe(false);
    expect((await owner.client.get(`/api/investments/${account.id}/account-number`)).status).toBe(
      404,
    );
  });

  it('forgets the prices kept under its symbol-less holdings, as deleting the holding does', async () => {
    const account = await addAccount(owner, { accountName: 'Private placement' });
    const farm = await addHolding(owner, account.id, {
      name: 'Family farm LLC units',
      assetClass: 'other',
      quantity: 4,
      priceMicros: micros(2500),
      priceAsOf: '2025-06-02',
    });
    await setPrice(owner, farm.id, 2600, '2025-06-03');
    const ownKey = `#${farm.id}`;
    expect(
      (await snapshotsOf(t, owner.id)).filter((each) => each.priceKey === ownKey),
    ).toHaveLength(2);

    expect((await owner.client.delete(`/api/investments/${account.id}`)).status).toBe(200);
    // removeHolding calls forgetOwnPrices; the account's delete must too, or these rows stay
    // behind for good (nothing can reach them once the holding is gone).
    expect((await snapshotsOf(t, owner.id)).filter((each) => each.priceKey === ownKey)).toEqual([]);
  });
});

describe("another household's investment account", () => {
  it('answers 404 on every id route and changes nothing', async () => {
    const account = await addAccount(owner, {
      accountName: 'Not yours',
      designation: 'beneficiaries',
      beneficiaries: beneficiaries([MIA, 10_000]),
    });
    const holding = await addHolding(owner, account.id, {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      assetClass: 'stock',
      quantity: 3,
      priceMicros: micros(200),
      priceAsOf: '2025-06-02',
    });
    const listBefore = await listAccounts(owner);
    const snapshotsBefore = await snapshotsOf(t, owner.id);
    const holdingInput = {
      symbol: 'AAPL',
      name: 'Hijacked',
      assetClass: 'stock',
      quantity: 1,
      priceMicros: micros(1),
    };

    const attempts: Array<[string, Promise<Response>]> = [
      ['reveal', stranger.client.get(`/api/investments/${account.id}/account-number`)],
      [
        'update',
        stranger.client.put(`/api/investments/${account.id}`, {
          ...FIDELITY_INDIVIDUAL,
          accountName: 'Hijacked',
        }),
      ],
      ['delete', stranger.client.delete(`/api/investments/${account.id}`)],
      [
        'add holding',
        stranger.client.post(`/api/investments/${account.id}/holdings`, holdingInput),
      ],
      [
        'update holding',
        stranger.client.put(`/api/investments/holdings/${holding.id}`, holdingInput),
      ],
      ['delete holding', stranger.client.delete(`/api/investments/holdings/${holding.id}`)],
      [
        'set price',
        stranger.client.post(`/api/investments/holdings/${holding.id}/prices`, {
          priceMicros: micros(1),
          asOf: '2025-06-03',
        }),
      ],
    ];
    for (const [label, attempt] of attempts) {
      const response = await attempt;
      expect(response.status, label).toBe(404);
      expect(await response.text(), label).not.toContain('Z2345-6789');
    }

    expect(await listAccounts(owner)).toEqual(listBefore);
    expect(await snapshotsOf(t, owner.id)).toEqual(snapshotsBefore);
    expect(await snapshotsOf(t, stranger.id)).toEqual([]);
    expect(await listAccounts(stranger)).toEqual([]);
  });
});
