import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';

type Window = { count: number; resetAt: number };

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/**
 * A fixed-window counter per key, kept in memory. One process serves a data folder; several
 * processes on PostgreSQL each count on their own, which only loosens the limits.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const window = this.current(key);
    if (!window) {
      this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** True when the key has used up its window, without counting a hit. */
  isBlocked(key: string): boolean {
    const window = this.current(key);
    return window !== null && window.count >= this.limit;
  }

  /** Whole seconds until the key's current window ends (at least 1). */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    return window ? Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) : 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | null {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : null;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export function rateLimit(
  limiter: RateLimiter,
  keyOf: (c: Context) => string,
  message = RATE_LIMITED_MESSAGE,
) {
  return createMiddleware(async (c, next) => {
    const key = keyOf(c);
    if (!limiter.hit(key)) {
      c.header('Retry-After', String(limiter.retryAfterSeconds(key)));
      throw new AppError('RATE_LIMITED', message);
    }
    await next();
  });
}
