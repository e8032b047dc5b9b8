import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { ADVISOR_SECTIONS } from '@shared/advisors/advisor-scope';
import type { TActivityEntry, TDataSource, TFamilyMember } from '@shared/family/family-schemas';
import { newUser, uniqueEmail, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, mailedInvitationCode, newAdvisor } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 13: professional access, with the app's clock under the test's control.
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-23T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

async function advisorCard(owner: TestUser, id: string): Promise<TAdvisor> {
  const response = await owner.client.get('/api/advisors');
  expect(response.status).toBe(200);
  const { advisors } = (await response.json()) as { advisors: TAdvisor[] };
  const found = advisors.find((advisor) => advisor.id === id);
  if (!found) throw new Error('advisor not listed');
  return found;
}

async function activity(owner: TestUser): Promise<TActivityEntry[]> {
  return (
    (await (await owner.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    }
  ).entries;
}

const ownersExpenses = (owner: TestUser) => `/api/expenses?owners=${owner.id}`;

describe('professional access', () => {
  it('lets a read-only advisor see the household for 60 days, logged, and nothing more', async () => {
    const owner = await newUser(t, { fullName: 'Olivia Owner' });
    const before = clock;
    const advisor = await newAdvisor(t, owner, { fullName: 'Ada Advisor' });
    const mail = t.mailer.latestTo(advisor.email);
    expect(mail?.subject).toBe('Olivia Owner gave you access to their records on Nido');
    expect(mail?.text).toContain('professional access (view only) for 60 days');
    expect(mail?.text).toContain('What you will see: everything in the household.');
    expect(mail?.text).toContain('Account and policy numbers stay masked');

    const card = await advisorCard(owner, advisor.advisorId);
    expect(card.access).toEqual({
      status: 'active',
      level: 'read',
      expiresAt: new Date(before + 60 * DAY_MS).toISOString(),
      scope: { sections: [...ADVISOR_SECTIONS], revealNumbers: false },
    });
    const members = (
      (await (await owner.client.get('/api/family')).json()) as {
        members: TFamilyMember[];
      }
    ).members;
    expect(members).toContainEqual(
      expect.objectContaining({
        userId: advisor.id,
        role: 'advisor',
        advisorGrant: {
          level: 'read',
          expiresAt: card.access.expiresAt,
          active: true,
          sections: [...ADVISOR_SECTIONS],
          revealNumbers: false,
        },
      }),
    );

    const { sources } = (await (await advisor.client.get('/api/family/sources')).json()) as {
      sources: TDataSource[];
    };
    expect(sources.find((source) => source.id === owner.id)).toMatchObject({
      role: 'advisor',
      canWrite: false,
      canAdd: false,
    });
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);
    const write = await advisor.client.post(`/api/expenses?owner=${owner.id}`, {
      category: 'other',
      vendor: 'Not allowed',
    });
    expect(write.status).toBe(404);

    // Every view is logged; only a repeat within a minute counts as the same one.
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);
    clock += 61_000;
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);
    const views = (await activity(owner)).filter(
      (entry) => entry.actorName === 'Ada Advisor' && entry.action === 'view',
    );
    expect(views).toHaveLength(2);
  });

  it('ends by itself: an expired grant answers like a revoked one until the owner renews it', async () => {
    const owner = await newUser(t);
    const advisor = await newAdvisor(t, owner, { days: 30 });
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);

    clock += 30 * DAY_MS + 1_000;
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(404);
    const { sources } = (await (await advisor.client.get('/api/family/sources')).json()) as {
      sources: TDataSource[];
    };
    expect(sources.map((source) => source.id)).not.toContain(owner.id);
    expect((await advisorCard(owner, advisor.advisorId)).access.status).toBe('expired');

    const renewed = await owner.client.post(`/api/advisors/${advisor.advisorId}/access/renew`, {
      days: 60,
    });
    expect(renewed.status).toBe(200);
    const { advisor: card } = (await renewed.json()) as { advisor: TAdvisor };
    expect(card.access).toMatchObject({
      status: 'active',
      expiresAt: new Date(clock + 60 * DAY_MS).toISOString(),
    });
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);
  });

  it('is revoked at once, also on a warm session, and so is a pending invitation', async () => {
    const owner = await newUser(t);
    const advisor = await newAdvisor(t, owner);
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);
    const revoked = await owner.client.delete(`/api/advisors/${advisor.advisorId}/access`);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { advisor: TAdvisor }).advisor.access.status).toBe('none');
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(404);

    const invitee = await newUser(t);
    const created = await owner.client.post('/api/advisors', {
      name: 'Ivy Invitee',
      role: 'cpa',
      email: invitee.email,
    });
    const { advisor: contact } = (await created.json()) as { advisor: TAdvisor };
    await owner.client.post(`/api/advisors/${contact.id}/access`, { level: 'read', days: 10 });
    expect((await advisorCard(owner, contact.id)).access.status).toBe('invited');
    await owner.client.delete(`/api/advisors/${contact.id}/access`);
    const accepted = await invitee.client.post('/api/family/invitations/accept', {
      invitation: mailedInvitationCode(t, invitee.email),
    });
    expect(accepted.status).toBe(404);
    expect((await invitee.client.get(ownersExpenses(owner))).status).toBe(404);
  });

  it('lets a bookkeeper write, logs the change, and ends when the advisor is deleted', async () => {
    const owner = await newUser(t);
    const bookkeeper = await newAdvisor(t, owner, { level: 'read_write', fullName: 'Bo Keeper' });
    const added = await bookkeeper.client.post(`/api/expenses?owner=${owner.id}`, {
      category: 'other',
      vendor: 'Payroll service',
    });
    expect(added.status).toBe(201);
    expect(await activity(owner)).toContainEqual(
      expect.objectContaining({
        actorName: 'Bo Keeper',
        action: 'create',
        subject: 'expenses',
        detail: 'Payroll service',
      }),
    );
    expect((await owner.client.delete(`/api/advisors/${bookkeeper.advisorId}`)).status).toBe(200);
    expect((await bookkeeper.client.get(ownersExpenses(owner))).status).toBe(404);
  });

  it('needs an email address to invite, and refuses a day count out of range', async () => {
    const owner = await newUser(t);
    const created = await owner.client.post('/api/advisors', { name: 'No Mail', role: 'banker' });
    const { advisor } = (await created.json()) as { advisor: TAdvisor };
    const noEmail = await owner.client.post(`/api/advisors/${advisor.id}/access`, {
      level: 'read',
    });
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toMatchObject({
      error: { fields: { email: expect.stringContaining('email address') as string } },
    });
    await owner.client.put(`/api/advisors/${advisor.id}`, {
      name: 'No Mail',
      role: 'banker',
      email: uniqueEmail('banker'),
    });
    const tooLong = await owner.client.post(`/api/advisors/${advisor.id}/access`, {
      level: 'read',
      days: 400,
    });
    expect(tooLong.status).toBe(400);
    expect((await advisorCard(owner, advisor.id)).access.status).toBe('none');
  });
});

