import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, STRONG_PASSWORD, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account, profile and beta subscription, and mails a verification link', async () => {
    const client = new TestClient(t);
    const email = uniqueEmail();
    const response = await client.post('/api/auth/sign-up', {
      fullName: '  Jordan <b>Lee</b> ',
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
      acceptedTerms: true,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'verification-sent', email });

    const profile = await t.database.db.query.profiles.findFirst({
      where: (p, { eq }) => eq(p.email, email),
    });
    expect(profile).toMatchObject({
      fullName: 'Jordan bLee/b',
      accountType: 'primary',
      onboardingCompletedAt: null,
    });
    const subscription = await t.database.db.query.subscriptions.findFirst({
      where: (s, { eq }) => eq(s.userId, profile!.id),
    });
    expect(subscription).toMatchObject({ planType: 'beta_free', status: 'active' });

    const mail = t.mailer.latestTo(email);
    expect(mail?.subject).toBe('Confirm your email for Nido');
    expect(mail?.html).toContain('http://localhost:3000/email-confirmed?token=');
    expect(mail?.text).toContain('Hi Jordan,');
  });

  it('rejects weak passwords with the rules joined by ". "', async () => {
    const response = await new TestClient(t).post('/api/auth/sign-up', {
      fullName: 'Sam',
      email: uniqueEmail(),
      password: 'short',
      acceptedTerms: true,
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.password).toBe(
      'Password must be at least 10 characters. Must contain an uppercase letter. Must contain a number. Must contain a special character',
    );
  });

  it('requires the terms and a valid email', async () => {
    const response = await new TestClient(t).post('/api/auth/sign-up', {
      fullName: 'Sam',
      email: 'not-an-email',
      password: STRONG_PASSWORD,
      acceptedTerms: false,
    });
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.email).toBe('Please enter a valid email address');
    expect(error.fields.acceptedTerms).toBe(
      'You must agree to the Terms of Service and Privacy Policy',
    );
  });

  it('answers the same for an address that already has an account, and tells its owner', async () => {
    const existing = await newUser(t);
    const response = await new TestClient(t).post('/api/auth/sign-up', {
      fullName: 'Someone Else',
      email: existing.email,
      password: 'Another-Pass-99',
      acceptedTerms: true,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'verification-sent', email: existing.email });
    expect(t.mailer.latestTo(existing.email)?.subject).toBe(
      'Someone tried to create a Nido account with your email',
    );
  });

  it('accepts long passphrases', async () => {
    const passphrase = `${'correct horse battery staple '.repeat(3)}A1!`;
    const email = uniqueEmail();
    const client = new TestClient(t);
    expect(
      (
        await client.post('/api/auth/sign-up', {
          fullName: 'Long Pass',
          email,
          password: passphrase,
          acceptedTerms: true,
        })
      ).status,
    ).toBe(201);
    await client.post('/api/auth/verify-email', { token: verificationToken(t, email) });
    expect((await client.post('/api/auth/sign-in', { email, password: passphrase })).status).toBe(
      200,
    );
  });

  it('stores passwords with a salted scrypt hash, never the password', async () => {
    const user = await newUser(t);
    const account = await t.database.db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.userId, user.id),
    });
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(user.password);
    // The test app's cheap scrypt (salt:key behind its prefix); password-hash-cost.test.ts
    // checks the production format and cost.
    expect(account?.password).toMatch(/^fast-for-tests\$[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});
