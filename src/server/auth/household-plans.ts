import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { isSubscriptionActive } from '../modules/subscription/subscription-access';
import { readPaymentSetting } from '../modules/subscription/payment-setting';

/**
 * The paywall's one question (issue 35): of these households, which have no active plan while
 * payment is required? None while it is not. A household's plan is its owner's subscription,
 * judged by the same rule as the status route and the web guard (subscription-access.ts), and it
 * covers everyone who works in the household: the owner, guests (spec §4: a guest rides on the
 * inviter's plan), family viewers and advisors.
 *
 * Read with the session (session-context.ts) and kept with it: a changed subscription or payment
 * switch bumps the access counters of everyone it concerns (migration 0020), so no node keeps a
 * stale answer.
 */
export async function readUnpaidOwnerIds(
  db: Database,
  ownerIds: readonly string[],
): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const setting = await readPaymentSetting(db);
  if (!setting.enabled) return [];
  const rows = await db
    .select({
      userId: subscriptions.userId,
      planType: subscriptions.planType,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [...ownerIds]));
  const paid = new Set(
    rows.filter((row) => isSubscriptionActive(row, setting)).map((row) => row.userId),
  );
  return ownerIds.filter((ownerId) => !paid.has(ownerId));
}
