import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { TestClient } from '@test/harness/client';
import type { TestApp } from '@test/harness/test-app';
import {
  newUser,
  STRONG_PASSWORD,
  uniqueEmail,
  verificationToken,
  type TestUser,
} from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  invite,
  mailedInvitationCode,
  newConnectedMember,
  newGuest,
  setInvitationExpiry,
  setSubscriptionStatus,
} from '@test/harness/family';
import type { TVerifyEmailResponse } from '@shared/auth/auth-schemas';
import type { TSessionUser } from '@shared/auth/session-view';
import type {
  TFamilyOverview,
  TInvitation,
  TInvitationDetails,
} from '@shared/family/family-schemas';

const INVALID_CODE = 'Invalid or expired invitation code';
const ALREADY_ACCEPTED = 'This invitation has already been accepted';
const ALREADY_PENDING = 'An invitation to this address is already pending. Resend it instead.';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

async function overview(user: TestUser): Promise<TFamilyOverview> {
  const response = await user.client.get('/api/family');
  expect(response.status).toBe(200);
  return (await response.json()) as TFamilyOverview;
}

async function listed(user: TestUser, id: string): Promise<TInvitation | undefined> {
  return (await overview(user)).invitations.find((invitation) => invitation.id === id);
}

/** GET /api/invitations/{reference} as a visitor without a session. */
function details(reference: string): Promise<Response> {
  return new TestClient(t).get(`/api/invitations/${reference}`);
}

function accept(user: TestUser, reference: string): Promise<Response> {
  return user.client.post('/api/family/invitations/accept', { invitation: reference });
}

function mailsTo(email: string) {
  return t.mailer.sent.filter((mail) => mail.to === email);
}

function signUpAndAccept(client: TestClient, body: Record<string, unknown>) {
  return client.post('/api/auth/sign-up-and-accept', {
    fullName: 'Jordan Lee',
    password: STRONG_PASSWORD,
    acceptedTerms: true,
    ...body,
  });
}

