import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstatePersonColumn, TEstateSummary } from '@shared/estate/estate-summary-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { addAccount, addHolding } from '../investments/investments-api';

// Issue 38 items 1 and 2 through HTTP: each person's estate in its own column, titling on every
// record that can carry it (investment accounts included), by the household's state.
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  const state = await owner.client.put('/api/onboarding', { step: 1, homeState: 'CA' });
  expect(state.status, await state.clone().text()).toBe(200);
}, 60_000);
afterAll(() => t.close());

const TITLING = '/api/estate/titling';

async function addRecord(user: TestUser, path: string, body: unknown, key: string) {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}

async function summaryOf(user: TestUser): Promise<TEstateSummary> {
  const response = await user.client.get(`/api/estate/summary?owners=${user.id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TEstateSummary;
}

function column(summary: TEstateSummary, name: string): TEstatePersonColumn {
  const found = summary.people.find((person) => person.name === name);
  expect(found, `a column for ${name}`).toBeDefined();
  return found!;
}

async function investmentWorth(user: TestUser, dollars: number, input = {}) {
  const account = await addAccount(user, { ownerName: 'Maria Lopez', ...input });
  await addHolding(user, account.id, { name: 'Cash', assetClass: 'cash', quantity: dollars });
  return account.id;
}

describe('each person’s estate, side by side', () => {
  it('puts each record in its holder’s column, a joint brokerage in both counted once, a policy in its insured’s', async () => {
    await addRecord(
      owner,
      'estate/instruments',
      { kind: 'will', variant: 'last_will', principalName: 'Luis Lopez', status: 'drafted' },
      'instrument',
    );
    const brokerage = await investmentWorth(owner, 80_000);
    await addRecord(
      owner,
      'assets',
      {
        type: 'savings',
        institutionName: 'Chase',
        accountName: 'Luis savings',
        balanceCents: 1_500_000,
        ownerName: 'Luis Lopez',
      },
      'asset',
    );
    await addRecord(
      owner,
      'policies',
      {
        kind: 'life',
        carrier: 'Northwestern Mutual',
        insuredName: 'Luis Lopez',
        faceAmountCents: 50_000_000,
        beneficiaries: [
          {
            name: 'Maria Lopez',
            relationship: 'Spouse',
            tier: 'primary',
            shareBasisPoints: 10_000,
          },
        ],
      },
      'policy',
    );

    const joint = await owner.client.put(TITLING, {
      assetKind: 'investment',
      assetId: brokerage,
      titling: 'jtwros',
      jointHolderName: 'Luis Lopez',
    });
    expect(joint.status, await joint.clone().text()).toBe(200);
    expect(((await joint.json()) as { titling: unknown }).titling).toMatchObject({
      assetKind: 'investment',
      titling: 'jtwros',
      passesBy: 'joint_survivorship',
      jointHolderName: 'Luis Lopez',
    });

    const summary = await summaryOf(owner);
    const maria = column(summary, 'Maria Lopez');
    const luis = column(summary, 'Luis Lopez');
    expect(maria.isOwner).toBe(true);
    expect(maria.probateCents).toBe(0);
    expect(luis.probateCents).toBe(1_500_000);
    expect(maria.byRoute.joint_survivorship).toBe(8_000_000);
    expect(luis.byRoute.joint_survivorship).toBe(0);
    expect(luis.assets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: brokerage,
          goesTo: 'Maria Lopez (survivor)',
          countedInKey: maria.key,
        }),
        expect.objectContaining({ kind: 'policy', passesBy: 'beneficiary' }),
      ]),
    );
    expect(luis.lifeInsuranceCents).toBe(50_000_000);
    expect(summary.homeStates).toEqual({ [owner.id]: 'CA' });
  });

  it('refuses a form the record or the state cannot carry, with the reason', async () => {
    const ira = await investmentWorth(owner, 10, { type: 'ira', accountName: 'Rollover IRA' });
    const asJoint = await owner.client.put(TITLING, {
      assetKind: 'investment',
      assetId: ira,
      titling: 'jtwros',
    });
    expect(asJoint.status).toBe(400);
    expect(await asJoint.json()).toMatchObject({
      error: {
        message:
          'A retirement account, HSA or annuity is held in one name and passes by its beneficiary designation.',
      },
    });

    const home = await addRecord(
      owner,
      'properties',
      {
        kind: 'home',
        homeType: 'primary_residence',
        estimatedValueCents: 90_000_000,
        address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
      },
      'property',
    );
    const entirety = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: home,
      titling: 'tenancy_by_entirety',
    });
    expect(entirety.status).toBe(400);
    expect(await entirety.json()).toMatchObject({
      error: { message: 'Tenancy by the entirety is not available in California.' },
    });

    const community = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: home,
      titling: 'community_property_survivorship',
      holderName: 'Maria Lopez',
      jointHolderName: 'Luis Lopez',
    });
    expect(community.status, await community.clone().text()).toBe(200);

    const unknown = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: home,
      titling: 'handshake',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { fields: { titling: 'Choose how it is titled' } },
    });
    const sameTwice = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: home,
      jointHolderName: 'maria lopez',
    });
    expect(sameTwice.status).toBe(400);
    expect(await sameTwice.json()).toMatchObject({
      error: {
        fields: { jointHolderName: 'The joint holder must be someone other than the holder' },
      },
    });
  });

  it('flags a record held in no name in the owner’s column, until its holder is set', async () => {
    const car = await addRecord(
      owner,
      'properties',
      { kind: 'vehicle', year: 2021, make: 'Honda', model: 'CR-V', estimatedValueCents: 2_000_000 },
      'property',
    );
    const before = (await summaryOf(owner)).assets.find((asset) => asset.id === car);
    expect(before).toMatchObject({ holderKnown: false });
    const held = await owner.client.put(TITLING, {
      assetKind: 'property',
      assetId: car,
      holderName: 'Luis Lopez',
    });
    expect(held.status, await held.clone().text()).toBe(200);
    const summary = await summaryOf(owner);
    expect(summary.assets.find((asset) => asset.id === car)).toMatchObject({
      holderKnown: true,
      passesBy: 'will',
      source: 'default',
    });
    expect(column(summary, 'Luis Lopez').assets.map((each) => each.id)).toContain(car);
  });

  it('answers 404 for another household’s investment account', async () => {
    const theirs = await investmentWorth(stranger, 5);
    const response = await owner.client.put(TITLING, {
      assetKind: 'investment',
      assetId: theirs,
      titling: 'jtwros',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { message: 'This investment account does not exist.' },
    });
  });

  it('keeps a 401(k) off a trust’s funding checklist: name a beneficiary instead', async () => {
    const plan = await investmentWorth(owner, 10, { type: 'retirement_401k', accountName: '401k' });
    const response = await owner.client.post('/api/estate/instruments', {
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Maria Lopez',
      funding: [{ assetKind: 'investment', assetId: plan, funded: false }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        fields: {
          'funding.0.assetId':
            'A retirement account, HSA or annuity is not retitled to a trust: name a beneficiary (or the trust, with care)',
        },
      },
    });
  });
});
