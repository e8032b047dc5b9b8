import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { AccessChangeFeed } from '../db/access-change-feed';
import { accessVersions } from '../db/schema';
import type { Actor } from './actor';

/** How long a resolved session is reused at most, even while its access counter is unchanged. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
/** Users whose announced access counter is remembered (announced changes only, see below). */
const MAX_ANNOUNCED = 10_000;

/** A session as the middleware resolved it: the actor (with their grants) and its clocks. */
export type ResolvedSession = {
  actor: Actor;
  /** When the session was last used (ms), for the idle timeout. */
  lastActiveAt: number;
  /** The session's absolute end (ms). */
  expiresAt: number;
};

/**
 * A user's access counter as read before their session was resolved, which the cached copy is
 * checked against. `forgotten` is how many announced counters had been forgotten by then.
 */
export type AccessStamp = { version: number; forgotten: number };

type Entry = ResolvedSession & { stamp: AccessStamp; cachedAt: number };

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
 * The newest access counter announced for each user (`AccessChangeFeed`), for the most recently
 * changed users; `forgotten` counts the ones dropped to stay within bounds.
 */
function announcedCounters(feed: AccessChangeFeed) {
  const latest = new Map<string, number>();
  let forgotten = 0;
  feed.subscribe((userId, version) => {
    const known = latest.get(userId) ?? 0;
    latest.delete(userId);
    latest.set(userId, Math.max(known, version));
    if (latest.size > MAX_ANNOUNCED) {
      const oldest = latest.keys().next().value;
      if (oldest !== undefined) latest.delete(oldest);
      forgotten += 1;
    }
  });
  return {
    get forgotten() {
      return forgotten;
    },
    /**
     * Whether a copy stamped so is known to be current: no newer counter announced, and none
     * forgotten since (a forgotten one could have been this user's). Undecided: read the counter.
     */
    isCurrent(userId: string, stamp: AccessStamp): boolean | 'unknown' {
      const version = latest.get(userId);
      if (version !== undefined) return version <= stamp.version;
      return stamp.forgotten === forgotten ? true : 'unknown';
    },
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
 *
 * With `changes` (the embedded database, one process's alone) not even that read is needed: the
 * trigger announces every new counter as it commits (migration 0019), and a copy is used only
 * while no newer counter has been announced for its user. The counter a copy is stamped with is
 * still read before its session is, so a change committed while it was being resolved has a
 * higher number and its announcement retires the copy, whichever of the two lands first.
 */
export function createSessionCache(
  db: Database,
  options: { now?: () => number; changes?: AccessChangeFeed } = {},
) {
  const { now = Date.now, changes } = options;
  const entries = new Map<string, Entry>();
  const readAccessVersion = preparedAccessVersion(db);
  const announced = changes ? announcedCounters(changes) : null;

  async function isCurrent(entry: Entry): Promise<boolean> {
    const { userId } = entry.actor;
    const known = announced?.isCurrent(userId, entry.stamp) ?? 'unknown';
    if (known !== 'unknown') return known;
    return (await readAccessVersion(userId)) === entry.stamp.version;
  }

  return {
    /** The user's access counter now: read before a session is resolved, to keep it under. */
    async stamp(userId: string): Promise<AccessStamp> {
      const forgotten = announced?.forgotten ?? 0;
      return { version: await readAccessVersion(userId), forgotten };
    },

    /** The cached session for this cookie, if its user's access has not changed since. */
    async find(cookie: string): Promise<ResolvedSession | null> {
      const entry = entries.get(cookie);
      if (!entry) return null;
      if (now() - entry.cachedAt > SESSION_CACHE_TTL_MS || !(await isCurrent(entry))) {
        entries.delete(cookie);
        return null;
      }
      return entry;
    },

    /**
     * Keeps a session resolved after `stamp` was read: a change committed meanwhile has a higher
     * counter, so this copy is never used after it.
     */
    keep(cookie: string, session: ResolvedSession, stamp: AccessStamp): void {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // Shared by the requests that reuse it, so nothing may change it in place.
      Object.freeze(session.actor.grants);
      Object.freeze(session.actor.unpaidOwnerIds);
      Object.freeze(session.actor);
      entries.set(cookie, { ...session, stamp, cachedAt: now() });
    },

    forget(cookie: string): void {
      entries.delete(cookie);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
