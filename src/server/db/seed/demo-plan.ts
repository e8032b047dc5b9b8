import type { Database } from '../client';
import { subscriptions } from '../schema';
import { readPaymentSetting } from '../../modules/subscription/payment-setting';

/**
 * Where payment is required, sign-up gives no plan, and a household without one is behind the
 * paywall: the demo (an operator's tool, not a purchase) gives its owner the free beta plan,
 * which access.ts honours while the admin lets beta_free users keep access. Where the admin
 * ended free beta plans, no demo household could be opened, so the command says so before
 * creating anything. Null when the demo can go ahead.
 */
export async function demoPlanProblem(db: Database): Promise<string | null> {
  const setting = await readPaymentSetting(db);
  if (setting.enabled && setting.existingBetaFree === 'require_subscription')
    return 'Payment is required on this instance and free beta plans have ended, so a demo household would open on the paywall. Let beta_free users keep access (Admin → Payments), then run the demo again.';
  return null;
}

export async function giveDemoPlan(db: Database, ownerId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId: ownerId, planType: 'beta_free', status: 'active' })
    .onConflictDoNothing();
}
