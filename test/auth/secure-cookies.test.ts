import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { STRONG_PASSWORD, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://nido.example.com' });
});
afterAll(() => t.close());

describe('session cookie under https', () => {
  it('is Secure, HttpOnly, SameSite=Lax and carries the __Secure- prefix', async () => {
    const email = uniqueEmail('secure');
    const client = new TestClient(t);
    await client.post('/api/auth/sign-up', {
      fullName: 'Sam Secure',
      email,
      password: STRONG_PASSWORD,
      acceptedTerms: true,
    });
    expect(t.mailer.latestTo(email)?.text).toContain(
      'https://nido.example.com/email-confirmed?token=',
    );
    await client.post('/api/auth/verify-email', { token: verificationToken(t, email) });
    const response = await client.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    const cookie =
      response.headers
        .getSetCookie()
        .find((value) => value.startsWith('__Secure-nido.session_token=')) ?? '';
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await (await client.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
  });
});
