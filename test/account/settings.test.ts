import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('changes the full name, normalised', async () => {
    const user = await newUser(t);
    const response = await user.client.patch('/api/account/profile', {
      fullName: '  Robin <Park> ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { fullName: 'Robin Park' } });
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: { fullName: 'Robin Park' },
    });
  });

  it('refuses an empty name with a field message', async () => {
    const user = await newUser(t);
    const response = await user.client.patch('/api/account/profile', { fullName: '   ' });
    expect(await response.json()).toMatchObject({
      error: { fields: { fullName: 'Please enter your full name' } },
    });
  });
});

describe('email change', () => {
  it('needs the password, then changes the address only when the new one is confirmed', async () => {
    const user = await newUser(t);
    const newEmail = uniqueEmail('moved');
    expect(
      (await user.client.post('/api/account/email', { newEmail, password: 'Wrong-pass-123' }))
        .status,
    ).toBe(401);
    expect(
      (await user.client.post('/api/account/email', { newEmail, password: user.password })).status,
    ).toBe(200);
    expect(t.mailer.latestTo(newEmail)?.subject).toBe('Confirm your new email for Nido');
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: { email: user.email },
    });

    // Clicking the link in another browser confirms the change without signing that browser in.
    const elsewhere = new TestClient(t);
    const confirmed = await elsewhere.post('/api/auth/verify-email', {
      token: verificationToken(t, newEmail),
    });
    expect(await confirmed.json()).toEqual({
      status: 'email-changed',
      email: newEmail,
      invitation: null,
    });
    expect(await (await elsewhere.get('/api/auth/session')).json()).toMatchObject({ user: null });
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: { email: newEmail },
    });
    expect(
      (
        await new TestClient(t).post('/api/auth/sign-in', {
          email: newEmail,
          password: user.password,
        })
      ).status,
    ).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password and the registration rules', async () => {
    const user = await newUser(t);
    const wrong = await user.client.post('/api/account/password', {
      currentPassword: 'Nope-nope-1',
      newPassword: 'Better-Pass-99',
    });
    expect(wrong.status).toBe(401);
    const weak = await user.client.post('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);
    const ok = await user.client.post('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'Better-Pass-99',
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await new TestClient(t).post('/api/auth/sign-in', {
          email: user.email,
          password: 'Better-Pass-99',
        })
      ).status,
    ).toBe(200);
  });

  it('signs out the other devices when asked, keeping this one', async () => {
    const user = await newUser(t);
    const otherDevice = new TestClient(t);
    await otherDevice.post('/api/auth/sign-in', { email: user.email, password: user.password });
    await user.client.post('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'Rotated-Pass-55',
      signOutOtherSessions: true,
    });
    expect((await user.client.get('/api/onboarding')).status).toBe(200);
    expect((await otherDevice.get('/api/onboarding')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('lists this and other devices, and signs out the others', async () => {
    const user = await newUser(t);
    const phone = new TestClient(t, { 'User-Agent': 'Mozilla/5.0 (iPhone)' });
    await phone.post('/api/auth/sign-in', { email: user.email, password: user.password });
    const listed = (await (await user.client.get('/api/account/sessions')).json()) as {
      sessions: { current: boolean; userAgent: string | null }[];
    };
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(listed.sessions.some((session) => session.userAgent === 'Mozilla/5.0 (iPhone)')).toBe(
      true,
    );

    expect((await user.client.post('/api/account/sessions/revoke-others')).status).toBe(200);
    expect((await phone.get('/api/onboarding')).status).toBe(401);
    expect((await user.client.get('/api/onboarding')).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('needs the password and the word DELETE, then removes the user and signs out', async () => {
    const user = await newUser(t);
    const noWord = await user.client.delete('/api/account', {
      password: user.password,
      confirmation: 'delete',
    });
    expect(await noWord.json()).toMatchObject({
      error: { fields: { confirmation: 'Type DELETE to confirm' } },
    });
    expect(
      (
        await user.client.delete('/api/account', {
          password: 'Wrong-pass-1',
          confirmation: 'DELETE',
        })
      ).status,
    ).toBe(401);

    const deleted = await user.client.delete('/api/account', {
      password: user.password,
      confirmation: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await user.client.get('/api/onboarding')).status).toBe(401);
    const { users, profiles, subscriptions } = await import('@server/db/schema');
    const { eq } = await import('drizzle-orm');
    expect(
      await t.database.db.select().from(users).where(eq(users.email, user.email)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.email, user.email)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toHaveLength(0);
    expect(
      (
        await new TestClient(t).post('/api/auth/sign-in', {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(401);
  });
});
