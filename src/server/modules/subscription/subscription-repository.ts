import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A database or a transaction: both read and write the same way. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

export async function findSubscription(db: Queryable, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findByStripeSubscription(db: Queryable, stripeSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row;
}

/** The Lifetime purchase a payment paid for (a refund names the payment). */
export async function findLifetimeByPaymentIntent(db: Queryable, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.stripePaymentIntentId, paymentIntentId),
        eq(subscriptions.planType, 'lifetime'),
      ),
    );
  return row;
}

export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export type PaidPlanValues = Omit<SubscriptionRow, 'userId' | 'createdAt'>;

/** One row per user: a completed purchase replaces whatever plan the user had (beta_free too). */
export async function savePaidPlan(db: Queryable, userId: string, values: PaidPlanValues) {
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

export async function updateSubscription(
  db: Queryable,
  userId: string,
  values: Partial<PaidPlanValues> & { updatedAt: Date },
) {
  await db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
}
