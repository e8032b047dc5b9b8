import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { handleError } from './error-handler';
import { RateLimiter, rateLimit } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit within a window, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 59_999;
    expect(limiter.hit('a')).toBe(false);
    now += 1;
    expect(limiter.hit('a')).toBe(true);
  });

  it('counts each key separately', () => {
    const limiter = new RateLimiter(1, 1_000, () => 0);
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('b')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
  });
});

describe('RateLimiter.isBlocked', () => {
  it('reports a used-up window without counting, and reset clears it', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1_000, () => now);
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.hit('a');
    limiter.hit('a');
    now = 1_000;
    expect(limiter.isBlocked('a')).toBe(false);
  });
});

describe('RateLimiter.retryAfterSeconds', () => {
  it('answers the whole seconds left in the key’s window, at least one', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now);
    limiter.hit('a');
    now = 20_500;
    expect(limiter.retryAfterSeconds('a')).toBe(40);
    now = 59_999;
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    expect(limiter.retryAfterSeconds('never-seen')).toBe(1);
  });
});

describe('rateLimit', () => {
  it('answers 429 with Retry-After once the key is over its limit', async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', async (c, next) => {
      c.set('requestId', 'r');
      await next();
    });
    app.get(
      '/',
      rateLimit(new RateLimiter(1, 60_000, () => 0), () => 'k'),
      (c) => c.text('ok'),
    );
    expect((await app.request('/')).status).toBe(200);
    const refused = await app.request('/');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  });
});