describe('inviting', () => {
  it('mails the invitee a link with the code and lists the invitation as pending', async () => {
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const response = await owner.client.post('/api/family/invitations', {
      inviteeName: ' Jordan <Lee> ',
      inviteeEmail: `  ${email.toUpperCase()} `,
    });
    expect(response.status).toBe(201);
    const { invitation } = (await response.json()) as { invitation: TInvitation };
    expect(invitation).toMatchObject({
      inviteeName: 'Jordan Lee',
      inviteeEmail: email,
      status: 'pending',
      acceptedAt: null,
    });
    // The code is the invitee's proof of their mailbox: only the email holds it.
    expect(invitation).not.toHaveProperty('code');
    const lifetime = new Date(invitation.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(lifetime).toBeLessThan(7 * DAY_MS + 60_000);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Olivia Owner invited you to their family on Nido');
    expect(mails[0]?.text).toContain('Hi Jordan,');
    expect(mailedInvitationCode(t, email)).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(t.mailer.linkTo(email, '/?invitation=')).toBe(
      `http://localhost:3000/?invitation=${mailedInvitationCode(t, email)}`,
    );

    const { canInvite, invitations } = await overview(owner);
    expect(canInvite).toBe(true);
    expect(invitations).toContainEqual(invitation);
  });

  it('refuses a bad address and an empty name with field messages, and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const response = await owner.client.post('/api/family/invitations', {
      inviteeName: '  <> ',
      inviteeEmail: 'not-an-email',
    });
    await expectError(response, 400, {
      code: 'VALIDATION_FAILED',
      fields: {
        inviteeName: 'Please enter your full name',
        inviteeEmail: 'Please enter a valid email address',
      },
    });
    expect(t.mailer.sent.length).toBe(before);
    expect((await overview(owner)).invitations.map((row) => row.inviteeEmail)).not.toContain(
      'not-an-email',
    );
  });

  it('refuses to invite yourself', async () => {
    const response = await owner.client.post('/api/family/invitations', {
      inviteeName: 'Me Again',
      inviteeEmail: owner.email.toUpperCase(),
    });
    await expectError(response, 400, {
      code: 'VALIDATION_FAILED',
      fields: { inviteeEmail: "You can't invite yourself." },
    });
    expect(mailsTo(owner.email).map((mail) => mail.subject)).not.toContain(
      'Olivia Owner invited you to their family on Nido',
    );
  });

  it('refuses a second invitation while one to the address is pending, but not once it expired', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(owner, email);
    const again = await owner.client.post('/api/family/invitations', {
      inviteeName: 'Jordan Lee',
      inviteeEmail: email,
    });
    await expectError(again, 409, {
      code: 'CONFLICT',
      message: ALREADY_PENDING,
      fields: { inviteeEmail: ALREADY_PENDING },
    });
    expect(mailsTo(email)).toHaveLength(1);

    await setInvitationExpiry(t, first.id, new Date(Date.now() - 1000));
    const fresh = await invite(owner, email);
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.code).not.toBe(first.code);
  });

  it('refuses to invite someone who already has access', async () => {
    const member = await newConnectedMember(t, owner);
    const response = await owner.client.post('/api/family/invitations', {
      inviteeName: member.fullName,
      inviteeEmail: member.email,
    });
    await expectError(response, 409, {
      code: 'CONFLICT',
      message: 'This person already has access to your family data.',
    });
  });

  it('is not offered, and refused, while the inviter has no active subscription', async () => {
    const lapsed = await newUser(t, { fullName: 'Lapsed Larry' });
    await setSubscriptionStatus(t, lapsed.id, 'canceled');
    expect((await overview(lapsed)).canInvite).toBe(false);
    const email = uniqueEmail('not-sent');
    const response = await lapsed.client.post('/api/family/invitations', {
      inviteeName: 'Jordan Lee',
      inviteeEmail: email,
    });
    await expectError(response, 402, {
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Inviting family members needs an active subscription.',
    });
    expect(mailsTo(email)).toHaveLength(0);
    expect((await overview(lapsed)).invitations).toEqual([]);

    await setSubscriptionStatus(t, lapsed.id, 'active');
    expect((await overview(lapsed)).canInvite).toBe(true);
  });

  it('is not offered to a guest, and refused', async () => {
    const guest = await newGuest(t, owner);
    expect((await overview(guest)).canInvite).toBe(false);
    const email = uniqueEmail('from-guest');
    const response = await guest.client.post('/api/family/invitations', {
      inviteeName: 'Casey Guest',
      inviteeEmail: email,
    });
    await expectError(response, 403, { code: 'FORBIDDEN' });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('caps the invitations one person sends in a day', async () => {
    const busy = await newUser(t, { fullName: 'Busy Inviter' });
    for (let index = 0; index < 50; index += 1) await invite(busy, uniqueEmail('many'));
    await expectError(
      await busy.client.post('/api/family/invitations', {
        inviteeName: 'One Too Many',
        inviteeEmail: uniqueEmail('many'),
      }),
      429,
      {
        code: 'RATE_LIMITED',
        message: 'You can send up to 50 invitations a day. Please try again tomorrow.',
      },
    );
  });

  it('needs a session', async () => {
    const response = await new TestClient(t).post('/api/family/invitations', {
      inviteeName: 'Jordan Lee',
      inviteeEmail: uniqueEmail(),
    });
    await expectError(response, 401, { code: 'UNAUTHENTICATED' });
  });
});

describe('invitation details', () => {
  it('are public, by code (any case)', async () => {
    const email = uniqueEmail('details');
    const invitation = await invite(owner, email, 'Dana Details');
    const expected: TInvitationDetails = {
      inviterName: 'Olivia Owner',
      inviteeEmail: email,
      inviteeName: 'Dana Details',
      status: 'pending',
      role: 'guest',
      advisorGrant: null,
    };
    for (const reference of [invitation.code, invitation.code.toLowerCase()]) {
      const response = await details(reference);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(expected);
    }
  });

  it('are not given for an id: only the emailed code names the invitee', async () => {
    const email = uniqueEmail('by-id');
    const invitation = await invite(owner, email, 'Ivy Byid');
    for (const reference of [invitation.id, invitation.id.toUpperCase(), ` ${invitation.id}`]) {
      const response = await details(encodeURIComponent(reference));
      await expectError(response, 404, { code: 'NOT_FOUND', message: INVALID_CODE });
    }
    // Not for the inviter signed in either: the route is the public one.
    const asInviter = await owner.client.get(`/api/invitations/${invitation.id}`);
    expect(asInviter.status).toBe(404);
    expect(await asInviter.text()).not.toContain(email);
    // The invitee, signed in, still accepts by id (spec §7 accept_family_invitation).
    const invitee = await newUser(t, { email, fullName: 'Ivy Byid' });
    expect((await accept(invitee, invitation.id)).status).toBe(200);
  });

  it('name nobody once the invitation cannot be used', async () => {
    const invitation = await invite(owner, uniqueEmail('gone'));
    await owner.client.delete(`/api/family/invitations/${invitation.id}`);
    expect(await (await t.request(`/api/invitations/${invitation.code}`)).json()).toEqual({
      inviterName: '',
      inviteeEmail: '',
      inviteeName: '',
      status: 'revoked',
      role: 'guest',
      advisorGrant: null,
    });
  });

  it('answer 404 for an unknown code or id', async () => {
    for (const reference of [
      'ZZZZZZZZZZZZ',
      '5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c',
      'not-an-invitation-id',
    ]) {
      await expectError(await details(reference), 404, {
        code: 'NOT_FOUND',
        message: INVALID_CODE,
      });
    }
  });
});

