import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { activityEvents, emailVerificationLinks, sessions, users } from '@server/db/schema';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The session cookie a response sets, or '' when it sets none. */
function sessionCookie(response: Response): string {
  return (
    response.headers.getSetCookie().find((value) => value.startsWith('nido.session_token=')) ?? ''
  );
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('email verification', () => {
  it('refuses to sign in before verification with the spec message', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const response = await user.client.post('/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please check your email and click the verification link before signing in.',
      },
    });
  });

  it('signs the person in with a normal session cookie, and logs the sign-in', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const phone = new TestClient(t, { 'User-Agent': 'Mozilla/5.0 (iPhone)' });
    const response = await phone.post('/api/auth/verify-email', {
      token: verificationToken(t, user.email),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'verified',
      email: user.email,
      invitation: null,
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/Max-Age=\d+/i);

    const session = (await (await phone.get('/api/auth/session')).json()) as {
      user: { id: string; email: string; emailVerified: boolean; onboardingCompleted: boolean };
    };
    expect(session.user).toMatchObject({
      email: user.email,
      emailVerified: true,
      onboardingCompleted: false,
    });
    expect((await phone.get('/api/onboarding')).status).toBe(200);
    // Recorded as a sign-in is: the device in the session list, the entry in the activity log.
    const listed = (await (await phone.get('/api/account/sessions')).json()) as {
      sessions: { current: boolean; userAgent: string | null }[];
    };
    expect(listed.sessions).toEqual([
      expect.objectContaining({ current: true, userAgent: 'Mozilla/5.0 (iPhone)' }),
    ]);
    const signIns = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.actorId, session.user.id), eq(activityEvents.action, 'sign_in')),
      );
    expect(signIns).toHaveLength(1);
  });

  it('refuses the same link a second time with the spec message, and signs no one in', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const token = verificationToken(t, user.email);
    expect((await user.client.post('/api/auth/verify-email', { token })).status).toBe(200);
    const [{ id } = { id: '' }] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    const sessionsBefore = await sessionCount(id);

    for (const again of [new TestClient(t), user.client]) {
      const response = await again.post('/api/auth/verify-email', { token });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'TOKEN_INVALID',
          message:
            'This verification link has expired or has already been used. Please request a new verification email.',
        },
      });
      expect(sessionCookie(response)).toBe('');
    }
    const stranger = new TestClient(t);
    await stranger.post('/api/auth/verify-email', { token });
    expect(await (await stranger.get('/api/auth/session')).json()).toMatchObject({ user: null });
    expect(await sessionCount(id)).toBe(sessionsBefore);
  });

  it('signs no one in from an older link of an address verified since', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const older = verificationToken(t, user.email);
    await new TestClient(t).post('/api/auth/resend-verification', { email: user.email });
    const newer = verificationToken(t, user.email);
    expect(newer).not.toBe(older);
    expect((await new TestClient(t).post('/api/auth/verify-email', { token: newer })).status).toBe(
      200,
    );

    const elsewhere = new TestClient(t);
    const response = await elsewhere.post('/api/auth/verify-email', { token: older });
    expect(await response.json()).toEqual({
      status: 'already-verified',
      email: user.email,
      invitation: null,
    });
    expect(sessionCookie(response)).toBe('');
    expect(await (await elsewhere.get('/api/auth/session')).json()).toMatchObject({ user: null });
  });

  it('does not stand in for a second factor: an account with one verifies but must sign in', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    await t.database.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.email, user.email));
    const response = await user.client.post('/api/auth/verify-email', {
      token: verificationToken(t, user.email),
    });
    expect(await response.json()).toMatchObject({ status: 'verified', email: user.email });
    expect(sessionCookie(response)).toBe('');
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.emailVerified).toBe(true);
    expect(await sessionCount(row?.id ?? '')).toBe(0);
  });

  it('rejects an unknown token', async () => {
    const response = await new TestClient(t).post('/api/auth/verify-email', {
      token: 'made-up-token',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'TOKEN_INVALID',
        message: 'Invalid verification link. Please check your email and try again.',
      },
    });
  });

  it('rejects an expired link', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const token = verificationToken(t, user.email);
    await t.database.db
      .update(emailVerificationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await user.client.post('/api/auth/verify-email', { token });
    expect(await response.json()).toMatchObject({
      error: {
        code: 'TOKEN_EXPIRED',
        message: 'This verification link has expired. Please request a new one.',
      },
    });
  });

  it('resend answers the same for unknown, unverified and verified addresses, and mails only the unverified', async () => {
    const unverified = await newUser(t, { verified: false, signedIn: false });
    const verified = await newUser(t);
    const before = t.mailer.sent.length;
    for (const email of [uniqueEmail('nobody'), unverified.email, verified.email]) {
      const response = await new TestClient(t).post('/api/auth/resend-verification', { email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    const newMail = t.mailer.sent.slice(before);
    expect(newMail.map((mail) => mail.to)).toEqual([unverified.email]);
  });
});