describe('what only the owner may do with an advisor who has access', () => {
  it('keeps the grant out of family roles, and away from guests and bookkeepers', async () => {
    const owner = await newUser(t);
    const advisor = await newAdvisor(t, owner, { fullName: 'Cora Cpa' });
    const bookkeeper = await newAdvisor(t, owner, { level: 'read_write', fullName: 'Bea Books' });

    // The Family page cannot turn a read-only advisor into a guest who writes.
    const promoted = await owner.client.patch(`/api/family/members/${advisor.id}`, {
      role: 'guest',
    });
    expect(promoted.status).toBe(404);
    const write = await advisor.client.post(`/api/expenses?owner=${owner.id}`, {
      category: 'other',
      vendor: 'Still not allowed',
    });
    expect(write.status).toBe(404);

    // A bookkeeper may edit contacts, but not end another advisor's access.
    const card = await advisorCard(owner, advisor.advisorId);
    const removed = await bookkeeper.client.delete(`/api/advisors/${advisor.advisorId}`);
    expect(removed.status).toBe(409);
    const readdressed = await bookkeeper.client.put(`/api/advisors/${advisor.advisorId}`, {
      name: card.name,
      role: card.role,
      email: uniqueEmail('someone-else'),
    });
    expect(readdressed.status).toBe(409);
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(200);

    // The owner giving the contact a new address ends the old person's access.
    const changed = await owner.client.put(`/api/advisors/${advisor.advisorId}`, {
      name: card.name,
      role: card.role,
      email: uniqueEmail('new-cpa'),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { advisor: TAdvisor }).advisor.access.status).toBe('none');
    expect((await advisor.client.get(ownersExpenses(owner))).status).toBe(404);
  });

  it("leaves a professional's own household their default view", async () => {
    const owner = await newUser(t);
    const advisor = await newAdvisor(t, owner);
    const profile = (await (await advisor.client.get('/api/auth/session')).json()) as {
      user?: { invitedBy?: string | null };
    };
    expect(profile.user?.invitedBy ?? null).toBeNull();
  });
});