describe('accepting', () => {
  it('by code connects an existing user as a guest of the inviter, once', async () => {
    const member = await newUser(t, { fullName: 'Morgan Reyes' });
    const invitation = await invite(owner, member.email, 'Morgan Reyes');
    const response = await accept(member, invitation.code.toLowerCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      inviterName: 'Olivia Owner',
      role: 'guest',
      advisorGrant: null,
    });

    const sent = await listed(owner, invitation.id);
    expect(sent?.status).toBe('accepted');
    expect(sent?.acceptedAt).not.toBeNull();
    expect((await (await details(invitation.code)).json()) as TInvitationDetails).toMatchObject({
      status: 'accepted',
    });
    expect((await overview(owner)).members).toContainEqual(
      expect.objectContaining({
        userId: member.id,
        email: member.email,
        role: 'guest',
        accountType: 'primary',
      }),
    );
    const { user } = (await (await member.client.get('/api/auth/session')).json()) as {
      user: TSessionUser;
    };
    expect(user).toMatchObject({ accountType: 'primary', invitedBy: owner.id });

    await expectError(await accept(member, invitation.code), 409, {
      code: 'CONFLICT',
      message: ALREADY_ACCEPTED,
    });
    await expectError(await accept(member, invitation.id), 409, { message: ALREADY_ACCEPTED });
  });

  it('by id works the same', async () => {
    const member = await newUser(t, { fullName: 'Ida Byid' });
    const invitation = await invite(owner, member.email, 'Ida Byid');
    const response = await accept(member, invitation.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      inviterName: 'Olivia Owner',
      role: 'guest',
      advisorGrant: null,
    });
    expect((await listed(owner, invitation.id))?.status).toBe('accepted');
  });

  it('refuses an expired invitation, which shows as expired', async () => {
    const member = await newUser(t);
    const invitation = await invite(owner, member.email);
    await setInvitationExpiry(t, invitation.id, new Date(Date.now() - 1000));
    expect(await (await details(invitation.code)).json()).toMatchObject({ status: 'expired' });
    expect((await listed(owner, invitation.id))?.status).toBe('expired');
    await expectError(await accept(member, invitation.code), 404, {
      code: 'NOT_FOUND',
      message: INVALID_CODE,
    });
    expect((await overview(owner)).members.map((row) => row.userId)).not.toContain(member.id);
  });

  it('refuses a revoked invitation, which shows as revoked', async () => {
    const member = await newUser(t);
    const invitation = await invite(owner, member.email);
    const revoked = await owner.client.delete(`/api/family/invitations/${invitation.id}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ ok: true });
    expect(await (await details(invitation.code)).json()).toMatchObject({ status: 'revoked' });
    expect((await listed(owner, invitation.id))?.status).toBe('revoked');
    await expectError(await accept(member, invitation.code), 404, {
      code: 'NOT_FOUND',
      message: INVALID_CODE,
    });
    await expectError(await accept(member, invitation.id), 404, { message: INVALID_CODE });
  });

  it('refuses someone signed in with another address, and leaves the invitation pending', async () => {
    const invitation = await invite(owner, uniqueEmail('intended'));
    const other = await newUser(t);
    await expectError(await accept(other, invitation.code), 403, {
      code: 'FORBIDDEN',
      message:
        'This invitation was sent to another email address. Sign in with the address it was sent to.',
    });
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
    expect((await overview(owner)).members.map((row) => row.userId)).not.toContain(other.id);
  });

  it('refuses the inviter accepting their own invitation', async () => {
    const invitation = await invite(owner, uniqueEmail('own'));
    await expectError(await accept(owner, invitation.code), 400, {
      code: 'BAD_REQUEST',
      message: "You can't accept your own invitation.",
    });
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });

  it('answers 404 for an unknown code', async () => {
    const member = await newUser(t);
    await expectError(await accept(member, 'ZZZZZZZZZZZZ'), 404, { message: INVALID_CODE });
  });

  it('needs a session', async () => {
    const invitation = await invite(owner, uniqueEmail('nobody'));
    const response = await new TestClient(t).post('/api/family/invitations/accept', {
      invitation: invitation.code,
    });
    await expectError(response, 401, { code: 'UNAUTHENTICATED' });
  });
});

describe('resending and revoking', () => {
  it('resending gives a pending invitation a fresh 7 days and mails it again', async () => {
    const email = uniqueEmail('resend');
    const invitation = await invite(owner, email);
    await setInvitationExpiry(t, invitation.id, new Date(Date.now() + DAY_MS));
    const before = Date.now();
    const response = await owner.client.post(`/api/family/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(200);
    const { invitation: resent } = (await response.json()) as { invitation: TInvitation };
    expect(resent).toMatchObject({ id: invitation.id, status: 'pending' });
    expect(resent).not.toHaveProperty('code');
    const expiresAt = new Date(resent.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(new Date(invitation.expiresAt).getTime());
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiresAt).toBeLessThan(before + 7 * DAY_MS + 60_000);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailedInvitationCode(t, email)).toBe(invitation.code);
  });

  it('resending makes an expired invitation pending and acceptable again', async () => {
    const member = await newUser(t);
    const invitation = await invite(owner, member.email);
    await setInvitationExpiry(t, invitation.id, new Date(Date.now() - 1000));
    const response = await owner.client.post(`/api/family/invitations/${invitation.id}/resend`);
    expect(await response.json()).toMatchObject({ invitation: { status: 'pending' } });
    expect(await (await details(invitation.code)).json()).toMatchObject({ status: 'pending' });
    expect((await accept(member, mailedInvitationCode(t, member.email))).status).toBe(200);
  });

  it('refuses to resend or revoke an accepted invitation', async () => {
    const member = await newUser(t);
    const invitation = await invite(owner, member.email);
    expect((await accept(member, invitation.code)).status).toBe(200);
    const before = mailsTo(member.email).length;
    await expectError(
      await owner.client.post(`/api/family/invitations/${invitation.id}/resend`),
      409,
      { code: 'CONFLICT' },
    );
    await expectError(await owner.client.delete(`/api/family/invitations/${invitation.id}`), 409, {
      code: 'CONFLICT',
      message: 'This invitation was already accepted. Remove their access instead.',
    });
    expect(mailsTo(member.email)).toHaveLength(before);
    expect((await listed(owner, invitation.id))?.status).toBe('accepted');
  });

  it('refuses to resend a revoked invitation, pointing to a new one', async () => {
    const invitation = await invite(owner, uniqueEmail('revoked'));
    expect((await owner.client.delete(`/api/family/invitations/${invitation.id}`)).status).toBe(
      200,
    );
    await expectError(
      await owner.client.post(`/api/family/invitations/${invitation.id}/resend`),
      409,
      { code: 'CONFLICT', message: 'This invitation was revoked. Send a new invitation instead.' },
    );
  });

  it('answers a too-short code like any unknown one', async () => {
    await expectError(await owner.client.get('/api/invitations/AB'), 404, {
      code: 'NOT_FOUND',
      message: 'Invalid or expired invitation code',
    });
  });

  it("answers 404 for another user's invitation and leaves it as it was", async () => {
    const email = uniqueEmail('not-yours');
    const invitation = await invite(owner, email);
    const stranger = await newUser(t);
    await expectError(
      await stranger.client.post(`/api/family/invitations/${invitation.id}/resend`),
      404,
      { code: 'NOT_FOUND' },
    );
    await expectError(
      await stranger.client.delete(`/api/family/invitations/${invitation.id}`),
      404,
      {
        code: 'NOT_FOUND',
      },
    );
    expect(mailsTo(email)).toHaveLength(1);
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });
});

