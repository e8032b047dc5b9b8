import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssetTitling } from '@shared/estate/estate-schemas';
import type { TAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { titlingRows } from '@server/modules/estate/titling-rows';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 14, who gets what: the owner says how an account or a property passes at death.
let t: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp();
});
afterAll(() => t.close());

const TITLING = '/api/estate/titling';

async function addRecord(user: TestUser, path: string, body: unknown, key: string) {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}
const addAccount = (user: TestUser, accountName = 'Everyday') =>
  addRecord(
    user,
    'assets',
    { type: 'checking', institutionName: 'Chase', accountName, balanceCents: 100 },
    'asset',
  );
const addCar = (user: TestUser) =>
  addRecord(
    user,
    'properties',
    { kind: 'vehicle', year: 2021, make: 'Honda', model: 'CR-V' },
    'property',
  );

async function setTitling(user: TestUser, input: TAssetTitlingInput): Promise<TAssetTitling> {
  const response = await user.client.put(TITLING, input);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { titling: TAssetTitling }).titling;
}

const recorded = async (ownerId: string) =>
  (await titlingRows(t.database.db, [ownerId])).map(
    ({ ownerId: owner, assetKind, assetId, passesBy }) => ({
      ownerId: owner,
      assetKind,
      assetId,
      passesBy,
    }),
  );
const UNTITLED = { titling: null, holderName: null, jointHolderName: null };

describe('how an account or property passes', () => {
  it('is recorded, changed, and forgotten with passesBy null', async () => {
    const owner = await newUser(t);
    const account = await addAccount(owner);
    const car = await addCar(owner);

    expect(
      await setTitling(owner, { assetKind: 'asset', assetId: account, passesBy: 'pod_tod' }),
    ).toEqual({
      ownerId: owner.id,
      assetKind: 'asset',
      assetId: account,
      passesBy: 'pod_tod',
      ...UNTITLED,
    });
    await setTitling(owner, {
      assetKind: 'property',
      assetId: car,
      passesBy: 'joint_survivorship',
    });
    expect(await recorded(owner.id)).toEqual(
      expect.arrayContaining([
        { ownerId: owner.id, assetKind: 'asset', assetId: account, passesBy: 'pod_tod' },
        {
          ownerId: owner.id,
          assetKind: 'property',
          assetId: car,
          passesBy: 'joint_survivorship',
        },
      ]),
    );

    // Saying it again changes the one answer; it never adds a second.
    await setTitling(owner, { assetKind: 'asset', assetId: account, passesBy: 'trust' });
    const afterChange = await recorded(owner.id);
    expect(afterChange.filter((row) => row.assetId === account)).toEqual([
      { ownerId: owner.id, assetKind: 'asset', assetId: account, passesBy: 'trust' },
    ]);

    expect(
      await setTitling(owner, { assetKind: 'asset', assetId: account, passesBy: null }),
    ).toMatchObject({ passesBy: null });
    expect((await recorded(owner.id)).map((row) => row.assetId)).toEqual([car]);
    // Forgetting what was never said is fine too.
    await setTitling(owner, { assetKind: 'asset', assetId: account, passesBy: null });
  });

  it('needs the asset’s kind to match its id, and a known way of passing', async () => {
    const owner = await newUser(t);
    const account = await addAccount(owner);
    const asProperty = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: account,
      passesBy: 'will',
    });
    expect(asProperty.status).toBe(404);
    const unknown = await owner.client.put(TITLING, {
      assetKind: 'asset',
      assetId: account,
      passesBy: 'coin_toss',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { fields: { passesBy: 'Choose how it passes' } },
    });
    expect(await recorded(owner.id)).toEqual([]);
  });

  it('is said by the owner or a guest, logged; a viewer or another household is told the asset is not there', async () => {
    const owner = await newUser(t, { fullName: 'Olivia Owner' });
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const outsider = await newUser(t);
    const account = await addAccount(owner, 'Joint savings');

    for (const refused of [viewer, outsider]) {
      const response = await refused.client.put(TITLING, {
        assetKind: 'asset',
        assetId: account,
        passesBy: 'will',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { message: 'This financial account does not exist.' },
      });
    }
    expect(await recorded(owner.id)).toEqual([]);

    const saved = await setTitling(guest, {
      assetKind: 'asset',
      assetId: account,
      passesBy: 'beneficiary',
    });
    expect(saved.ownerId).toBe(owner.id);
    await setTitling(guest, { assetKind: 'asset', assetId: account, passesBy: null });
    const { entries } = (await (await owner.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    };
    const logged = entries
      .filter((entry) => entry.actorName === 'Gabe Guest' && entry.subject === 'estate')
      .map((entry) => entry.detail)
      .sort();
    expect(logged).toEqual([
      'Chase - Joint savings passes by Beneficiary designation',
      'Chase - Joint savings: how it passes cleared',
    ]);
  });

  it('reads only the households asked for', async () => {
    const owner = await newUser(t);
    const neighbour = await newUser(t);
    await setTitling(owner, {
      assetKind: 'asset',
      assetId: await addAccount(owner),
      passesBy: 'will',
    });
    await setTitling(neighbour, {
      assetKind: 'asset',
      assetId: await addAccount(neighbour),
      passesBy: 'trust',
    });
    expect((await recorded(owner.id)).map((row) => row.passesBy)).toEqual(['will']);
    expect(await titlingRows(t.database.db, [])).toEqual([]);
    expect(
      (await titlingRows(t.database.db, [owner.id, neighbour.id])).map((row) => row.ownerId).sort(),
    ).toEqual([owner.id, neighbour.id].sort());
  });
});
