import { eq } from 'drizzle-orm';
import type { TSessionUser } from '@shared/auth/session-view';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';
import type { Actor } from './actor';

export function toSessionUser(actor: Actor): TSessionUser {
  return {
    id: actor.userId,
    email: actor.email,
    fullName: actor.fullName,
    emailVerified: actor.emailVerified,
    twoFactorEnabled: actor.twoFactorEnabled,
    isAdmin: actor.isAdmin,
    accountType: actor.accountType,
    invitedBy: actor.invitedBy,
    onboardingCompleted: actor.onboardingCompletedAt !== null,
    isFirstLogin: actor.isFirstLogin,
  };
}

/** The session view of a user who just signed in (the request itself carried no session yet). */
export async function loadSessionUser(db: Database, userId: string): Promise<TSessionUser> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} vanished while signing in`);
  return {
    id: row.user.id,
    email: row.user.email,
    fullName: row.profile?.fullName ?? row.user.name,
    emailVerified: row.user.emailVerified,
    twoFactorEnabled: row.user.twoFactorEnabled,
    isAdmin: row.user.role === 'admin',
    accountType: row.profile?.accountType ?? 'primary',
    invitedBy: row.profile?.invitedBy ?? null,
    onboardingCompleted: row.profile?.onboardingCompletedAt != null,
    isFirstLogin: row.profile?.isFirstLogin ?? true,
  };
}
