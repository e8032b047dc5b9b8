import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, uniqueEmail } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'nido.session_token';

describe('sign-in', () => {
  it('signs in a verified user and reports the session user', async () => {
    const user = await newUser(t, { signedIn: false });
    const response = await user.client.post('/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'signed-in',
      user: {
        email: user.email,
        fullName: 'Avery Quinn',
        accountType: 'primary',
        onboardingCompleted: false,
        twoFactorEnabled: false,
      },
    });
    const cookie =
      response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; https deployments get Secure
    const session: unknown = await (await user.client.get('/api/auth/session')).json();
    expect(session).toMatchObject({ user: { email: user.email }, signedOutReason: null });
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const user = await newUser(t, { signedIn: false });
    const wrong = await new TestClient(t).post('/api/auth/sign-in', {
      email: user.email,
      password: 'Wrong-password-1',
    });
    const unknown = await new TestClient(t).post('/api/auth/sign-in', {
      email: uniqueEmail(),
      password: 'Wrong-password-1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      });
    }
  });

  it('issues a new session id at every sign-in', async () => {
    const user = await newUser(t);
    const first = user.client.cookies.get(SESSION_COOKIE);
    await user.client.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(user.client.cookies.get(SESSION_COOKIE)).toBeDefined();
    expect(user.client.cookies.get(SESSION_COOKIE)).not.toBe(first);
  });

  it('sign-out ends the session: the same cookie replayed is signed out', async () => {
    const user = await newUser(t);
    const stolen = user.client.cookies.get(SESSION_COOKIE) ?? '';
    expect((await user.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(user.client.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = new TestClient(t);
    replay.cookies.set(SESSION_COOKIE, stolen);
    expect(await (await replay.get('/api/auth/session')).json()).toMatchObject({ user: null });
    expect((await replay.get('/api/onboarding')).status).toBe(401);
  });

  it('is refused for protected routes without a session', async () => {
    const response = await new TestClient(t).get('/api/account/sessions');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});
