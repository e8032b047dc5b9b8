import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInstrument, TInstrumentInput } from '@shared/estate/estate-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import { PNG, uploadDocument } from '@test/harness/documents';
import type { TestApp } from '@test/harness/test-app';

// Issue 14: the estate plan's documents, with the app's clock fixed (it says what "today" is).
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

const INSTRUMENTS = '/api/estate/instruments';

const WILL: TInstrumentInput = {
  kind: 'will',
  variant: 'last_will',
  principalName: 'Maria Lopez',
  status: 'witnessed',
  signedOn: '2024-02-29',
  signedState: 'CA',
  originalLocation: 'Fireproof safe in the home office',
};

async function create(user: TestUser, input: TInstrumentInput, owner?: string) {
  const response = await user.client.post(`${INSTRUMENTS}${owner ? `?owner=${owner}` : ''}`, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { instrument: TInstrument }).instrument;
}

async function list(user: TestUser, ownerId = user.id): Promise<TInstrument[]> {
  const response = await user.client.get(`${INSTRUMENTS}?owners=${ownerId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { instruments: TInstrument[] }).instruments;
}

async function post(user: TestUser, input: unknown): Promise<Response> {
  return user.client.post(INSTRUMENTS, input);
}

async function fieldErrors(response: Response): Promise<Record<string, string>> {
  const text = await response.clone().text();
  expect(response.status, text).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

async function addRecord(user: TestUser, path: string, body: unknown, key: string) {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}

const addAdvisor = (user: TestUser, name: string) =>
  addRecord(user, 'advisors', { name, role: 'attorney' }, 'advisor');
const addAccount = (user: TestUser, accountName: string) =>
  addRecord(
    user,
    'assets',
    { type: 'checking', institutionName: 'Chase', accountName, balanceCents: 100 },
    'asset',
  );
const addBrokerage = (user: TestUser, accountName: string) =>
  addRecord(
    user,
    'investments',
    { type: 'brokerage', institutionName: 'Fidelity', accountName },
    'investment',
  );
const addHome = (user: TestUser, name: string) =>
  addRecord(
    user,
    'properties',
    {
      kind: 'home',
      name,
      homeType: 'primary_residence',
      estimatedValueCents: 50_000_000,
      address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
    },
    'property',
  );

describe('estate plan documents', () => {
  it('are added with the people they name, their document, and the next review three years on', async () => {
    const sister = await newConnectedMember(t, owner);
    const attorney = await addAdvisor(owner, 'Grace Counsel');
    const document = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'will.png' },
      { name: 'Signed will (scan)' },
    );
    const will = await create(owner, {
      ...WILL,
      documentId: document.id,
      people: [
        { role: 'executor', rank: 0, source: 'family', refId: sister.id, name: 'Morgan Reyes' },
        { role: 'executor', rank: 1, source: 'advisor', refId: attorney, name: 'Grace Counsel' },
        { role: 'witness', rank: 0, source: 'other', name: 'Pat Neighbor', phone: '555-0100' },
        { role: 'witness', rank: 1, source: 'family', refId: owner.id, name: 'Maria Lopez' },
      ],
    });
    expect(will).toMatchObject({
      ownerId: owner.id,
      kind: 'will',
      status: 'witnessed',
      signedOn: '2024-02-29',
      signedState: 'CA',
      originalLocation: 'Fireproof safe in the home office',
      documentId: document.id,
      documentTitle: 'Signed will (scan)',
      lastReviewedOn: null,
      reviewEveryMonths: 36,
      // Feb 29 + 36 months: the last day of February 2027.
      nextReviewOn: '2027-02-28',
      reviewReason: null,
      funding: [],
    });
    expect(will.people).toHaveLength(4);
    expect(will.people[0]).toEqual({
      role: 'executor',
      rank: 0,
      source: 'family',
      refId: sister.id,
      name: 'Morgan Reyes',
      relationship: null,
      phone: null,
      email: null,
    });
    expect(will.people[2]).toMatchObject({ source: 'other', refId: null, phone: '555-0100' });
    expect(await list(owner)).toContainEqual(will);
  });

  it('are changed and deleted', async () => {
    const poa = await create(owner, {
      kind: 'financial_poa',
      variant: 'durable',
      principalName: 'Maria Lopez',
      status: 'drafted',
    });
    expect(poa).toMatchObject({ signedOn: null, nextReviewOn: null });

    const changed = await owner.client.put(`${INSTRUMENTS}/${poa.id}`, {
      kind: 'financial_poa',
      variant: 'springing',
      principalName: 'Maria Lopez',
      status: 'stored',
      signedOn: '2025-06-10',
      lastReviewedOn: '2026-01-05',
      reviewEveryMonths: 24,
      originalLocation: 'Bank safe deposit box 112',
      people: [{ role: 'agent', rank: 0, source: 'other', name: 'Luis Lopez' }],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const { instrument } = (await changed.json()) as { instrument: TInstrument };
    expect(instrument).toMatchObject({
      id: poa.id,
      variant: 'springing',
      status: 'stored',
      nextReviewOn: '2028-01-05',
      originalLocation: 'Bank safe deposit box 112',
    });
    expect((await list(owner)).find((each) => each.id === poa.id)).toEqual(instrument);

    expect((await owner.client.delete(`${INSTRUMENTS}/${poa.id}`)).status).toBe(200);
    expect((await list(owner)).some((each) => each.id === poa.id)).toBe(false);
    expect((await owner.client.delete(`${INSTRUMENTS}/${poa.id}`)).status).toBe(404);
  });

  it('keep a trust’s funding checklist of the household’s accounts and properties', async () => {
    const checking = await addAccount(owner, 'Everyday');
    const brokerage = await addBrokerage(owner, 'Joint brokerage');
    const home = await addHome(owner, 'Maple Street');
    const funding = [
      { assetKind: 'asset' as const, assetId: checking, funded: true },
      { assetKind: 'investment' as const, assetId: brokerage, funded: false },
      { assetKind: 'property' as const, assetId: home, funded: true },
    ];
    const trust = await create(owner, {
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Lopez Family Trust',
      status: 'signed',
      signedOn: '2025-03-01',
      people: [
        { role: 'trustee', rank: 0, source: 'family', refId: owner.id, name: 'Maria Lopez' },
        { role: 'successor_trustee', rank: 0, source: 'other', name: 'Ana Lopez' },
      ],
      funding,
    });
    expect(trust.funding).toEqual(funding);

    // Only a trust holds assets, and each appears once.
    expect(await fieldErrors(await post(owner, { ...WILL, funding: [funding[0]] }))).toMatchObject({
      funding: 'Only a trust has a funding checklist',
    });
    expect(
      await fieldErrors(
        await post(owner, {
          kind: 'trust',
          variant: 'revocable_living',
          principalName: 'Twice',
          funding: [funding[0], { ...funding[0], funded: false }],
        }),
      ),
    ).toMatchObject({
      'funding.1.assetId': 'This account or property is already on the checklist',
    });
  });

  it('refuse another household’s document, people and assets without saying anything about them', async () => {
    const theirDocument = await uploadDocument(
      stranger.client,
      { bytes: PNG, name: 'secret.png' },
      { name: 'Stranger private deed' },
    );
    const theirAdvisor = await addAdvisor(stranger, 'Stranger Counsel');
    const theirAccount = await addAccount(stranger, 'Stranger savings');
    const theirHome = await addHome(stranger, 'Stranger cabin');
    const before = await list(owner);

    const documentErrors = await fieldErrors(
      await post(owner, { ...WILL, documentId: theirDocument.id }),
    );
    expect(documentErrors).toEqual({
      documentId: 'Choose a document from this household’s Documents',
    });
    // The same answer as for a document that does not exist at all.
    expect(
      await fieldErrors(
        await post(owner, { ...WILL, documentId: '00000000-0000-4000-8000-000000000000' }),
      ),
    ).toEqual(documentErrors);

    const refused = await post(owner, {
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Lopez Family Trust',
      people: [
        { role: 'trustee', rank: 0, source: 'family', refId: stranger.id, name: 'Sam' },
        { role: 'trustee', rank: 1, source: 'advisor', refId: theirAdvisor, name: 'Counsel' },
      ],
      funding: [
        { assetKind: 'asset', assetId: theirAccount, funded: true },
        { assetKind: 'property', assetId: theirHome, funded: false },
        // An id of the wrong kind: the owner's own account named as a property.
        { assetKind: 'property', assetId: await addAccount(owner, 'Mixed up'), funded: false },
      ],
    });
    const text = await refused.clone().text();
    expect(await fieldErrors(refused)).toEqual({
      'people.0.refId': 'Choose someone from this household’s family list',
      'people.1.refId': 'Choose one of this household’s advisors',
      'funding.0.assetId': 'Choose one of this household’s financial accounts',
      'funding.1.assetId': 'Choose one of this household’s properties',
      'funding.2.assetId': 'Choose one of this household’s properties',
    });
    for (const secret of ['Stranger', 'cabin', 'savings', 'deed'])
      expect(text).not.toContain(secret);
    expect(await list(owner)).toEqual(before);
  });

  it('still save after an account and advisor they name are deleted, checking only what is new', async () => {
    const savings = await addAccount(owner, 'Rainy day');
    const home = await addHome(owner, 'Lake house');
    const counsel = await addAdvisor(owner, 'Old Counsel');
    const trust = await create(owner, {
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Lake Trust',
      people: [
        { role: 'trustee', rank: 0, source: 'advisor', refId: counsel, name: 'Old Counsel' },
      ],
      funding: [
        { assetKind: 'asset', assetId: savings, funded: false },
        { assetKind: 'property', assetId: home, funded: false },
      ],
    });
    expect((await owner.client.delete(`/api/assets/${savings}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/advisors/${counsel}`)).status).toBe(200);

    // The one-click tick on the card saves the whole document again, gone account included.
    const input = {
      kind: trust.kind,
      variant: trust.variant,
      principalName: trust.principalName,
      people: trust.people,
      funding: [trust.funding[0]!, { ...trust.funding[1]!, funded: true }],
    };
    const ticked = await owner.client.put(`${INSTRUMENTS}/${trust.id}`, input);
    expect(ticked.status, await ticked.clone().text()).toBe(200);
    const { instrument } = (await ticked.json()) as { instrument: TInstrument };
    expect(instrument.funding).toEqual([
      { assetKind: 'asset', assetId: savings, funded: false },
      { assetKind: 'property', assetId: home, funded: true },
    ]);
    expect(instrument.people[0]).toMatchObject({ source: 'advisor', refId: counsel });

    // A reference added now is still checked: another household's account is refused.
    const theirs = await addAccount(stranger, 'Stranger checking');
    const added = await owner.client.put(`${INSTRUMENTS}/${trust.id}`, {
      ...input,
      funding: [...input.funding, { assetKind: 'asset', assetId: theirs, funded: false }],
    });
    expect(await fieldErrors(added)).toEqual({
      'funding.2.assetId': 'Choose one of this household’s financial accounts',
    });
    // So is a stored id named again as another kind, and the deleted advisor named anew.
    const renamed = await owner.client.put(`${INSTRUMENTS}/${trust.id}`, {
      ...input,
      people: [
        { ...input.people[0]!, role: 'successor_trustee' },
        { ...input.people[0]!, source: 'family' },
      ],
      funding: [{ assetKind: 'investment', assetId: savings, funded: false }],
    });
    expect(await fieldErrors(renamed)).toEqual({
      'people.1.refId': 'Choose someone from this household’s family list',
      'funding.0.assetId': 'Choose one of this household’s investment accounts',
    });
  });

  it('name a document only while it is the household’s own, and forget it when it is deleted', async () => {
    const document = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'directive.png' },
      { name: 'Advance directive' },
    );
    const directive = await create(owner, {
      kind: 'living_will',
      variant: 'standard',
      principalName: 'Maria Lopez',
      documentId: document.id,
    });
    expect(directive.documentTitle).toBe('Advance directive');
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(200);
    const listed = (await list(owner)).find((each) => each.id === directive.id);
    expect(listed).toMatchObject({ documentId: null, documentTitle: null });
  });

  it('refuse a signing date in the future and a signed status without a date', async () => {
    expect(await fieldErrors(await post(owner, { ...WILL, signedOn: '2026-12-25' }))).toEqual({
      signedOn: 'Enter a date that is not in the future',
    });
    expect(
      await fieldErrors(
        await post(owner, { ...WILL, signedOn: '2026-11-20', lastReviewedOn: '2027-01-01' }),
      ),
    ).toEqual({ lastReviewedOn: 'Enter a date that is not in the future' });
    expect(await fieldErrors(await post(owner, { ...WILL, signedOn: null }))).toMatchObject({
      signedOn: 'Enter the date it was signed',
    });
    // Tomorrow in UTC is still today somewhere east of it.
    clock = Date.parse('2026-11-25T23:30:00Z');
    await create(owner, { ...WILL, signedOn: '2026-11-26' });
  });
});

describe('who may see and change the plan', () => {
  it('lets a viewer read the plan but not add, change or delete', async () => {
    const household = await newUser(t, { fullName: 'Olivia Owner' });
    const viewer = await newConnectedMember(t, household, 'viewer');
    const will = await create(household, { ...WILL, principalName: 'Olivia Owner' });

    expect((await list(viewer, household.id)).map((each) => each.id)).toEqual([will.id]);
    const added = await viewer.client.post(`${INSTRUMENTS}?owner=${household.id}`, WILL);
    expect(added.status).toBe(404);
    const changed = await viewer.client.put(`${INSTRUMENTS}/${will.id}`, {
      ...WILL,
      principalName: 'Changed by viewer',
    });
    expect(changed.status).toBe(404);
    expect((await viewer.client.delete(`${INSTRUMENTS}/${will.id}`)).status).toBe(404);
    expect(await list(household)).toEqual([will]);
  });

  it('answers 404 to another household, and hides its plan from their lists', async () => {
    const household = await newUser(t, { fullName: 'Olivia Owner' });
    const will = await create(household, { ...WILL, principalName: 'Olivia Owner' });
    const outsider = await newUser(t, { fullName: 'Uma Unrelated' });
    expect((await outsider.client.get(`${INSTRUMENTS}?owners=${household.id}`)).status).toBe(404);
    expect(
      (await outsider.client.put(`${INSTRUMENTS}/${will.id}`, { ...WILL, principalName: 'Mine' }))
        .status,
    ).toBe(404);
    expect((await outsider.client.delete(`${INSTRUMENTS}/${will.id}`)).status).toBe(404);
    expect(await list(household)).toEqual([will]);
  });

  it('lets a guest add to the household they were invited to, naming its people, in its activity log', async () => {
    const household = await newUser(t, { fullName: 'Olivia Owner' });
    const guest = await newGuest(t, household, 'Gabe Guest');
    const will = await create(guest, {
      ...WILL,
      principalName: 'Olivia Owner',
      people: [{ role: 'executor', rank: 0, source: 'family', refId: guest.id, name: 'Gabe' }],
    });
    expect(will.ownerId).toBe(household.id);
    const { entries } = (await (await household.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    };
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorName: 'Gabe Guest',
        action: 'create',
        subject: 'estate',
        detail: 'Will · Olivia Owner',
      }),
    );
  });
});
