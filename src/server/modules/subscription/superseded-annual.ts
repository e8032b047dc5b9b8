import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { findSubscription } from './subscription-repository';
import { idOf, sessionPlan, sessionUserId } from './stripe-objects';
import { ACTIVE_STATUSES } from './subscription-access';

/** Stripe's subscription statuses that will never bill again. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

export type SupersededAnnualDeps = {
  db: Database;
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
  /** Ends a subscription now: Stripe charges nothing more for it. */
  cancelSubscription: (id: string) => Promise<unknown>;
};

/**
 * The Annual subscription a checkout leaves without a plan row, once Lifetime and Annual were
 * both paid: the person switched from Annual to Lifetime on the subscription screen (issue 40),
 * or two Checkout Sessions were opened before either was paid (they stay open for a day).
 * Lifetime wins the row (webhook-effects.ts), so the Annual subscription is the superseded one:
 * the buyer's earlier one when Lifetime is paid second, the one just paid when it is paid after
 * Lifetime. Nothing in Nido would point at it any more and Stripe would renew it every year.
 */
async function supersededAnnual(event: Stripe.Event, db: Database): Promise<string | null> {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  )
    return null;
  const session = event.data.object;
  const plan = sessionPlan(session);
  const userId = sessionUserId(session);
  if (session.payment_status === 'unpaid' || !plan || !userId) return null;
  const row = await findSubscription(db, userId);
  if (plan === 'lifetime') return row?.planType === 'annual' ? row.stripeSubscriptionId : null;
  const holdsLifetime = row?.planType === 'lifetime' && ACTIVE_STATUSES.has(row.status);
  return holdsLifetime ? idOf(session.subscription) : null;
}

/**
 * Cancels the superseded Annual subscription at Stripe. This runs before the event is recorded,
 * so if Stripe cannot be reached the webhook fails and Stripe's retry tries again; a
 * subscription already ended is left alone, so a retry cancels nothing twice.
 */
export async function endAnnualSupersededByLifetime(
  event: Stripe.Event,
  deps: SupersededAnnualDeps,
): Promise<void> {
  const subscriptionId = await supersededAnnual(event, deps.db);
  if (!subscriptionId) return;
  const current = await deps.retrieveSubscription(subscriptionId);
  if (!ENDED_STATUSES.has(current.status)) await deps.cancelSubscription(subscriptionId);
}
