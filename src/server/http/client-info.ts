import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ProxyTrust = { trustProxy: boolean };

/** True when the browser reached us over https (directly, or through a trusted proxy). */
export function isHttps(c: Context, { trustProxy }: ProxyTrust): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The client's address; X-Forwarded-For is only believed behind a trusted proxy. */
export function clientIp(c: Context, { trustProxy }: ProxyTrust): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
