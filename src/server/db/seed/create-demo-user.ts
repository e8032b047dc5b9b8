import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { profiles, users } from '../schema';
import type { Auth } from '../../auth/auth';
import { DEMO_FAMILY } from './demo-catalog';

/**
 * A verified, onboarded account for the demo household, created through better-auth like any
 * registration (so the password is hashed the same way and the profile is made the same way).
 */
export async function createDemoUser(
  auth: Auth,
  db: Database,
): Promise<{ id: string; email: string; password: string }> {
  const suffix = randomBytes(3).toString('hex');
  const email = `demo-${suffix}@nido.family`;
  const password = `Nido-Demo-${randomBytes(4).toString('hex')}!`;
  const { user } = await auth.api.signUpEmail({
    body: { name: DEMO_FAMILY.fullName, email, password },
  });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const now = new Date();
  await db
    .update(profiles)
    .set({
      householdName: DEMO_FAMILY.householdName,
      homeState: DEMO_FAMILY.homeState,
      onboardingStep: 2,
      onboardingStartedAt: now,
      onboardingCompletedAt: now,
      onboardingPriorities: ['expenses', 'assets', 'documents'],
      onboardingCompletedExpenses: true,
      onboardingCompletedAssets: true,
      isFirstLogin: false,
    })
    .where(eq(profiles.id, user.id));
  return { id: user.id, email, password };
}
