import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/owned-rows';
import { householdVersionsOf } from '../db/household-versions';

/** Changes when what a list answer looks like changes, so old copies stop matching. */
const LIST_FORMAT = 'nido-household-lists-1';

/** A list answer, or only its ETag when the client's copy (If-None-Match) is still current. */
export type Listed<T> = { etag: string; items: T | null };

/**
 * The strong ETag of one list of the given households: which list, which households, and each
 * household's change counter (bumped by a trigger in the same transaction as every write). A write
 * in any of them changes it; a write elsewhere does not. Reading it costs one indexed query and no
 * rows, so an unchanged list is answered with 304 for almost nothing.
 */
export async function householdListEtag(
  db: Queryable,
  list: string,
  ownerIds: readonly string[],
): Promise<string> {
  const versions = await householdVersionsOf(db, ownerIds);
  const households = [...ownerIds].sort().map((id) => `${id}:${versions.get(id) ?? 0}`);
  const digest = createHash('sha256')
    .update([LIST_FORMAT, list, ...households].join('|'))
    .digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: any listed tag (weakly compared) or `*` means the copy is current. */
export function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers a list read: 304 without a body when the client's copy is current, otherwise the body
 * `send` makes; both carry the ETag. Responses stay `no-store` (security-headers.ts): the web
 * app keeps its copy in memory and sends If-None-Match itself.
 */
export function answerList<T>(
  c: Context,
  listed: Listed<T>,
  send: (items: T) => Response | Promise<Response>,
): Response | Promise<Response> {
  c.header('ETag', listed.etag);
  return listed.items === null ? c.body(null, 304) : send(listed.items);
}
