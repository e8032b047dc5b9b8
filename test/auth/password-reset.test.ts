import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, uniqueEmail } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function resetToken(email: string): string {
  return new URL(t.mailer.linkTo(email, '/reset-password')).searchParams.get('token') ?? '';
}

describe('password reset', () => {
  it('answers the same for unknown addresses and mails only real accounts', async () => {
    const user = await newUser(t, { signedIn: false });
    const before = t.mailer.sent.length;
    for (const email of [uniqueEmail('ghost'), user.email]) {
      const response = await new TestClient(t).post('/api/auth/forgot-password', { email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    const sent = t.mailer.sent.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    expect(sent[0]?.subject).toBe('Reset your Nido password');
    expect(sent[0]?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('sets a new password with the emailed token, once', async () => {
    const user = await newUser(t, { signedIn: false });
    const client = new TestClient(t);
    await client.post('/api/auth/forgot-password', { email: user.email });
    const token = resetToken(user.email);
    expect(
      (await client.post('/api/auth/reset-password', { token, newPassword: 'Brand-New-Pass-1' }))
        .status,
    ).toBe(200);
    const reused = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Another-Pass-2',
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
    expect(
      (await client.post('/api/auth/sign-in', { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
    expect(
      (await client.post('/api/auth/sign-in', { email: user.email, password: 'Brand-New-Pass-1' }))
        .status,
    ).toBe(200);
  });

  it('accepts 6 characters (spec §5) and refuses fewer with a field message', async () => {
    const user = await newUser(t, { signedIn: false });
    const client = new TestClient(t);
    await client.post('/api/auth/forgot-password', { email: user.email });
    const token = resetToken(user.email);
    const short = await client.post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { fields: { newPassword: 'Password must be at least 6 characters' } },
    });
    expect(
      (await client.post('/api/auth/reset-password', { token, newPassword: '123456' })).status,
    ).toBe(200);
  });

  it('signs out every session when asked, and keeps them when not', async () => {
    const kept = await newUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email: kept.email });
    await new TestClient(t).post('/api/auth/reset-password', {
      token: resetToken(kept.email),
      newPassword: 'Keep-Sessions-1',
      signOutEverywhere: false,
    });
    expect((await kept.client.get('/api/onboarding')).status).toBe(200);

    const cleared = await newUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email: cleared.email });
    await new TestClient(t).post('/api/auth/reset-password', {
      token: resetToken(cleared.email),
      newPassword: 'Clear-Sessions-1',
      signOutEverywhere: true,
    });
    expect((await cleared.client.get('/api/onboarding')).status).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const response = await new TestClient(t).post('/api/auth/reset-password', {
      token: 'not-a-real-token',
      newPassword: 'Whatever-123',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
  });
});
