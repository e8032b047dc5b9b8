import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessVersions } from '../db/schema';
import type { Actor } from './actor';

/** How long a resolved session is reused at most, even while its access counter is unchanged. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** A session as the middleware resolved it: the actor (with their grants) and its clocks. */
export type ResolvedSession = {
  actor: Actor;
  /** When the session was last used (ms), for the idle timeout. */
  lastActiveAt: number;
  /** The session's absolute end (ms). */
  expiresAt: number;
};

type Entry = ResolvedSession & { accessVersion: number; cachedAt: number };

/**
 * The user's access counter (0 before anything bumped it), as one prepared statement: every
 * cached request reads it, so its SQL is built once (and PostgreSQL parses and plans it once per
 * connection) instead of every time.
 */
function preparedAccessVersion(db: Database): (userId: string) => Promise<number> {
  const statement = db
    .select({ version: accessVersions.version })
    .from(accessVersions)
    .where(eq(accessVersions.userId, sql.placeholder('userId')))
    .prepare('access_version_of');
  return async (userId) => {
    const [row] = await statement.execute({ userId });
    return row?.version ?? 0;
  };
}

/**
 * Resolved sessions by their signed cookie, so a signed-in request costs one indexed read (the
 * user's access counter) instead of the session, user, profile and family grants. The counter is
 * bumped by triggers in the same transaction as anything that changes what the session may do
 * (sign-out, a session touched or ended, the user, profile or role changed, a family connection
 * added, changed or removed: migration 0009), so every app node on the database drops its copy
 * on the very next request; a revoked member is refused at once. Entries also expire after a few
 * seconds, and the map is bounded.
 */
export function createSessionCache(db: Database, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const readAccessVersion = preparedAccessVersion(db);

  return {
    /** The user's access counter now: read before a session is resolved, to keep it under. */
    accessVersionOf: readAccessVersion,

    /** The cached session for this cookie, if its user's access has not changed since. */
    async find(cookie: string): Promise<ResolvedSession | null> {
      const entry = entries.get(cookie);
      if (!entry) return null;
      if (now() - entry.cachedAt > SESSION_CACHE_TTL_MS) {
        entries.delete(cookie);
        return null;
      }
      if ((await readAccessVersion(entry.actor.userId)) !== entry.accessVersion) {
        entries.delete(cookie);
        return null;
      }
      return entry;
    },

    /**
     * Keeps a session resolved after `accessVersion` was read: a change committed meanwhile has
     * a higher counter, so this copy is never used after it.
     */
    keep(cookie: string, session: ResolvedSession, accessVersion: number): void {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // Shared by the requests that reuse it, so nothing may change it in place.
      Object.freeze(session.actor.grants);
      Object.freeze(session.actor);
      entries.set(cookie, { ...session, accessVersion, cachedAt: now() });
    },

    forget(cookie: string): void {
      entries.delete(cookie);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
