import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** How many reverse proxies in front of Nido append to X-Forwarded-* headers (0: none). */
export type ProxyTrust = { trustProxy: number };

/**
 * The entry a trusted proxy wrote in a comma-separated X-Forwarded-* header. Each proxy appends
 * what it saw, so with N proxies in front the client's own value is the N-th from the right;
 * anything further left was written by the client and proves nothing.
 */
export function trustedForwardedValue(header: string | undefined, proxies: number): string | null {
  if (proxies < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - proxies)] ?? null;
}

/** True when the browser reached us over https (directly, or through a trusted proxy). */
export function isHttps(c: Context, { trustProxy }: ProxyTrust): boolean {
  const forwarded = trustedForwardedValue(c.req.header('x-forwarded-proto'), trustProxy);
  if (forwarded) return forwarded === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

/** The address of the TCP peer: the client itself, or the nearest proxy. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** The client's address; X-Forwarded-For is only believed as far as the trusted proxies wrote it. */
export function clientIp(c: Context, { trustProxy }: ProxyTrust): string {
  return (
    trustedForwardedValue(c.req.header('x-forwarded-for'), trustProxy) ??
    socketAddress(c) ??
    'unknown'
  );
}
