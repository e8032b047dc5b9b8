import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { familyInvitations, subscriptions } from '@server/db/schema';
import type { TInvitation } from '@shared/family/family-schemas';
import { STRONG_PASSWORD, newUser, uniqueEmail, type TestUser } from './accounts';
import { TestClient } from './client';
import { createTestApp, type TestApp } from './test-app';

/**
 * The owner invites `email`: the invitation as the API answered it, plus the code from the
 * email (the API never shows the code to the inviter).
 */
export async function invite(
  owner: TestUser,
  email: string,
  inviteeName = 'Jordan Lee',
): Promise<TInvitation & { code: string }> {
  const response = await owner.client.post('/api/family/invitations', {
    inviteeName,
    inviteeEmail: email,
  });
  expect(response.status).toBe(201);
  const { invitation } = (await response.json()) as { invitation: TInvitation };
  return { ...invitation, code: mailedInvitationCode(owner.client.t, email) };
}

/** The code in the newest invitation email to an address (from its `/?invitation=` link). */
export function mailedInvitationCode(t: TestApp, email: string): string {
  const link = new URL(t.mailer.linkTo(email, '/?invitation='));
  return link.searchParams.get('invitation') ?? '';
}

/** A new person who registers from the owner's invitation: a signed-in guest of the owner. */
export async function newGuest(t: TestApp, owner: TestUser, fullName = 'Jordan Lee') {
  const email = uniqueEmail('guest');
  await invite(owner, email, fullName);
  const client = new TestClient(t);
  const response = await client.post('/api/auth/sign-up-and-accept', {
    fullName,
    email,
    password: STRONG_PASSWORD,
    invitationCode: mailedInvitationCode(t, email),
    acceptedTerms: true,
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { email, password: STRONG_PASSWORD, fullName, client, id: user.id } satisfies TestUser;
}

/** An existing primary user who accepts the owner's invitation, then gets `role`. */
export async function newConnectedMember(
  t: TestApp,
  owner: TestUser,
  role: 'guest' | 'viewer' = 'guest',
): Promise<TestUser> {
  const member = await newUser(t, { fullName: 'Morgan Reyes' });
  await invite(owner, member.email, member.fullName);
  const accepted = await member.client.post('/api/family/invitations/accept', {
    invitation: mailedInvitationCode(t, member.email),
  });
  expect(accepted.status).toBe(200);
  if (role !== 'guest') {
    const changed = await owner.client.patch(`/api/family/members/${member.id}`, { role });
    expect(changed.status).toBe(200);
  }
  return member;
}

/**
 * The real app behind a trusted proxy, each request from its own address: a family test file
 * creates more accounts than one network may in an hour (auth-rate-limits.ts, tested in
 * test/auth/throttling.test.ts).
 */
export async function createFamilyTestApp(
  options: Omit<Parameters<typeof createTestApp>[0], 'trustProxy'> = {},
): Promise<TestApp> {
  const t = await createTestApp({ ...options, trustProxy: true });
  let requests = 0;
  return {
    ...t,
    request(path, init = {}) {
      requests += 1;
      const headers = new Headers(init.headers);
      headers.set(
        'X-Forwarded-For',
        `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
      );
      return t.request(path, { ...init, headers });
    },
  };
}

/** Sets a user's subscription status in the database (e.g. 'canceled'). */
export async function setSubscriptionStatus(t: TestApp, userId: string, status: string) {
  await t.database.db.update(subscriptions).set({ status }).where(eq(subscriptions.userId, userId));
}

/** Moves an invitation's expiry, e.g. into the past. */
export async function setInvitationExpiry(t: TestApp, invitationId: string, expiresAt: Date) {
  await t.database.db
    .update(familyInvitations)
    .set({ expiresAt })
    .where(eq(familyInvitations.id, invitationId));
}

/** The answer is an API error with this status and (part of) this body. */
export async function expectError(
  response: Response,
  status: number,
  error: { code?: string; message?: string; fields?: Record<string, string> },
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ error });
}

/**
 * An existing primary user the owner gave professional access (issue 13): the owner records them
 * as an advisor contact, grants `level` for `days`, and they accept the emailed invitation.
 */
export async function newAdvisor(
  t: TestApp,
  owner: TestUser,
  options: { level?: 'read' | 'read_write'; days?: number; fullName?: string } = {},
): Promise<TestUser & { advisorId: string }> {
  const advisor = await newUser(t, { fullName: options.fullName ?? 'Avery Advisor' });
  const created = await owner.client.post('/api/advisors', {
    name: advisor.fullName,
    role: 'financial_advisor',
    email: advisor.email,
  });
  expect(created.status).toBe(201);
  const advisorId = ((await created.json()) as { advisor: { id: string } }).advisor.id;
  const granted = await owner.client.post(`/api/advisors/${advisorId}/access`, {
    level: options.level ?? 'read',
    days: options.days ?? 60,
  });
  expect(granted.status, await granted.clone().text()).toBe(200);
  const accepted = await advisor.client.post('/api/family/invitations/accept', {
    invitation: mailedInvitationCode(t, advisor.email),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { ...advisor, advisorId };
}
