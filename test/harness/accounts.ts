import { expect } from 'vitest';
import { TestClient } from './client';
import type { TestApp } from './test-app';

export const STRONG_PASSWORD = 'Correct-Horse-42';

let counter = 0;

/** A unique address per call, so test files can share nothing. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export type TestUser = {
  email: string;
  password: string;
  fullName: string;
  client: TestClient;
  id: string;
};

/** The token in the newest verification link mailed to an address. */
export function verificationToken(t: TestApp, email: string): string {
  const link = new URL(t.mailer.linkTo(email, '/email-confirmed'));
  return link.searchParams.get('token') ?? '';
}

/**
 * Registers through the API and, unless told otherwise, follows the mailed verification link,
 * which signs the person in (spec §4). `signedIn: false` follows it in another browser that then
 * signs out, so the account is verified and this client has no session.
 */
export async function newUser(
  t: TestApp,
  options: { email?: string; fullName?: string; verified?: boolean; signedIn?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const fullName = options.fullName ?? 'Avery Quinn';
  const client = new TestClient(t);
  const signUp = await client.post('/api/auth/sign-up', {
    fullName,
    email,
    password: STRONG_PASSWORD,
    acceptedTerms: true,
  });
  expect(signUp.status).toBe(201);
  let id = '';
  if (options.verified !== false) {
    const signedIn = options.signedIn !== false;
    const browser = signedIn ? client : new TestClient(t);
    const verified = await browser.post('/api/auth/verify-email', {
      token: verificationToken(t, email),
    });
    expect(verified.status).toBe(200);
    const session = (await (await browser.get('/api/auth/session')).json()) as {
      user: { id: string } | null;
    };
    expect(session.user).not.toBeNull();
    if (signedIn) id = session.user?.id ?? '';
    else expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
  }
  return { email, password: STRONG_PASSWORD, fullName, client, id };
}
