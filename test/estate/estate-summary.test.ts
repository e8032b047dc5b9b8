import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstateSummary } from '@shared/estate/estate-summary-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 14 "Who gets what" and "Conflicts and gaps", through HTTP with the app's clock fixed.
let clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
}, 60_000);
afterAll(() => t.close());

const ACCOUNT_NUMBER = '7788990011223344';

async function addRecord(user: TestUser, path: string, body: unknown, key: string) {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}

async function summaryOf(user: TestUser, owners = user.id): Promise<TEstateSummary> {
  const response = await user.client.get(`/api/estate/summary?owners=${owners}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TEstateSummary;
}

const LIFE_POLICY = {
  kind: 'life',
  carrier: 'Northwestern Mutual',
  policyNumber: 'NM-55512345',
  insuredName: 'Maria Lopez',
  faceAmountCents: 50_000_000,
};

/** The owner's household: savings held jointly, an undesignated brokerage, a home, a life policy naming no one, two children. */
async function seedHousehold(user: TestUser) {
  const savings = await addRecord(
    user,
    'assets',
    {
      type: 'savings',
      institutionName: 'Chase',
      accountName: 'Joint savings',
      accountNumber: ACCOUNT_NUMBER,
      balanceCents: 2_000_000,
    },
    'asset',
  );
  const titled = await user.client.put('/api/estate/titling', {
    assetKind: 'asset',
    assetId: savings,
    passesBy: 'joint_survivorship',
  });
  expect(titled.status, await titled.clone().text()).toBe(200);
  const brokerage = await addRecord(
    user,
    'investments',
    {
      type: 'brokerage',
      institutionName: 'Fidelity',
      accountName: 'Individual',
      accountNumber: 'Z99887766',
    },
    'investment',
  );
  // 10 × $250 = $2,500, and an unpriced fund that the Investments screen does not count either.
  await addRecord(
    user,
    `investments/${brokerage}/holdings`,
    {
      symbol: 'VTI',
      name: 'Vanguard Total Stock',
      assetClass: 'etf',
      quantity: 10,
      priceMicros: 250_000_000,
    },
    'holding',
  );
  await addRecord(
    user,
    `investments/${brokerage}/holdings`,
    { name: 'Private fund', assetClass: 'other', quantity: 1 },
    'holding',
  );
  const home = await addRecord(
    user,
    'properties',
    {
      kind: 'home',
      homeType: 'primary_residence',
      estimatedValueCents: 50_000_000,
      address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
    },
    'property',
  );
  // A mortgage does not lower the home's figure: the map shows gross values.
  await addRecord(
    user,
    'loans',
    {
      loanType: 'mortgage',
      lender: 'Wells Fargo',
      currentOutstandingBalanceCents: 30_000_000,
      propertyId: home,
    },
    'loan',
  );
  const policy = await addRecord(user, 'policies', LIFE_POLICY, 'policy');
  for (const [vendor, child] of [
    ['Little Stars Daycare', 'Mia'],
    ['Piano lessons', 'Leo'],
    ['Swim club', 'mia '],
  ] as const)
    await addRecord(
      user,
      'expenses',
      { category: 'kids', vendor, costCents: 20_000, entityName: child },
      'expense',
    );
  return { savings, brokerage, home, policy };
}

let records: Awaited<ReturnType<typeof seedHousehold>>;

describe('GET /api/estate/summary', () => {
  it('maps each asset to how it passes, with the probate and non-probate totals, the gaps and the score', async () => {
    records = await seedHousehold(owner);
    const summary = await summaryOf(owner);

    expect(
      summary.assets.map((asset) => [asset.kind, asset.id, asset.passesBy, asset.valueCents]),
    ).toEqual([
      ['asset', records.savings, 'joint_survivorship', 2_000_000],
      ['investment', records.brokerage, 'will', 250_000],
      ['property', records.home, 'will', 50_000_000],
      ['policy', records.policy, 'will', 50_000_000],
    ]);
    expect(summary.assets[2]).toMatchObject({
      label: '12 Maple Street, Sacramento, CA, 95814',
      detail: 'Home · Primary residence',
      source: 'default',
      link: '/properties',
    });
    expect(summary).toMatchObject({
      probateCents: 250_000 + 50_000_000 + 50_000_000,
      nonProbateCents: 2_000_000,
      lifeInsuranceCents: 50_000_000,
    });

    expect(summary.gaps.map((gap) => [gap.rule, gap.title])).toEqual([
      ['no_executor', 'No will names an executor'],
      ['children_without_guardian', 'No guardian named for Leo and Mia'],
      ['no_beneficiary', 'Fidelity · Individual has no beneficiary'],
      ['no_beneficiary', 'Northwestern Mutual life policy on Maria Lopez has no beneficiary'],
    ]);
    for (const gap of summary.gaps) {
      expect(gap.explanation.length).toBeGreaterThan(40);
      expect(gap.fix.to).toMatch(/^\//);
    }
    // The only check passing: the joint savings needs no beneficiary (it passes to the survivor).
    expect(summary).toMatchObject({ score: 20, checksPassed: 1, checksTotal: 5 });
  });

  it('sends no account or policy number', async () => {
    const response = await owner.client.get(`/api/estate/summary?owners=${owner.id}`);
    const text = await response.text();
    for (const secret of [ACCOUNT_NUMBER, '3344', 'Z99887766', '7766', 'NM-55512345', '2345'])
      expect(text).not.toContain(secret);
  });

  it('raises the score when a gap is closed: the policy names a beneficiary', async () => {
    const before = await summaryOf(owner);
    const saved = await owner.client.put(`/api/policies/${records.policy}`, {
      ...LIFE_POLICY,
      beneficiaries: [
        { name: 'Luis Lopez', relationship: 'Husband', tier: 'primary', shareBasisPoints: 10_000 },
      ],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const after = await summaryOf(owner);
    expect(after.score).toBeGreaterThan(before.score);
    // The policy's own check now passes, and its share and minor checks count and pass.
    expect(after).toMatchObject({ score: 57, checksPassed: 4, checksTotal: 7 });
    expect(after.gaps.map((gap) => gap.rule)).not.toContain('minor_beneficiary');
    expect(after.assets.find((asset) => asset.id === records.policy)).toMatchObject({
      passesBy: 'beneficiary',
      source: 'designation',
      recipients: 'Luis Lopez (100%)',
    });
    expect(after.probateCents).toBe(before.probateCents - 50_000_000);
    expect(after.nonProbateCents).toBe(before.nonProbateCents + 50_000_000);
  });

  it('flags a child of the household named directly as a beneficiary', async () => {
    const designated = await owner.client.put(`/api/investments/${records.brokerage}`, {
      type: 'brokerage',
      institutionName: 'Fidelity',
      accountName: 'Individual',
      designation: 'transfer_on_death',
      beneficiaries: [{ name: 'Mia Lopez', tier: 'primary', shareBasisPoints: 10_000 }],
    });
    expect(designated.status, await designated.clone().text()).toBe(200);
    const summary = await summaryOf(owner);
    expect(summary.gaps).toContainEqual(
      expect.objectContaining({
        rule: 'minor_beneficiary',
        title: 'Mia Lopez is named directly on Fidelity · Individual',
      }),
    );
    expect(summary.assets.find((asset) => asset.id === records.brokerage)?.passesBy).toBe(
      'pod_tod',
    );
  });

  it('lets a viewer read it, and logs the view in the owner’s activity as the estate plan', async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const seen = await summaryOf(viewer, owner.id);
    expect(seen).toEqual(await summaryOf(owner));
    const log = (await (await owner.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    };
    expect(log.entries).toContainEqual(
      expect.objectContaining({ actorName: viewer.fullName, action: 'view', subject: 'estate' }),
    );
  });

  it('never shows another household’s records', async () => {
    expect((await stranger.client.get(`/api/estate/summary?owners=${owner.id}`)).status).toBe(404);
    const own = await summaryOf(stranger);
    expect(own.assets).toEqual([]);
    expect(own.gaps.map((gap) => gap.rule)).toEqual(['no_executor']);
    const body = JSON.stringify(own);
    for (const id of Object.values(records)) expect(body).not.toContain(id);
  });

  it('flags a named person who has left the family and a will due for review by the app clock', async () => {
    const sister = await newConnectedMember(t, owner);
    const response = await owner.client.post('/api/estate/instruments', {
      kind: 'will',
      variant: 'last_will',
      principalName: 'Maria Lopez',
      status: 'signed',
      signedOn: '2023-11-30',
      people: [
        { role: 'executor', rank: 0, source: 'family', refId: sister.id, name: 'Morgan Reyes' },
        { role: 'executor', rank: 1, source: 'other', name: 'Ana Lopez' },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const rules = async () => (await summaryOf(owner)).gaps.map((gap) => gap.rule);
    expect(await rules()).not.toContain('no_executor');
    expect(await rules()).not.toContain('person_not_in_family');
    expect(await rules()).not.toContain('review_overdue');

    expect((await owner.client.delete(`/api/family/members/${sister.id}`)).status).toBe(200);
    expect(await rules()).toContain('person_not_in_family');

    // Signed Nov 30, 2023: due for its 3-year review on Nov 30, 2026, overdue the day after.
    clock = Date.parse('2026-12-01T12:00:00Z');
    expect(await rules()).toContain('review_overdue');
  });

  it('refuses an owners list that is not ids', async () => {
    expect((await owner.client.get('/api/estate/summary?owners=nope')).status).toBe(400);
  });
});
