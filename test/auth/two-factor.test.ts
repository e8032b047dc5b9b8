import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, type TestUser } from '@test/harness/accounts';
import { secretFromUri, totpCode } from '@test/harness/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'nido.session_token';

/** Enrols a signed-in user in TOTP; returns the secret and backup codes. */
async function enrol(user: TestUser) {
  const setup = await user.client.post('/api/account/two-factor/setup', {
    password: user.password,
  });
  expect(setup.status).toBe(200);
  const { totpURI, backupCodes } = (await setup.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Nido:/);
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  const secret = secretFromUri(totpURI);
  const confirm = await user.client.post('/api/account/two-factor/confirm', {
    code: totpCode(secret),
  });
  expect(confirm.status).toBe(200);
  return { secret, backupCodes };
}

async function startSignIn(user: TestUser): Promise<TestClient> {
  const client = new TestClient(t);
  const response = await client.post('/api/auth/sign-in', {
    email: user.email,
    password: user.password,
  });
  expect(await response.json()).toEqual({ status: 'two-factor-required' });
  expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  return client;
}

describe('two-factor enrolment', () => {
  it('needs the current password', async () => {
    const user = await newUser(t);
    const response = await user.client.post('/api/account/two-factor/setup', {
      password: 'Not-my-password-1',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('turns on with a first code, and the session id changes', async () => {
    const user = await newUser(t);
    const before = user.client.cookies.get(SESSION_COOKIE);
    await enrol(user);
    expect(user.client.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: { twoFactorEnabled: true },
    });
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code, accepts a correct one with a fresh session, and refuses it a second time', async () => {
    const user = await newUser(t);
    const { secret } = await enrol(user);
    // Next time step, so the enrolment code is not the one being reused here.
    const code = totpCode(secret, Date.now() + 30_000);
    const client = await startSignIn(user);
    const verified = await client.post('/api/auth/two-factor/verify', { code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      status: 'signed-in',
      user: { email: user.email, twoFactorEnabled: true },
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

    const replayer = await startSignIn(user);
    const replay = await replayer.post('/api/auth/two-factor/verify', { code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({
      error: {
        code: 'TWO_FACTOR_INVALID',
        message:
          'This code has already been used. Wait for the next code in your authenticator app.',
      },
    });
    expect(replayer.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a wrong code without ending the attempt', async () => {
    const user = await newUser(t);
    const { secret } = await enrol(user);
    const client = await startSignIn(user);
    const wrong = await client.post('/api/auth/two-factor/verify', {
      code: totpCode(secret, Date.now() + 10 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'TWO_FACTOR_INVALID' } });
    const right = await client.post('/api/auth/two-factor/verify', {
      code: totpCode(secret, Date.now() - 30_000),
    });
    expect(right.status).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const user = await newUser(t);
    const { backupCodes } = await enrol(user);
    const backupCode = backupCodes[0] ?? '';
    const first = await startSignIn(user);
    expect((await first.post('/api/auth/two-factor/verify', { backupCode })).status).toBe(200);
    const second = await startSignIn(user);
    const reused = await second.post('/api/auth/two-factor/verify', { backupCode });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      error: { code: 'TWO_FACTOR_INVALID', message: 'That backup code is not valid.' },
    });
  });

  it('cannot be skipped: without the code there is no session', async () => {
    const user = await newUser(t);
    await enrol(user);
    const client = await startSignIn(user);
    expect(await (await client.get('/api/auth/session')).json()).toMatchObject({ user: null });
    expect((await client.get('/api/onboarding')).status).toBe(401);
  });

  it('a password reset does not bypass two-factor', async () => {
    const user = await newUser(t);
    await enrol(user);
    const client = new TestClient(t);
    await client.post('/api/auth/forgot-password', { email: user.email });
    const token = new URL(t.mailer.linkTo(user.email, '/reset-password')).searchParams.get('token');
    expect(
      (await client.post('/api/auth/reset-password', { token, newPassword: 'New-Password-77' }))
        .status,
    ).toBe(200);
    const signIn = await client.post('/api/auth/sign-in', {
      email: user.email,
      password: 'New-Password-77',
    });
    expect(await signIn.json()).toEqual({ status: 'two-factor-required' });
  });
});

describe('managing two-factor', () => {
  it('replaces backup codes and turns off with the password', async () => {
    const user = await newUser(t);
    const { backupCodes } = await enrol(user);
    const regenerated = await user.client.post('/api/account/two-factor/backup-codes', {
      password: user.password,
    });
    const { backupCodes: fresh } = (await regenerated.json()) as { backupCodes: string[] };
    expect(fresh).not.toEqual(backupCodes);

    expect(
      (await user.client.post('/api/account/two-factor/disable', { password: 'wrong-Password-1' }))
        .status,
    ).toBe(401);
    expect(
      (await user.client.post('/api/account/two-factor/disable', { password: user.password }))
        .status,
    ).toBe(200);
    const signIn = await new TestClient(t).post('/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(await signIn.json()).toMatchObject({ status: 'signed-in' });
  });
});
