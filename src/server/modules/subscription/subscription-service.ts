import { eq } from 'drizzle-orm';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import type { Access } from '../../auth/access';
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

export function createSubscriptionService(db: Database, access: Access) {
  /** Households other than the actor's plan owner's that they may open (issue 35). */
  async function otherHouseholdsWithPlan(actor: Actor): Promise<boolean> {
    const own = subscriptionOwnerId(actor);
    return (await access.grantsOf(actor)).some(
      (grant) => grant.ownerId !== own && access.hasPlan(actor, grant.ownerId),
    );
  }

  return {
    /** Spec §4/§7 check-subscription: our own database only, never Stripe. */
    async status(actor: Actor): Promise<TSubscriptionStatus> {
      const [[row], setting, others] = await Promise.all([
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, subscriptionOwnerId(actor))),
        readPaymentSetting(db),
        otherHouseholdsWithPlan(actor),
      ]);
      return {
        paymentRequired: setting.enabled,
        active: isSubscriptionActive(row, setting),
        planType: row?.planType ?? null,
        status: row?.status ?? null,
        currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
        otherHouseholdsWithPlan: others,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
