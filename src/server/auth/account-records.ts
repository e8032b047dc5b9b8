import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appConfig, profiles, subscriptions } from '../db/schema';

export async function isPaymentRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, 'payment_required'));
  return row?.value.enabled === true;
}

/**
 * Spec §4: sign-up creates the profile (a duplicate is ignored) and, while payment is not
 * required, a free beta subscription.
 */
export async function createAccountRecords(
  db: Database,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, fullName: user.fullName, accountType: 'primary' })
    .onConflictDoNothing();
  if (!(await isPaymentRequired(db))) {
    await db
      .insert(subscriptions)
      .values({ userId: user.id, planType: 'beta_free', status: 'active' })
      .onConflictDoNothing();
  }
}
