import { eq } from 'drizzle-orm';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { isPaymentRequired } from '../../auth/account-records';

export const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/** Whose subscription counts for an actor: a guest rides on the inviter's (spec §4). */
export function subscriptionOwnerId(actor: Actor): string {
  return actor.accountType === 'guest' && actor.invitedBy ? actor.invitedBy : actor.userId;
}

/** Whether a user's own subscription is active (spec §6: inviting needs one). */
export async function hasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ? ACTIVE_STATUSES.has(row.status) : false;
}

export function createSubscriptionService(db: Database) {
  return {
    async status(actor: Actor): Promise<TSubscriptionStatus> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, subscriptionOwnerId(actor)));
      return {
        paymentRequired: await isPaymentRequired(db),
        active: row ? ACTIVE_STATUSES.has(row.status) : false,
        planType: row?.planType ?? null,
        status: row?.status ?? null,
        currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
