import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/owned-rows';
import { householdVersionsOf } from '../db/household-versions';
import { householdVersions } from '../db/schema';

/** Changes when what a list answer looks like changes, so old copies stop matching. */
const LIST_FORMAT = 'nido-household-lists-2';

/** A list answer, or only its ETag when the client's copy (If-None-Match) is still current. */
export type Listed<T> = { etag: string; items: T | null };

/**
 * The strong ETag of one list of the given households: which list, which households, and the sum
 * of their change counters (each bumped by a trigger in the same transaction as every write).
 * Counters only go up, so a write in any of them changes the sum, and with it the tag; a write
 * elsewhere does not. The sum lets a list's own statement read it beside its rows
 * (`householdVersionTotal`).
 */
export function listEtag(list: string, ownerIds: readonly string[], versionTotal: number): string {
  const digest = createHash('sha256')
    .update([LIST_FORMAT, list, ...[...ownerIds].sort(), String(versionTotal)].join('|'))
    .digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/**
 * The ETag of a list read on its own: one indexed query and no rows, so an unchanged list is
 * answered with 304 for almost nothing.
 */
export async function householdListEtag(
  db: Queryable,
  list: string,
  ownerIds: readonly string[],
): Promise<string> {
  const versions = await householdVersionsOf(db, ownerIds);
  let total = 0;
  for (const version of versions.values()) total += version;
  return listEtag(list, ownerIds, total);
}

/**
 * The same sum as a column of a list's own statement (as text, the same from both drivers): the
 * tag then matches the very rows read, in one round trip instead of two. `ownerIds` is the
 * statement's array of households (a uuid[] expression, such as a prepared statement's parameter).
 */
export function householdVersionTotal(ownerIds: SQL): SQL {
  return sql`(select coalesce(sum(${householdVersions.version}), 0)::text
    from ${householdVersions} where ${householdVersions.ownerId} = any(${ownerIds}))`;
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
