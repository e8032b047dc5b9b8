import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { findByStripeSubscription } from './subscription-repository';
import { applyStripeEvent, subscriptionToPrefetch, type Prefetched } from './webhook-effects';
import { verifiedStripeEvent } from './stripe-signature';
import { endAnnualSupersededByLifetime } from './superseded-annual';

export type StripeWebhookDeps = {
  db: Database;
  webhookSecret: string;
  /** Reads a subscription's current state from Stripe. */
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
  /** Ends a subscription at Stripe now (an Annual plan a Lifetime purchase replaces). */
  cancelSubscription: (id: string) => Promise<unknown>;
  now: () => Date;
};

/**
 * POST /api/stripe/webhook: verify, then apply each event once. Stripe delivers at least once
 * (and retries anything not answered 2xx), so the event id is recorded in stripe_events in the
 * same transaction as its effect: a redelivery, or two at once, changes nothing more.
 */
export function createStripeWebhook(deps: StripeWebhookDeps) {
  const { db } = deps;

  async function alreadyHandled(eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, eventId));
    return row !== undefined;
  }

  /** Stripe is read before the transaction, so no database connection waits on the network. */
  async function prefetch(event: Stripe.Event): Promise<Prefetched> {
    const subscriptionId = subscriptionToPrefetch(event);
    if (!subscriptionId) return {};
    // A subscription Nido does not know (not ours, or its checkout not yet recorded): nothing
    // to read. A completed checkout's subscription is new by definition.
    const known =
      event.type.startsWith('checkout.session.') ||
      (await findByStripeSubscription(db, subscriptionId));
    return known ? { subscription: await deps.retrieveSubscription(subscriptionId) } : {};
  }

  return {
    async receive(payload: string, signature: string | undefined): Promise<void> {
      const event = verifiedStripeEvent(payload, signature, deps.webhookSecret);
      if (await alreadyHandled(event.id)) return;
      await endAnnualSupersededByLifetime(event, deps);
      const prefetched = await prefetch(event);
      await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: deps.now() })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        // Another delivery of the same event got here first.
        if (!recorded) return;
        await applyStripeEvent(event, { tx, now: deps.now(), prefetched });
      });
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
