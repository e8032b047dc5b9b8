import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { BACKGROUND_REQUEST_HEADER, INACTIVITY_TIMEOUT_MS } from '@shared/constants';
import type { Database } from '../db/client';
import { profiles, sessions } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import type { Auth } from './auth';
import type { Actor } from './actor';
import { readGrants } from './access';
import { readUnpaidOwnerIds } from './household-plans';
import {
  createSessionCache,
  type AccessStamp,
  type ResolvedSession,
  type SessionCache,
} from './session-cache';

/** How often a busy session's last activity is written (a write per request would be waste). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;

/** Expires the session cookie in the browser (a session the server has ended). */
export async function clearSessionCookie(c: Context, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  const { name, attributes } = authCookies.sessionToken;
  const secure = attributes.secure ? '; Secure' : '';
  c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`, {
    append: true,
  });
}

/**
 * The session behind a signed cookie, read fresh: better-auth checks the cookie and the absolute
 * lifetime, then the user's profile and family grants. The access counter is read first and the
 * session read again after it, so everything returned is at least as new as the counter it is
 * cached under (session-cache.ts).
 */
async function readSession(
  auth: Auth,
  db: Database,
  cache: SessionCache,
  headers: Headers,
): Promise<{ session: ResolvedSession; stamp: AccessStamp } | null> {
  const first = await auth.api.getSession({ headers });
  if (!first) return null;
  const stamp = await cache.stamp(first.user.id);
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const [[profile], grants] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, found.user.id)),
    readGrants(db, found.user.id),
  ]);
  const accountType = profile?.accountType ?? 'primary';
  const reach = [
    ...(accountType === 'guest' ? [] : [found.user.id]),
    ...grants.map((grant) => grant.ownerId),
  ];
  const actor: Actor = {
    userId: found.user.id,
    email: found.user.email,
    fullName: profile?.fullName ?? found.user.name,
    emailVerified: found.user.emailVerified,
    twoFactorEnabled: found.user.twoFactorEnabled === true,
    isAdmin: found.user.role === 'admin',
    accountType,
    invitedBy: profile?.invitedBy ?? null,
    onboardingCompletedAt: profile?.onboardingCompletedAt ?? null,
    isFirstLogin: profile?.isFirstLogin ?? true,
    sessionId: found.session.id,
    signedInAt: new Date(found.session.createdAt),
    grants,
    unpaidOwnerIds: await readUnpaidOwnerIds(db, reach),
  };
  const lastActiveAt = new Date(found.session.lastActiveAt ?? found.session.createdAt).getTime();
  const expiresAt = new Date(found.session.expiresAt).getTime();
  return { session: { actor, lastActiveAt, expiresAt }, stamp };
}

/**
 * The session behind a cookie, from the cache or read fresh (and then kept), unless it has passed
 * its absolute end. The idle timeout is left to the caller.
 */
function sessionLookup(auth: Auth, db: Database, cache: SessionCache) {
  return {
    cookieName: auth.$context.then((context) => context.authCookies.sessionToken.name),
    async find(cookie: string, headers: Headers, now: number): Promise<ResolvedSession | null> {
      let session = await cache.find(cookie);
      if (session && now >= session.expiresAt) {
        cache.forget(cookie);
        session = null;
      }
      if (!session) {
        const read = await readSession(auth, db, cache, headers);
        if (read) {
          session = read.session;
          cache.keep(cookie, read.session, read.stamp);
        }
      }
      return session;
    },
  };
}

/**
 * Who is signed in, for a request that is not an API call (the HTML of an app page): the same
 * lookup and cache as the API's, but read-only. A session past its idle timeout counts as signed
 * out and is left for the API to end, and looking does not count as activity.
 */
export function sessionPeek(auth: Auth, db: Database, cache: SessionCache) {
  const lookUp = sessionLookup(auth, db, cache);
  return async (c: Context): Promise<Actor | null> => {
    const cookie = getCookie(c, await lookUp.cookieName);
    if (!cookie) return null;
    const now = Date.now();
    const session = await lookUp.find(cookie, c.req.raw.headers, now);
    if (!session || now - session.lastActiveAt > INACTIVITY_TIMEOUT_MS) return null;
    return session.actor;
  };
}

/**
 * Resolves the session cookie into `c.var.actor` for every API request, and enforces the idle
 * timeout: a session unused for 30 minutes is deleted and the request continues signed out
 * (`sessionEnded: 'idle'`). Requests the app makes by itself (the X-Nido-Background header, e.g.
 * subscription polling) do not count as activity. better-auth enforces the absolute lifetime when
 * the session is read; a cached one is checked against it here.
 */
export function sessionContext(auth: Auth, db: Database, cache = createSessionCache(db)) {
  const lookUp = sessionLookup(auth, db, cache);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const cookie = getCookie(c, await lookUp.cookieName);
    const now = Date.now();
    const session = cookie ? await lookUp.find(cookie, c.req.raw.headers, now) : null;
    if (cookie && session) {
      const { actor, lastActiveAt } = session;
      if (now - lastActiveAt > INACTIVITY_TIMEOUT_MS) {
        cache.forget(cookie);
        await db.delete(sessions).where(eq(sessions.id, actor.sessionId));
        await clearSessionCookie(c, auth);
        c.set('sessionEnded', 'idle');
      } else {
        if (
          !c.req.header(BACKGROUND_REQUEST_HEADER) &&
          now - lastActiveAt > ACTIVITY_WRITE_INTERVAL_MS
        ) {
          // Touching the session bumps the access counter (a trigger), so the copy goes anyway.
          cache.forget(cookie);
          await db
            .update(sessions)
            .set({ lastActiveAt: new Date(now) })
            .where(and(eq(sessions.id, actor.sessionId), eq(sessions.userId, actor.userId)));
        }
        c.set('actor', actor);
      }
    }
    await next();
  });
}

/** For routes that need a signed-in user; tells an idle-expired one why they were signed out. */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('actor')) {
    if (c.get('sessionEnded') === 'idle')
      throw new AppError('SESSION_EXPIRED', "You've been signed out due to inactivity.");
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  }
  await next();
});

/** The actor of a route behind `requireActor`. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return actor;
}

/**
 * For the admin screens (issue 18): a signed-in user with the admin role. The role opens those
 * screens and nothing else: household routes never look at it.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const actor = actorOf(c);
  if (!actor.isAdmin)
    throw new AppError('FORBIDDEN', "You don't have permission to access this page.");
  await next();
});
