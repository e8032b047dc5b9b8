import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  invite,
  mailedInvitationCode,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import { PNG, uploadForm } from '@test/harness/documents';
import type { TDataSource } from '@shared/family/family-schemas';

/**
 * Issue 10 item 16: new rows follow the household being viewed when the person may add there
 * (`?owner=` on every route that adds), and the family selector's sources say what each
 * household allows, so the web app can hide what the server would refuse.
 */
const KINDS = {
  expenses: { item: 'expense', body: { category: 'other', vendor: 'Netflix', costCents: 1599 } },
  assets: {
    item: 'asset',
    body: { type: 'checking', institutionName: 'Chase', accountName: 'Everyday' },
  },
  loans: { item: 'loan', body: { loanType: 'auto', lender: 'Toyota Financial' } },
  properties: {
    item: 'property',
    body: { kind: 'vehicle', year: 2021, make: 'Honda', model: 'Civic' },
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

function addTo(user: TestUser, kind: Kind, household: string | null) {
  return user.client.post(
    `/api/${kind}${household ? `?owner=${household}` : ''}`,
    KINDS[kind].body,
  );
}

async function ownerOfNew(response: Response, kind: Kind): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as Record<string, { ownerId: string }>;
  return body[KINDS[kind].item]?.ownerId ?? '';
}

async function count(user: TestUser, kind: Kind, household: string): Promise<number> {
  const response = await user.client.get(`/api/${kind}?owners=${household}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, unknown[]>)[kind]?.length ?? 0;
}

async function sources(user: TestUser): Promise<TDataSource[]> {
  const response = await user.client.get('/api/family/sources');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sources: TDataSource[] }).sources;
}

/** A document upload into the household named by `?owner=`. */
function upload(user: TestUser, household: string) {
  return user.client.request(`/api/documents?owner=${household}`, {
    method: 'POST',
    body: uploadForm({ bytes: PNG, name: 'scan.png' }, { name: 'Scan' }),
  });
}

describe('a primary member who may change a family member’s household', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await newConnectedMember(t, owner, 'guest');
  });

  it('adds every kind of data to the household they name, and to their own by default', async () => {
    for (const kind of KIND_NAMES) {
      expect(await ownerOfNew(await addTo(member, kind, owner.id), kind)).toBe(owner.id);
      expect(await ownerOfNew(await addTo(member, kind, null), kind)).toBe(member.id);
      expect(await ownerOfNew(await addTo(member, kind, member.id), kind)).toBe(member.id);
    }
  });

  it('imports obligations and uploads documents into the household they name', async () => {
    const before = await count(owner, 'expenses', owner.id);
    const imported = await member.client.post(`/api/expenses/import?owner=${owner.id}`, {
      csv: 'category,vendor,cost\nother,Imported One,12.00\nother,Imported Two,8.50\n',
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(await count(owner, 'expenses', owner.id)).toBe(before + 2);

    const uploaded = await upload(member, owner.id);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect(((await uploaded.json()) as { document: { ownerId: string } }).document.ownerId).toBe(
      owner.id,
    );
  });

  it('is told by its sources that it may change and add to both households', async () => {
    expect(await sources(member)).toEqual([
      expect.objectContaining({ id: member.id, role: 'owner', canWrite: true, canAdd: true }),
      expect.objectContaining({ id: owner.id, role: 'guest', canWrite: true, canAdd: true }),
    ]);
  });
});

describe('adding to a household one may not change', () => {
  it('refuses a viewer with 404 and stores nothing there', async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    for (const kind of KIND_NAMES) {
      const before = await count(owner, kind, owner.id);
      await expectError(await addTo(viewer, kind, owner.id), 404, { code: 'NOT_FOUND' });
      expect(await count(owner, kind, owner.id)).toBe(before);
    }
    await expectError(
      await viewer.client.post(`/api/expenses/import?owner=${owner.id}`, {
        csv: 'category,vendor\nother,Sneaky\n',
      }),
      404,
      { code: 'NOT_FOUND' },
    );
    await expectError(await upload(viewer, owner.id), 404, { code: 'NOT_FOUND' });
    expect(await sources(viewer)).toEqual([
      expect.objectContaining({ id: viewer.id, canWrite: true, canAdd: true }),
      expect.objectContaining({ id: owner.id, role: 'viewer', canWrite: false, canAdd: false }),
    ]);
  });

  it('refuses someone unconnected with 404, the same answer as an unknown household', async () => {
    const stranger = await newUser(t, { fullName: 'Sam Stranger' });
    await expectError(await addTo(stranger, 'expenses', owner.id), 404, { code: 'NOT_FOUND' });
    await expectError(
      await addTo(stranger, 'expenses', '00000000-0000-4000-8000-000000000000'),
      404,
      { code: 'NOT_FOUND' },
    );
    await expectError(await addTo(stranger, 'expenses', 'not-an-id'), 400, {
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('a guest (spec §6: saves under the inviter’s id)', () => {
  it('adds to the inviter’s household, named or not, but not to their own or a second one', async () => {
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const other = await newUser(t, { fullName: 'Rosa Other' });
    await invite(other, guest.email, guest.fullName);
    const accepted = await guest.client.post('/api/family/invitations/accept', {
      invitation: mailedInvitationCode(t, guest.email),
    });
    expect(accepted.status).toBe(200);

    expect(await ownerOfNew(await addTo(guest, 'expenses', owner.id), 'expenses')).toBe(owner.id);
    expect(await ownerOfNew(await addTo(guest, 'expenses', null), 'expenses')).toBe(owner.id);
    await expectError(await addTo(guest, 'expenses', guest.id), 404, { code: 'NOT_FOUND' });
    await expectError(await addTo(guest, 'expenses', other.id), 404, { code: 'NOT_FOUND' });
    expect(await sources(guest)).toEqual([
      expect.objectContaining({ id: guest.id, isSelf: true, canWrite: false, canAdd: false }),
      expect.objectContaining({ id: owner.id, canWrite: true, canAdd: true }),
      expect.objectContaining({ id: other.id, canWrite: true, canAdd: false }),
    ]);
  });
});
