import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { profiles } from '../schema';
import type { Auth } from '../../auth/auth';
import { DEMO_FAMILY } from './demo-catalog';
import { createDemoSignIn, demoRunSuffix } from './demo-sign-in';

/** A verified, onboarded account for the demo household's owner. */
export async function createDemoUser(
  auth: Auth,
  db: Database,
  suffix: string = demoRunSuffix(),
): Promise<{ id: string; email: string; password: string }> {
  const { id, email, password } = await createDemoSignIn(auth, db, {
    who: 'owner',
    name: DEMO_FAMILY.fullName,
    localPart: 'demo',
    suffix,
  });
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
    .where(eq(profiles.id, id));
  return { id, email, password };
}
