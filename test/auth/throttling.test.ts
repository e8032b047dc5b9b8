import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, STRONG_PASSWORD, uniqueEmail } from '@test/harness/accounts';

// Behind a trusted proxy, X-Forwarded-For tells the clients' addresses apart.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const from = (ip: string) => new TestClient(t, { 'X-Forwarded-For': ip });

async function failSignIn(client: TestClient, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect(
      (await client.post('/api/auth/sign-in', { email, password: `Wrong-${attempt}-password!` }))
        .status,
    ).toBe(401);
  }
}

describe('failed sign-ins', () => {
  it('lock an account from the guessing address after 10 failures, while the owner elsewhere still signs in', async () => {
    const user = await newUser(t, { signedIn: false });
    const attacker = from('203.0.113.10');
    await failSignIn(attacker, user.email, 10);
    const locked = await attacker.post('/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message:
          'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.',
      },
    });
    expect(
      (
        await from('198.51.100.7').post('/api/auth/sign-in', {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(200);
  });

  it('stop distributed guessing with a per-account ceiling that a password reset lifts', async () => {
    const user = await newUser(t, { signedIn: false });
    for (let network = 0; network < 10; network += 1)
      await failSignIn(from(`203.0.113.${100 + network}`), user.email, 10);
    const owner = from('198.51.100.99');
    expect(
      (await owner.post('/api/auth/sign-in', { email: user.email, password: user.password }))
        .status,
    ).toBe(429);

    expect((await owner.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const token = new URL(t.mailer.linkTo(user.email, '/reset-password')).searchParams.get('token');
    const reset = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: 'Fresh-Start-2026',
      signOutEverywhere: true,
    });
    expect(reset.status).toBe(200);
    expect(
      (await owner.post('/api/auth/sign-in', { email: user.email, password: 'Fresh-Start-2026' }))
        .status,
    ).toBe(200);
  });

  it('are limited per address across accounts', async () => {
    const client = from('203.0.113.200');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (
          await client.post('/api/auth/sign-in', {
            email: uniqueEmail(),
            password: 'Whatever-123!',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('email-sending endpoints', () => {
  it('allow 3 emails per address an hour, with a clear message', async () => {
    const user = await newUser(t, { verified: false, signedIn: false });
    const client = from('203.0.113.50');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await client.post('/api/auth/resend-verification', { email: user.email })).status,
      ).toBe(200);
    }
    expect((await client.post('/api/auth/forgot-password', { email: user.email })).status).toBe(
      200,
    );
    const limited = await client.post('/api/auth/resend-verification', { email: user.email });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: {
        message:
          'Too many emails requested for this address. Please check your inbox or try again in an hour.',
      },
    });
  });

  it('limit sign-ups per address', async () => {
    const client = from('203.0.113.60');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await client.post('/api/auth/sign-up', {
        fullName: 'Many Accounts',
        email: uniqueEmail('bulk'),
        password: STRONG_PASSWORD,
        acceptedTerms: true,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('behind the trusted proxy', () => {
  // The proxy appends the address it saw; whatever the client wrote in front of it is forged.
  const forging = (forged: string, realIp: string) =>
    new TestClient(t, { 'X-Forwarded-For': `${forged}, ${realIp}` });

  it('counts failed sign-ins by the address the proxy appended, whatever the client forges', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const client = forging(`10.9.${attempt}.1`, '203.0.113.77');
      statuses.push(
        (await client.post('/api/auth/sign-in', { email: uniqueEmail(), password: 'Nope-123!x' }))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits sign-ups to 10 an hour per real address, whatever the client forges', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await forging(`192.0.2.${attempt}`, '203.0.113.78').post(
        '/api/auth/sign-up',
        {
          fullName: 'Forged Address',
          email: uniqueEmail('forged'),
          password: STRONG_PASSWORD,
          acceptedTerms: true,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });
});
