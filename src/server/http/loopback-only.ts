import { createMiddleware } from 'hono/factory';
import { socketAddress } from './client-info';
import type { AppEnv } from './context';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * For the development helpers (the local mailbox holds reset links for every account; the dev
 * clock moves the server's time): served only to a browser on this very machine, the TCP peer
 * loopback and no proxy forwarding the request for someone else. Anyone else gets the same 404
 * as an unknown path.
 */
export const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
  if (forwarded || !isLoopback(socketAddress(c))) return c.notFound();
  await next();
});
