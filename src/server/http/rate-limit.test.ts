import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

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
