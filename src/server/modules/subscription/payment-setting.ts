import { and, count, eq } from 'drizzle-orm';
import { BETA_FREE_CHOICES, type TPaymentSetting } from '@shared/subscription/billing-api';
import type { Database } from '../../db/client';
import { appConfig, subscriptions } from '../../db/schema';

/** Until an admin says otherwise: nothing to pay, and beta_free users keep their access. */
export const DEFAULT_PAYMENT_SETTING: TPaymentSetting = {
  enabled: false,
  existingBetaFree: 'keep',
};

const KEY = 'payment_required';

/**
 * Spec §3 app_config payment_required: `{enabled}`, plus (issue 18) the admin's choice for the
 * people already on beta_free when payment becomes required. A value written before the choice
 * existed reads as 'keep'.
 */
export async function readPaymentSetting(db: Database): Promise<TPaymentSetting> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, KEY));
  const value: Record<string, unknown> = row?.value ?? {};
  const choice = BETA_FREE_CHOICES.find((each) => each === value.existingBetaFree);
  return {
    enabled: value.enabled === true,
    existingBetaFree: choice ?? DEFAULT_PAYMENT_SETTING.existingBetaFree,
  };
}

export async function writePaymentSetting(
  db: Database,
  setting: TPaymentSetting,
  now: Date,
): Promise<void> {
  const value = { enabled: setting.enabled, existingBetaFree: setting.existingBetaFree };
  await db
    .insert(appConfig)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: now } });
}

/** How many people the beta_free choice touches: those on an active free beta plan. */
export async function countBetaFreeUsers(db: Database): Promise<number> {
  const [row] = await db
    .select({ users: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.planType, 'beta_free'), eq(subscriptions.status, 'active')));
  return row?.users ?? 0;
}
