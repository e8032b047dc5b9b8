import type { Database } from '../client';
import type { Actor } from '../../auth/actor';
import { createAccess } from '../../auth/access';
import { createActivityLog } from '../../modules/family/activity-log';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { HouseholdDeps } from '../../modules/household-deps';

/** Who the demo's records are written as: the household's owner, as if signed in. */
export type DemoOwner = { id: string; email: string; fullName: string };

/**
 * The demo writes its planning records through the app's own services, so sealing, validation
 * and the activity log apply to them exactly as to records typed in the app.
 */
export function demoServiceDeps(
  db: Database,
  cipher: FieldCipher,
  now: () => Date,
): HouseholdDeps & { now: () => Date } {
  return {
    db,
    cipher,
    access: createAccess(db, now),
    activity: createActivityLog(db, now),
    now,
  };
}

/** The owner as a signed-in actor (no session: the services only read who and whose). */
export function demoOwnerActor(owner: DemoOwner, now: Date): Actor {
  return demoActor(owner, now, 'primary');
}

/**
 * Someone of the demo as a signed-in actor; their family grants are read from the database, as
 * access.ts does for an actor without them.
 */
export function demoActor(person: DemoOwner, now: Date, accountType: 'primary' | 'guest'): Actor {
  return {
    userId: person.id,
    email: person.email,
    fullName: person.fullName,
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: false,
    accountType,
    invitedBy: null,
    onboardingCompletedAt: now,
    isFirstLogin: false,
    sessionId: 'demo-seed',
    signedInAt: now,
    unpaidOwnerIds: [],
  };
}
