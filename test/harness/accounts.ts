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

/** Registers through the API, optionally verifies through the mailed link, optionally signs in. */
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
  if (options.verified !== false) {
    const verified = await client.post('/api/auth/verify-email', {
      token: verificationToken(t, email),
    });
    expect(verified.status).toBe(200);
  }
  let id = '';
  if (options.signedIn !== false && options.verified !== false) {
    const signIn = await client.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    id = ((await signIn.json()) as { user: { id: string } }).user.id;
  }
  return { email, password: STRONG_PASSWORD, fullName, client, id };
}
