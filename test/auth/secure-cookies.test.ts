import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { STRONG_PASSWORD, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://nido.example.com' });
});
afterAll(() => t.close());

function expectSecureSessionCookie(response: Response): void {
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__Secure-nido.session_token=')) ?? '';
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
}

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
    // Following the link signs in (spec §4), and so does the password: the same cookie both ways.
    const verified = await client.post('/api/auth/verify-email', {
      token: verificationToken(t, email),
    });
    expect(verified.status).toBe(200);
    expectSecureSessionCookie(verified);
    expect(await (await client.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
    const response = await new TestClient(t).post('/api/auth/sign-in', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(response.status).toBe(200);
    expectSecureSessionCookie(response);
  });
});
