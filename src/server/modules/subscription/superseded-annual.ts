import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { findSubscription } from './subscription-repository';
import { sessionPlan, sessionUserId } from './stripe-objects';

/** Stripe's subscription statuses that will never bill again. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

export type SupersededAnnualDeps = {
  db: Database;
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
  /** Ends a subscription now: Stripe charges nothing more for it. */
  cancelSubscription: (id: string) => Promise<unknown>;
};

/**
 * A Lifetime purchase paid while the buyer still has an Annual subscription (its Checkout was
 * opened before the Annual one was bought: Checkout Sessions stay open for a day). Lifetime
 * replaces the user's plan row, so nothing in Nido would point at the Annual subscription any
 * more, and Stripe would go on renewing it every year: it is cancelled at Stripe first. This runs
 * before the event is recorded, so if Stripe cannot be reached the webhook fails and Stripe's
 * retry tries again; a subscription already ended is left alone, so a retry cancels nothing twice.
 */
export async function endAnnualSupersededByLifetime(
  event: Stripe.Event,
  deps: SupersededAnnualDeps,
): Promise<void> {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  )
    return;
  const session = event.data.object;
  if (session.payment_status === 'unpaid' || sessionPlan(session) !== 'lifetime') return;
  const userId = sessionUserId(session);
  const row = userId ? await findSubscription(deps.db, userId) : undefined;
  const subscriptionId = row?.planType === 'annual' ? row.stripeSubscriptionId : null;
  if (!subscriptionId) return;
  const current = await deps.retrieveSubscription(subscriptionId);
  if (!ENDED_STATUSES.has(current.status)) await deps.cancelSubscription(subscriptionId);
}
