import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config';

/**
 * The Stripe SDK as configured: api.stripe.com by default, or the host STRIPE_API_* name (the
 * local fake Stripe in tests and local trials). The fake answers at once or not at all, so
 * retries there would only slow a failing test down.
 */
export function createStripeClient(payments: PaymentsConfig): Stripe {
  return payments.api
    ? new Stripe(payments.secretKey, { ...payments.api, maxNetworkRetries: 0 })
    : new Stripe(payments.secretKey);
}
