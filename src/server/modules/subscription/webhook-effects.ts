import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { ACTIVE_STATUSES } from './subscription-access';
import {
  findByStripeSubscription,
  findLifetimeByPaymentIntent,
  findSubscription,
  savePaidPlan,
  updateSubscription,
  userExists,
} from './subscription-repository';
import {
  idOf,
  invoicePeriod,
  invoiceSubscriptionId,
  sessionPlan,
  sessionUserId,
  subscriptionPeriod,
} from './stripe-objects';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the handler may read from Stripe before the transaction (never inside it). */
export type Prefetched = { subscription?: Stripe.Subscription };

export type EffectContext = { tx: Transaction; now: Date; prefetched: Prefetched };

async function holdsLifetime(tx: Transaction, userId: string): Promise<boolean> {
  const row = await findSubscription(tx, userId);
  return row?.planType === 'lifetime' && ACTIVE_STATUSES.has(row.status);
}

/**
 * checkout.session.completed (and async_payment_succeeded): the purchase becomes the user's
 * plan. Lifetime: active, no end, the payment kept for a refund. Annual: the subscription's
 * state as Stripe has it now (read before the transaction).
 */
async function checkoutCompleted(session: Stripe.Checkout.Session, context: EffectContext) {
  // A delayed payment method: access waits for checkout.session.async_payment_succeeded.
  if (session.payment_status === 'unpaid') return;
  const userId = sessionUserId(session);
  const plan = sessionPlan(session);
  if (!userId || !plan || !(await userExists(context.tx, userId))) return;
  // Checkout Sessions stay open for a day: one opened before the person bought Lifetime (another
  // tab, an old link) may still be paid. Lifetime is never replaced by a plan that ends; the
  // Annual subscription so paid was cancelled at Stripe before this (superseded-annual.ts).
  if (plan === 'annual' && (await holdsLifetime(context.tx, userId))) return;
  const common = {
    stripeCustomerId: idOf(session.customer),
    stripeCheckoutSessionId: session.id,
    updatedAt: context.now,
  };
  if (plan === 'lifetime') {
    await savePaidPlan(context.tx, userId, {
      ...common,
      planType: 'lifetime',
      status: 'active',
      currentPeriodStart: context.now,
      currentPeriodEnd: null,
      stripeSubscriptionId: null,
      stripePaymentIntentId: idOf(session.payment_intent),
      cancelAtPeriodEnd: false,
    });
    return;
  }
  const subscription = context.prefetched.subscription;
  if (!subscription) throw new Error(`Subscription of ${session.id} was not read from Stripe`);
  const period = subscriptionPeriod(subscription);
  await savePaidPlan(context.tx, userId, {
    ...common,
    planType: 'annual',
    status: subscription.status,
    currentPeriodStart: period?.start ?? context.now,
    currentPeriodEnd: period?.end ?? null,
    stripeSubscriptionId: subscription.id,
    stripePaymentIntentId: null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
}

/**
 * invoice.paid: a (renewed) year is paid for; the period moves on. The status Stripe has now
 * wins, so a renewal delivered late, after the subscription was deleted, does not revive it.
 */
async function invoicePaid(invoice: Stripe.Invoice, context: EffectContext) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const row = subscriptionId && (await findByStripeSubscription(context.tx, subscriptionId));
  if (!row) return;
  const current = context.prefetched.subscription;
  const period = (current && subscriptionPeriod(current)) ?? invoicePeriod(invoice);
  await updateSubscription(context.tx, row.userId, {
    status: current?.status ?? 'active',
    ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
    ...(current ? { cancelAtPeriodEnd: current.cancel_at_period_end } : {}),
    updatedAt: context.now,
  });
}

/**
 * invoice.payment_failed: the renewal's charge was declined; Stripe retries, access pauses. The
 * status Stripe has now wins, so a failure delivered after the retry that paid changes nothing.
 */
async function invoicePaymentFailed(invoice: Stripe.Invoice, context: EffectContext) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const row = subscriptionId && (await findByStripeSubscription(context.tx, subscriptionId));
  if (!row) return;
  await updateSubscription(context.tx, row.userId, {
    status: context.prefetched.subscription?.status ?? 'past_due',
    updatedAt: context.now,
  });
}

/**
 * customer.subscription.updated: Stripe's status, the cancel-at-period-end choice, the period,
 * as Stripe has them now (events may arrive out of order: cancel, then undo, delivered undo
 * first).
 */
async function subscriptionUpdated(event: Stripe.Subscription, context: EffectContext) {
  const subscription = context.prefetched.subscription ?? event;
  const row = await findByStripeSubscription(context.tx, subscription.id);
  if (!row) return;
  const period = subscriptionPeriod(subscription);
  await updateSubscription(context.tx, row.userId, {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
    updatedAt: context.now,
  });
}

/** customer.subscription.deleted: the subscription has ended. */
async function subscriptionDeleted(subscription: Stripe.Subscription, context: EffectContext) {
  const row = await findByStripeSubscription(context.tx, subscription.id);
  if (!row) return;
  await updateSubscription(context.tx, row.userId, {
    status: 'canceled',
    cancelAtPeriodEnd: false,
    updatedAt: context.now,
  });
}

/** charge.refunded: a Lifetime purchase refunded in full ends its access; a partial one does not. */
async function chargeRefunded(charge: Stripe.Charge, context: EffectContext) {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId || !charge.refunded) return;
  const row = await findLifetimeByPaymentIntent(context.tx, paymentIntentId);
  if (!row) return;
  await updateSubscription(context.tx, row.userId, {
    status: 'refunded',
    currentPeriodEnd: context.now,
    updatedAt: context.now,
  });
}

/** The subscription to read from Stripe before an event's transaction, if the event needs one. */
export function subscriptionToPrefetch(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.mode === 'subscription'
        ? idOf(event.data.object.subscription)
        : null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceSubscriptionId(event.data.object);
    case 'customer.subscription.updated':
      return event.data.object.id;
    default:
      return null;
  }
}

/** An event's effect on the subscriptions table; other event types change nothing. */
export async function applyStripeEvent(event: Stripe.Event, context: EffectContext) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event.data.object, context);
    case 'invoice.paid':
      return invoicePaid(event.data.object, context);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(event.data.object, context);
    case 'customer.subscription.updated':
      return subscriptionUpdated(event.data.object, context);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(event.data.object, context);
    case 'charge.refunded':
      return chargeRefunded(event.data.object, context);
    default:
      return undefined;
  }
}
