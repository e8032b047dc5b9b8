import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePolicies } from '@server/db/schema';
import type { TPolicy, TPolicyInput } from '@shared/estate/policy-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 14: insurance policies through the real HTTP app and database.
let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

const TERM_LIFE: TPolicyInput = {
  kind: 'life',
  carrier: 'Northwestern Mutual',
  policyNumber: 'NWM-4471-9988',
  insuredName: 'Olivia Owner',
  faceAmountCents: 50_000_000,
  beneficiaries: [
    { name: 'Mia Owner', relationship: 'Daughter', tier: 'primary', shareBasisPoints: 6000 },
    {
      name: 'Leo Owner',
      relationship: 'Son',
      tier: 'primary',
      shareBasisPoints: 4000,
      minor: true,
    },
    { name: 'Ana Ruiz', relationship: 'Sister', tier: 'contingent', shareBasisPoints: 10_000 },
  ],
};

async function addPolicy(user: TestUser, input: Partial<TPolicyInput> = {}): Promise<TPolicy> {
  const response = await user.client.post('/api/policies', { ...TERM_LIFE, ...input });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { policy: TPolicy }).policy;
}

async function listPolicies(user: TestUser, query = ''): Promise<TPolicy[]> {
  const response = await user.client.get(`/api/policies${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { policies: TPolicy[] }).policies;
}

async function addObligation(user: TestUser, vendor: string, costCents = 12_000) {
  const response = await user.client.post('/api/expenses', {
    category: 'insurance',
    vendor,
    costCents,
    frequency: 'monthly',
    entityName: 'Olivia Owner',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { expense: { id: string } }).expense.id;
}

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status, await response.clone().text()).toBe(400);
  const body = (await response.json()) as {
    error: { code: string; fields?: Record<string, string> };
  };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields?.[field]).toBe(message);
}

async function activity(user: TestUser): Promise<TActivityEntry[]> {
  const response = await user.client.get('/api/family/activity');
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: TActivityEntry[] }).entries;
}

describe('insurance policies', () => {
  it('are created, listed with their premium obligation, updated and deleted', async () => {
    const premiumId = await addObligation(owner, 'Northwestern Mutual');
    const created = await addPolicy(owner, { premiumExpenseId: premiumId });
    expect(created).toMatchObject({
      ownerId: owner.id,
      kind: 'life',
      carrier: 'Northwestern Mutual',
      policyNumberLast4: '9988',
      insuredName: 'Olivia Owner',
      faceAmountCents: 50_000_000,
      premiumExpenseId: premiumId,
      premium: { vendor: 'Northwestern Mutual', costCents: 12_000, frequency: 'monthly' },
      beneficiaries: TERM_LIFE.beneficiaries,
      notes: null,
    });
    expect((await listPolicies(owner)).find((each) => each.id === created.id)).toEqual(created);

    const { policyNumber: _kept, ...withoutNumber } = TERM_LIFE;
    const updated = await owner.client.put(`/api/policies/${created.id}`, {
      ...withoutNumber,
      faceAmountCents: 75_000_000,
      premiumExpenseId: null,
      notes: 'Policy booklet in the fire safe',
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    expect(await updated.json()).toMatchObject({
      policy: {
        faceAmountCents: 75_000_000,
        policyNumberLast4: '9988',
        premiumExpenseId: null,
        premium: null,
        notes: 'Policy booklet in the fire safe',
      },
    });

    expect((await owner.client.delete(`/api/policies/${created.id}`)).status).toBe(200);
    expect((await listPolicies(owner)).some((each) => each.id === created.id)).toBe(false);
    expect((await owner.client.delete(`/api/policies/${created.id}`)).status).toBe(404);
  });

  it('show the premium obligation as it is now, and lose the link when it is deleted', async () => {
    const premiumId = await addObligation(owner, 'Guardian Life', 9_000);
    const policy = await addPolicy(owner, {
      carrier: 'Guardian Life',
      premiumExpenseId: premiumId,
    });
    const changed = await owner.client.put(`/api/expenses/${premiumId}`, {
      category: 'insurance',
      vendor: 'Guardian Life',
      costCents: 27_000,
      frequency: 'quarterly',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const listed = () =>
      listPolicies(owner).then((all) => all.find((each) => each.id === policy.id));
    expect((await listed())?.premium).toEqual({
      vendor: 'Guardian Life',
      costCents: 27_000,
      frequency: 'quarterly',
    });

    expect((await owner.client.delete(`/api/expenses/${premiumId}`)).status).toBe(200);
    expect(await listed()).toMatchObject({ premiumExpenseId: null, premium: null });
  });

  it('keep no beneficiaries on a policy that does not pay at death', async () => {
    const home = await addPolicy(owner, {
      kind: 'home',
      carrier: 'State Farm',
      policyNumber: null,
      faceAmountCents: null,
    });
    expect(home).toMatchObject({ kind: 'home', beneficiaries: [], policyNumberLast4: null });
  });

  it('answer the list with an ETag, and 304 while nothing changed', async () => {
    const first = await owner.client.get('/api/policies');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await owner.client.get('/api/policies', { 'If-None-Match': etag! })).status).toBe(304);
    await addPolicy(owner, { kind: 'auto', carrier: 'GEICO', beneficiaries: [] });
    expect((await owner.client.get('/api/policies', { 'If-None-Match': etag! })).status).toBe(200);
  });
});

describe('the policy number', () => {
  it('is sealed, listed as its last 4, and revealed by its own route, logged for the owner', async () => {
    const policy = await addPolicy(owner);
    const [row] = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, policy.id));
    expect(row?.policyNumberSealed).toBeTruthy();
    expect(row?.policyNumberSealed).not.toContain('NWM-4471-9988');
    const listText = await (await viewer.client.get(`/api/policies?owners=${owner.id}`)).text();
    expect(listText).toContain('"policyNumberLast4":"9988"');
    expect(listText).not.toContain('NWM-4471-9988');

    const revealed = await viewer.client.get(`/api/policies/${policy.id}/policy-number`);
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toEqual({ policyNumber: 'NWM-4471-9988' });
    expect(await activity(owner)).toContainEqual(
      expect.objectContaining({
        actorId: viewer.id,
        action: 'reveal',
        subject: 'policies',
        detail: 'Life - Northwestern Mutual, ending 9988',
      }),
    );
    expect((await stranger.client.get(`/api/policies/${policy.id}/policy-number`)).status).toBe(
      404,
    );
  });

  it('appears masked in the CSV export', async () => {
    await addPolicy(owner);
    const response = await owner.client.get('/api/policies/export');
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('Northwestern Mutual');
    expect(csv).toContain('****9988');
    expect(csv).not.toContain('NWM-4471-9988');
  });
});

describe('refused policies', () => {
  it("cannot pay their premium with another household's obligation, and do not say it exists", async () => {
    const theirs = await addObligation(stranger, 'Stranger Life Co');
    const response = await owner.client.post('/api/policies', {
      ...TERM_LIFE,
      premiumExpenseId: theirs,
    });
    const text = await response.clone().text();
    await expectFieldError(response, 'premiumExpenseId', 'Choose one of your obligations');
    expect(text).not.toContain('Stranger Life Co');

    const mine = await addPolicy(owner);
    const update = await owner.client.put(`/api/policies/${mine.id}`, {
      ...TERM_LIFE,
      premiumExpenseId: theirs,
    });
    await expectFieldError(update, 'premiumExpenseId', 'Choose one of your obligations');
    expect((await listPolicies(owner)).find((each) => each.id === mine.id)?.premium).toBeNull();
  });

  it('need beneficiary shares that add up to 100 %', async () => {
    const before = (await listPolicies(owner)).length;
    await expectFieldError(
      await owner.client.post('/api/policies', {
        ...TERM_LIFE,
        beneficiaries: [
          { name: 'Mia Owner', tier: 'primary', shareBasisPoints: 5000 },
          { name: 'Leo Owner', tier: 'primary', shareBasisPoints: 4000 },
        ],
      }),
      'beneficiaries',
      'Primary beneficiaries’ shares add up to 90 %: they must add up to 100 %',
    );
    await expectFieldError(
      await owner.client.post('/api/policies', {
        ...TERM_LIFE,
        beneficiaries: [{ name: 'Ana Ruiz', tier: 'contingent', shareBasisPoints: 10_000 }],
      }),
      'beneficiaries',
      'Name at least one primary beneficiary',
    );
    await expectFieldError(
      await owner.client.post('/api/policies', { ...TERM_LIFE, carrier: ' ' }),
      'carrier',
      'Enter the insurance company',
    );
    expect(await listPolicies(owner)).toHaveLength(before);
  });
});

describe('who may see and change policies', () => {
  it('lets a viewer read the household’s policies but not add, change or delete them', async () => {
    const policy = await addPolicy(owner);
    expect((await listPolicies(viewer, `?owners=${owner.id}`)).map((each) => each.id)).toContain(
      policy.id,
    );
    expect((await viewer.client.post(`/api/policies?owner=${owner.id}`, TERM_LIFE)).status).toBe(
      404,
    );
    expect((await viewer.client.put(`/api/policies/${policy.id}`, TERM_LIFE)).status).toBe(404);
    expect((await viewer.client.delete(`/api/policies/${policy.id}`)).status).toBe(404);
    expect((await listPolicies(owner)).find((each) => each.id === policy.id)).toEqual(policy);
  });

  it("answers 404 for another household's policy and never lists it", async () => {
    const policy = await addPolicy(owner);
    expect((await stranger.client.put(`/api/policies/${policy.id}`, TERM_LIFE)).status).toBe(404);
    expect((await stranger.client.delete(`/api/policies/${policy.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/policies?owners=${owner.id}`)).status).toBe(404);
    expect((await listPolicies(stranger)).some((each) => each.id === policy.id)).toBe(false);
  });
});