describe('signing up from an invitation', () => {
  it('creates a verified guest of the inviter, signed in, without a verification email', async () => {
    const email = uniqueEmail('new-guest');
    const invitation = await invite(owner, email);
    const client = new TestClient(t);
    const response = await signUpAndAccept(client, {
      email: email.toUpperCase(),
      invitationCode: invitation.code,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: true; user: TSessionUser };
    expect(body).toMatchObject({
      success: true,
      inviterName: 'Olivia Owner',
      user: {
        email,
        fullName: 'Jordan Lee',
        emailVerified: true,
        accountType: 'guest',
        invitedBy: owner.id,
      },
    });
    const session = (await (await client.get('/api/auth/session')).json()) as {
      user: TSessionUser;
    };
    expect(session.user).toEqual(body.user);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
      'Olivia Owner invited you to their family on Nido',
    ]);
    expect((await listed(owner, invitation.id))?.status).toBe('accepted');
    expect((await overview(owner)).members).toContainEqual(
      expect.objectContaining({ userId: body.user.id, role: 'guest', accountType: 'guest' }),
    );
    const signIn = await new TestClient(t).post('/api/auth/sign-in', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses the invitation's id: only the emailed code proves the address", async () => {
    const email = uniqueEmail('by-id');
    const invitation = await invite(owner, email);
    await expectError(
      await signUpAndAccept(new TestClient(t), { email, invitationCode: invitation.id }),
      404,
      { code: 'NOT_FOUND', message: 'Invalid or expired invitation code' },
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });

  it('refuses another address and creates no account', async () => {
    const invitation = await invite(owner, uniqueEmail('meant-for'));
    const email = uniqueEmail('forwarded');
    const response = await signUpAndAccept(new TestClient(t), {
      email,
      invitationCode: invitation.code,
    });
    await expectError(response, 403, {
      code: 'FORBIDDEN',
      message:
        'This invitation was sent to another email address. Sign in with the address it was sent to.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const signIn = await new TestClient(t).post('/api/auth/sign-in', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(401);
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });

  it('refuses an address that already has an account', async () => {
    const existing = await newUser(t);
    const invitation = await invite(owner, existing.email);
    const response = await signUpAndAccept(new TestClient(t), {
      email: existing.email,
      invitationCode: invitation.code,
    });
    await expectError(response, 409, {
      code: 'CONFLICT',
      message: 'An account with this email already exists. Sign in to accept the invitation.',
    });
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });

  it('refuses an unknown or already accepted code', async () => {
    await expectError(
      await signUpAndAccept(new TestClient(t), {
        email: uniqueEmail(),
        invitationCode: 'ZZZZZZZZZZZZ',
      }),
      404,
      { code: 'NOT_FOUND', message: INVALID_CODE },
    );
    const guest = await newGuest(t, owner);
    await expectError(
      await signUpAndAccept(new TestClient(t), {
        email: guest.email,
        invitationCode: mailedInvitationCode(t, guest.email),
      }),
      409,
      { message: ALREADY_ACCEPTED },
    );
  });

  it('refuses a weak password with the field message', async () => {
    const email = uniqueEmail('weak');
    const invitation = await invite(owner, email);
    const response = await signUpAndAccept(new TestClient(t), {
      email,
      password: 'short',
      invitationCode: invitation.code,
    });
    await expectError(response, 400, {
      code: 'VALIDATION_FAILED',
      fields: {
        password:
          'Password must be at least 10 characters. Must contain an uppercase letter. Must contain a number. Must contain a special character',
      },
    });
    expect((await listed(owner, invitation.id))?.status).toBe('pending');
  });
});

describe('verifying an invited address', () => {
  /** Registers `email` the ordinary way and follows the verification link. */
  async function registerAndVerify(email: string) {
    const user = await newUser(t, { email, verified: false, signedIn: false });
    const response = await user.client.post('/api/auth/verify-email', {
      token: verificationToken(t, email),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as TVerifyEmailResponse;
  }

  it('offers the pending invitation', async () => {
    const email = uniqueEmail('verify');
    const invitation = await invite(owner, email);
    expect(await registerAndVerify(email)).toEqual({
      status: 'verified',
      email,
      invitation: { code: invitation.code, inviterName: 'Olivia Owner' },
    });
  });

  it("offers nothing when the inviter's subscription is not active", async () => {
    const inviter = await newUser(t, { fullName: 'Lapsed Lena' });
    const email = uniqueEmail('verify-lapsed');
    await invite(inviter, email);
    await setSubscriptionStatus(t, inviter.id, 'canceled');
    expect(await registerAndVerify(email)).toMatchObject({ status: 'verified', invitation: null });
  });

  it('offers nothing once the invitation expired', async () => {
    const email = uniqueEmail('verify-expired');
    const invitation = await invite(owner, email);
    await setInvitationExpiry(t, invitation.id, new Date(Date.now() - 1000));
    expect(await registerAndVerify(email)).toMatchObject({ status: 'verified', invitation: null });
  });
});
