import Stripe from 'stripe';
import { AppError } from '../../http/app-error';

/**
 * The event Stripe signed, from the raw body exactly as it arrived and the Stripe-Signature
 * header; a missing, wrong or stale signature (older than Stripe's default 300 s tolerance)
 * is refused with 400, so Stripe shows the delivery as failed.
 */
export function verifiedStripeEvent(
  payload: string,
  signature: string | undefined,
  webhookSecret: string,
): Stripe.Event {
  if (!signature) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new AppError('BAD_REQUEST', 'The Stripe signature does not match this request.');
    throw error;
  }
}
