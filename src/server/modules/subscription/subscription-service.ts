import { eq } from 'drizzle-orm';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { ACTIVE_STATUSES, isSubscriptionActive } from './subscription-access';
import { readPaymentSetting } from './payment-setting';

export { ACTIVE_STATUSES };

/** Whose subscription counts for an actor: a guest rides on the inviter's (spec §4). */
export function subscriptionOwnerId(actor: Actor): string {
  return actor.accountType === 'guest' && actor.invitedBy ? actor.invitedBy : actor.userId;
}

/**
 * Whether a user's own subscription is active (spec §6: inviting needs one), by the same rule
 * as the status route and the guard (subscription-access.ts).
 */
export async function hasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  const [[row], setting] = await Promise.all([
    db
      .select({ planType: subscriptions.planType, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    readPaymentSetting(db),
  ]);
  return isSubscriptionActive(row, setting);
}

export function createSubscriptionService(db: Database) {
  return {
    /** Spec §4/§7 check-subscription: our own database only, never Stripe. */
    async status(actor: Actor): Promise<TSubscriptionStatus> {
      const [[row], setting] = await Promise.all([
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, subscriptionOwnerId(actor))),
        readPaymentSetting(db),
      ]);
      return {
        paymentRequired: setting.enabled,
        active: isSubscriptionActive(row, setting),
        planType: row?.planType ?? null,
        status: row?.status ?? null,
        currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
