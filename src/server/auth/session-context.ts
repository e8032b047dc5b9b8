import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BACKGROUND_REQUEST_HEADER, INACTIVITY_TIMEOUT_MS } from '@shared/constants';
import type { Database } from '../db/client';
import { profiles, sessions } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import type { Auth } from './auth';
import type { Actor } from './actor';

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
 * Resolves the session cookie into `c.var.actor` for every API request, and enforces the idle
 * timeout: a session unused for 30 minutes is deleted and the request continues signed out
 * (`sessionEnded: 'idle'`). Requests the app makes by itself (the X-Nido-Background header, e.g.
 * subscription polling) do not count as activity. better-auth enforces the absolute lifetime.
 */
export function sessionContext(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (found) {
      const now = Date.now();
      const lastActiveAt = new Date(
        found.session.lastActiveAt ?? found.session.createdAt,
      ).getTime();
      if (now - lastActiveAt > INACTIVITY_TIMEOUT_MS) {
        await db.delete(sessions).where(eq(sessions.id, found.session.id));
        await clearSessionCookie(c, auth);
        c.set('sessionEnded', 'idle');
      } else {
        const [profile] = await db.select().from(profiles).where(eq(profiles.id, found.user.id));
        if (
          !c.req.header(BACKGROUND_REQUEST_HEADER) &&
          now - lastActiveAt > ACTIVITY_WRITE_INTERVAL_MS
        ) {
          await db
            .update(sessions)
            .set({ lastActiveAt: new Date(now) })
            .where(and(eq(sessions.id, found.session.id), eq(sessions.userId, found.user.id)));
        }
        c.set('actor', {
          userId: found.user.id,
          email: found.user.email,
          fullName: profile?.fullName ?? found.user.name,
          emailVerified: found.user.emailVerified,
          twoFactorEnabled: found.user.twoFactorEnabled === true,
          isAdmin: found.user.role === 'admin',
          accountType: profile?.accountType ?? 'primary',
          invitedBy: profile?.invitedBy ?? null,
          onboardingCompletedAt: profile?.onboardingCompletedAt ?? null,
          isFirstLogin: profile?.isFirstLogin ?? true,
          sessionId: found.session.id,
        } satisfies Actor);
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
