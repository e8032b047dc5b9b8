import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import type { TDataSources } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, mailedInvitationCode } from '@test/harness/family';
import { PNG, uploadDocument } from '@test/harness/documents';
import type { TestApp } from '@test/harness/test-app';

/**
 * Issue 35: an advisor's grant opens the sections the owner chose, and full numbers only when the
 * owner allows it. Everything outside answers 404, like another household's data, including the
 * screens drawn from several sections (dashboard, estate summary, runway, AI, binder).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-23T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let cpa: TestUser & { advisorId: string };
const rows: Record<string, string> = {};

async function created(response: Response, key: string): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  rows.expense = await created(
    await owner.client.post('/api/expenses', {
      category: 'other',
      vendor: 'City Water',
      costCents: 4200,
      vendorAccount: '5550001234',
    }),
    'expense',
  );
  rows.asset = await created(
    await owner.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      accountNumber: '000111222333',
      balanceCents: 100,
    }),
    'asset',
  );
  rows.document = (
    await uploadDocument(owner.client, { bytes: PNG, name: 'receipt.png' }, { name: 'Receipt' })
  ).id;
  const user = await newUser(t, { fullName: 'Casey Accountant' });
  const contact = await owner.client.post('/api/advisors', {
    name: user.fullName,
    role: 'cpa',
    email: user.email,
  });
  const advisorId = await created(contact, 'advisor');
  const granted = await owner.client.post(`/api/advisors/${advisorId}/access`, {
    level: 'read_write',
    days: 30,
    scope: { sections: ['expenses', 'documents'], revealNumbers: false },
  });
  expect(granted.status, await granted.clone().text()).toBe(200);
  const accepted = await user.client.post('/api/family/invitations/accept', {
    invitation: mailedInvitationCode(t, user.email),
  });
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toMatchObject({
    role: 'advisor',
    advisorGrant: {
      level: 'read_write',
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    },
  });
  cpa = { ...user, advisorId };
});
afterAll(() => t.close());

const inOwners = () => `owners=${owner.id}`;

describe('an advisor with a scope', () => {
  it('is told the scope in the invitation email, and the owner sees it on the card', async () => {
    const mail = t.mailer.latestTo(cpa.email);
    expect(mail?.text).toContain('What you will see: Monthly expenses and Documents.');
    expect(mail?.text).toContain('Account and policy numbers stay masked (last 4 digits).');
    const { advisors } = (await (await owner.client.get('/api/advisors')).json()) as {
      advisors: TAdvisor[];
    };
    expect(advisors.find((advisor) => advisor.id === cpa.advisorId)?.access.scope).toEqual({
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    });
  });

  it('opens the sections it names, reading and writing as the level allows', async () => {
    expect((await cpa.client.get(`/api/expenses?${inOwners()}`)).status).toBe(200);
    expect((await cpa.client.get(`/api/documents?${inOwners()}`)).status).toBe(200);
    expect((await cpa.client.get(`/api/documents/${rows.document}/open`)).status).toBe(302);
    expect((await cpa.client.get(`/api/expenses/export?${inOwners()}`)).status).toBe(200);
    const changed = await cpa.client.put(`/api/expenses/${rows.expense}`, {
      category: 'other',
      vendor: 'City Water',
      costCents: 4500,
    });
    expect(changed.status).toBe(200);
    const added = await cpa.client.post(`/api/expenses?owner=${owner.id}`, {
      category: 'other',
      vendor: 'Trash pickup',
      costCents: 2000,
    });
    expect(added.status).toBe(201);
  });

  it('answers 404 for every section outside it, like another household', async () => {
    for (const path of [
      `/api/assets?${inOwners()}`,
      `/api/loans?${inOwners()}`,
      `/api/properties?${inOwners()}`,
      `/api/investments?${inOwners()}`,
      `/api/policies?${inOwners()}`,
      `/api/estate/instruments?${inOwners()}`,
      `/api/advisors?${inOwners()}`,
      `/api/guidebook?${inOwners()}`,
      `/api/legal-wizard/drafts?${inOwners()}`,
      `/api/assets/export?${inOwners()}`,
      `/api/assets/${rows.asset}/account-number`,
    ])
      expect((await cpa.client.get(path)).status, path).toBe(404);
    const asset = await cpa.client.post(`/api/assets?owner=${owner.id}`, {
      type: 'savings',
      institutionName: 'Ally',
      accountName: 'Not theirs to add',
    });
    expect(asset.status).toBe(404);
    expect((await cpa.client.delete(`/api/assets/${rows.asset}`)).status).toBe(404);
  });

  it('keeps closed what draws on sections it leaves out', async () => {
    for (const path of [
      `/api/dashboard?${inOwners()}`,
      `/api/estate/summary?${inOwners()}`,
      `/api/triggering-event/runway?owner=${owner.id}`,
      `/api/binder?${inOwners()}`,
    ])
      expect((await cpa.client.get(path)).status, path).toBe(404);
    const chat = await cpa.client.post(`/api/ai-financial-assistant?${inOwners()}`, {
      action: 'chat',
      query: 'What do we pay each month?',
    });
    expect(chat.status).toBe(404);
  });

  it('masks full numbers until the owner allows them, and follows a changed scope at once', async () => {
    const reveal = `/api/expenses/${rows.expense}/vendor-account`;
    expect((await cpa.client.get(reveal)).status).toBe(404);
    const changed = await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['expenses', 'accounts'],
      revealNumbers: true,
    });
    expect(changed.status).toBe(200);
    const shown = await cpa.client.get(reveal);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({ vendorAccount: '5550001234' });
    expect((await cpa.client.get(`/api/assets?${inOwners()}`)).status).toBe(200);
    expect((await cpa.client.get(`/api/documents?${inOwners()}`)).status).toBe(404);
    await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    });
  });

  it('changes no document and no loan through an obligation when those are not shared', async () => {
    await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['expenses'],
      revealNumbers: false,
    });
    const documentUrl = `/api/documents/${rows.document}/open`;
    const attach = await cpa.client.put(`/api/expenses/${rows.expense}`, {
      category: 'other',
      vendor: 'City Water',
      costCents: 4500,
      documentUrl,
    });
    expect(attach.status).toBe(404);
    const mortgage = await cpa.client.post(`/api/expenses?owner=${owner.id}`, {
      category: 'home',
      vendor: 'Rocket Mortgage',
      costCents: 210_000,
      homeSubcategory: 'Mortgage',
      outstandingLoanBalanceCents: 31_000_000,
      address: { street: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(mortgage.status, await mortgage.clone().text()).toBe(201);
    expect(((await mortgage.json()) as { loan: unknown }).loan).toBeNull();
    const loans = (await (await owner.client.get('/api/loans')).json()) as { loans: unknown[] };
    expect(loans.loans).toEqual([]);
    // With documents shared, the same attachment goes through.
    await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    });
    const attached = await cpa.client.put(`/api/expenses/${rows.expense}`, {
      category: 'other',
      vendor: 'City Water',
      costCents: 4500,
      documentUrl,
    });
    expect(attached.status).toBe(200);
  });

  it('keeps the assembled part of the guidebook to a grant that also opens the estate plan and documents', async () => {
    await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['guidebook'],
      revealNumbers: false,
    });
    await owner.client.post('/api/advisors', { name: 'Sam Counsel', role: 'attorney' });
    const guidebook = (await (await cpa.client.get(`/api/guidebook?${inOwners()}`)).json()) as {
      assembled: Record<string, unknown[]>;
    };
    expect(Object.values(guidebook.assembled).flat()).toEqual([]);
    const owners = (await (await owner.client.get('/api/guidebook')).json()) as {
      assembled: { firstCalls: unknown[] };
    };
    expect(owners.assembled.firstCalls.length).toBeGreaterThan(0);
    await owner.client.put(`/api/advisors/${cpa.advisorId}/access/scope`, {
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    });
  });

  it('keeps its scope when the owner gives access again without choosing one', async () => {
    const again = await owner.client.post(`/api/advisors/${cpa.advisorId}/access`, {
      level: 'read_write',
      days: 30,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { advisor: TAdvisor }).advisor.access.scope).toEqual({
      sections: ['expenses', 'documents'],
      revealNumbers: false,
    });
  });

  it('refuses a scope with no section, and a section it does not know', async () => {
    const path = `/api/advisors/${cpa.advisorId}/access/scope`;
    const empty = await owner.client.put(path, { sections: [], revealNumbers: false });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { fields: { sections: 'Choose at least one section to share' } },
    });
    expect((await owner.client.put(path, { sections: ['passwords'] })).status).toBe(400);
  });

  it('lists the grant with the household, and an ended one apart, for the advisor to read', async () => {
    const live = (await (await cpa.client.get('/api/family/sources')).json()) as TDataSources;
    expect(live.sources.find((source) => source.id === owner.id)).toMatchObject({
      role: 'advisor',
      canWrite: true,
      advisorGrant: { level: 'read_write', sections: ['expenses', 'documents'], active: true },
    });
    expect(live.endedAdvisorGrants).toEqual([]);
    clock += 31 * DAY_MS;
    const ended = (await (await cpa.client.get('/api/family/sources')).json()) as TDataSources;
    expect(ended.sources.map((source) => source.id)).toEqual([cpa.id]);
    expect(ended.endedAdvisorGrants).toEqual([
      {
        ownerId: owner.id,
        ownerName: 'Olivia Owner',
        ownerEmail: owner.email,
        expiredAt: new Date(Date.parse('2026-11-23T12:00:00Z') + 30 * DAY_MS).toISOString(),
      },
    ]);
    expect((await cpa.client.get(`/api/expenses?${inOwners()}`)).status).toBe(404);
  });
});
