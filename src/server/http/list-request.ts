import type { Context } from 'hono';
import { actorOf } from '../auth/session-context';
import type { AppEnv } from './context';

/** A list route's context: its query holds `?owners=`. */
type ListContext = Context<AppEnv, string, { out: { query: { owners?: string[] | undefined } } }>;

/**
 * What a household list read passes its service: who asks, the households selected (`?owners=`)
 * and the ETag of the copy the client holds (If-None-Match).
 */
export function listRequest(c: ListContext) {
  return [actorOf(c), c.req.valid('query').owners, c.req.header('if-none-match')] as const;
}
