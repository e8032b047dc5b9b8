import type Stripe from 'stripe';
import { PAID_PLANS, type TPaidPlan } from '@shared/subscription/billing-api';

/** An expandable Stripe field: its id whether Stripe sent the id or the object. */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

function dateOf(seconds: number): Date {
  return new Date(seconds * 1000);
}

/**
 * A subscription's current period. Since API version 2025-03-31 Stripe keeps it on the
 * subscription's items; Nido sells one item per subscription.
 */
export function subscriptionPeriod(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) return null;
  return { start: dateOf(item.current_period_start), end: dateOf(item.current_period_end) };
}

/** The service period an invoice's subscription line bills (a renewal: the new year). */
export function invoicePeriod(invoice: Stripe.Invoice) {
  const line = invoice.lines.data[0];
  if (!line) return null;
  return { start: dateOf(line.period.start), end: dateOf(line.period.end) };
}

/** The subscription an invoice bills (API 2025-03-31 and later: under `parent`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * The plan a Checkout Session sold: its mode decides (subscription is Annual, payment is
 * Lifetime); metadata.plan, which Nido set, must agree.
 */
export function sessionPlan(session: Stripe.Checkout.Session): TPaidPlan | null {
  const byMode: TPaidPlan | null =
    session.mode === 'subscription' ? 'annual' : session.mode === 'payment' ? 'lifetime' : null;
  const stated = PAID_PLANS.find((plan) => plan === session.metadata?.plan);
  if (stated && stated !== byMode) return null;
  return byMode;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Nido user a Checkout Session was for: client_reference_id, which Nido set to the user id. */
export function sessionUserId(session: Stripe.Checkout.Session): string | null {
  const id = session.client_reference_id ?? session.metadata?.userId ?? null;
  return id && UUID.test(id) ? id : null;
}
