import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Only the clock is fake: database and network timers keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('the 30-minute idle timeout (server side)', () => {
  it('keeps an active session and ends an idle one with 401 SESSION_EXPIRED', async () => {
    const user = await newUser(t);
    advance(29 * MINUTE);
    expect((await user.client.get('/api/onboarding')).status).toBe(200);
    advance(29 * MINUTE);
    expect((await user.client.get('/api/onboarding')).status).toBe(200);
    advance(31 * MINUTE);
    const expired = await user.client.get('/api/onboarding');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { code: 'SESSION_EXPIRED', message: "You've been signed out due to inactivity." },
    });
    // The session is gone for good, not just refused once.
    expect((await user.client.get('/api/onboarding')).status).toBe(401);
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({ user: null });
  });

  it('tells the session endpoint why the user was signed out', async () => {
    const user = await newUser(t);
    advance(31 * MINUTE);
    expect(await (await user.client.get('/api/auth/session')).json()).toEqual({
      user: null,
      signedOutReason: 'inactivity',
    });
  });

  it('does not count background polling as activity', async () => {
    const user = await newUser(t);
    advance(20 * MINUTE);
    expect((await user.client.get('/api/subscription', { 'X-Nido-Background': '1' })).status).toBe(
      200,
    );
    advance(11 * MINUTE);
    expect((await user.client.get('/api/onboarding')).status).toBe(401);
  });
});

describe('the absolute session lifetime', () => {
  it('ends even a busy session after 12 hours', async () => {
    const user = await newUser(t);
    for (let elapsed = 20; elapsed <= 11 * 60 + 40; elapsed += 20) {
      advance(20 * MINUTE);
      expect((await user.client.get('/api/onboarding')).status).toBe(200);
    }
    // 12 h 05 min after sign-in, but only 25 minutes idle: the lifetime, not the idle rule, ends it.
    advance(25 * MINUTE);
    const ended = await user.client.get('/api/onboarding');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});
