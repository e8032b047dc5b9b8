import Stripe from 'stripe';
import { CAMPAIGN_PARAMETERS } from '@shared/campaign';
import {
  PAID_PLANS,
  PLAN_PRICE_CENTS,
  type TBillingOverview,
  type TCheckoutRequest,
  type TCheckoutResult,
  type TRedirect,
} from '@shared/subscription/billing-api';
import type { Database } from '../../db/client';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { RATE_LIMITED_MESSAGE, RateLimiter } from '../../http/rate-limit';
import type { PaymentsConfig } from '../../platform/payments/payments-config';
import { findSubscription } from './subscription-repository';
import { ACTIVE_STATUSES, isSubscriptionActive, paidPlanInTheWay } from './subscription-access';
import { readPaymentSetting } from './payment-setting';
import { subscriptionOwnerId } from './subscription-service';
import { sessionPlan } from './stripe-objects';

export const PAYMENTS_OFF_MESSAGE = 'Payments are not set up on this server yet.';

/** Stripe's limit on a metadata value. */
const METADATA_VALUE_MAX = 500;
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
/**
 * Checkout and portal sessions a person may open in ten minutes: far more than anyone paying
 * needs, few enough that a script cannot fill the Stripe account with abandoned sessions.
 */
export const STRIPE_SESSIONS_PER_TEN_MINUTES = 10;
/**
 * Checkout lookups a person may make in a minute that reach Stripe: /checkout-success asks 40
 * times a minute at most; a loop over made-up session ids must not use up the Stripe account's
 * API rate limit that everyone's purchases share.
 */
export const CHECKOUT_LOOKUPS_PER_MINUTE = 60;

export type BillingServiceDeps = {
  db: Database;
  appUrl: string;
  stripe: Stripe | null;
  payments: PaymentsConfig | null;
};

/** The spec's campaign parameters (§9) only, each cut to what Stripe metadata holds. */
function campaignMetadata(campaign: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = campaign?.[name]?.trim();
    if (value) kept[name] = value.slice(0, METADATA_VALUE_MAX);
  }
  return kept;
}

/**
 * Stripe out of reach, or answering 5xx or 429: a passing outage the person can retry. Any other
 * Stripe error (a wrong price id, a revoked key) is a fault of ours and answers 500, logged.
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    )
      throw new AppError(
        'UNAVAILABLE',
        "We couldn't reach our payment provider. Please try again in a minute.",
      );
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/** Issue 18: buying a plan with hosted Checkout, the customer portal, and what the user holds. */
export function createBillingService({ db, appUrl, stripe, payments }: BillingServiceDeps) {
  const sessionsOpened = new RateLimiter(STRIPE_SESSIONS_PER_TEN_MINUTES, 10 * 60_000);
  const checkoutLookups = new RateLimiter(CHECKOUT_LOOKUPS_PER_MINUTE, 60_000);

  function countSession(actor: Actor): void {
    if (!sessionsOpened.hit(actor.userId)) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }

  function requireStripe(): { stripe: Stripe; payments: PaymentsConfig } {
    if (!stripe || !payments) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
    return { stripe, payments };
  }

  function refuseGuests(actor: Actor, what: string): void {
    if (actor.accountType === 'guest')
      throw new AppError(
        'FORBIDDEN',
        `Your plan comes with the account of the person who invited you; only they can ${what}.`,
      );
  }

  return {
    async overview(actor: Actor): Promise<TBillingOverview> {
      const ownerId = subscriptionOwnerId(actor);
      const [row, setting] = await Promise.all([
        findSubscription(db, ownerId),
        readPaymentSetting(db),
      ]);
      const guest = actor.accountType === 'guest';
      return {
        paymentsConfigured: stripe !== null,
        planType: row?.planType ?? null,
        status: row?.status ?? null,
        active: isSubscriptionActive(row, setting),
        currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
        canManageBilling: !guest && stripe !== null && Boolean(row?.stripeCustomerId),
        canPurchase: !guest && paidPlanInTheWay(row) === null,
        canSwitchToLifetime:
          !guest &&
          stripe !== null &&
          paidPlanInTheWay(row) === 'annual' &&
          ACTIVE_STATUSES.has(row?.status ?? ''),
      };
    },

    async checkout(actor: Actor, request: TCheckoutRequest): Promise<TRedirect> {
      refuseGuests(actor, 'buy one');
      const configured = requireStripe();
      const row = await findSubscription(db, actor.userId);
      const inTheWay = paidPlanInTheWay(row);
      if (inTheWay === 'lifetime')
        throw new AppError('CONFLICT', 'You already have Nido Lifetime: there is nothing to buy.');
      // Lifetime over Annual is the switch: once Lifetime is paid, the webhook cancels the Annual
      // subscription at once (superseded-annual.ts), with no refund, as the screen says first.
      if (inTheWay === 'annual' && request.plan === 'annual')
        throw new AppError(
          'CONFLICT',
          'You already have the Annual plan. Use Manage billing to change or cancel it.',
        );
      countSession(actor);
      const annual = request.plan === 'annual';
      const metadata = {
        plan: request.plan,
        userId: actor.userId,
        ...campaignMetadata(request.campaign),
      };
      const customer = row?.stripeCustomerId;
      const session = await callStripe(() =>
        configured.stripe.checkout.sessions.create({
          mode: annual ? 'subscription' : 'payment',
          line_items: [
            {
              price: annual ? configured.payments.priceAnnual : configured.payments.priceLifetime,
              quantity: 1,
            },
          ],
          client_reference_id: actor.userId,
          metadata,
          ...(annual ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          // The customer Stripe already knows, so the portal shows every plan in one place; a
          // Lifetime purchase gets a customer too, for its receipts in the portal.
          ...(customer
            ? { customer }
            : { customer_email: actor.email, ...(annual ? {} : { customer_creation: 'always' }) }),
          success_url: `${appUrl}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}/subscription`,
        }),
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
      return { url: session.url };
    },

    async portal(actor: Actor): Promise<TRedirect> {
      refuseGuests(actor, 'manage its billing');
      const configured = requireStripe();
      const customer = (await findSubscription(db, actor.userId))?.stripeCustomerId;
      if (!customer)
        throw new AppError('CONFLICT', 'There is no billing account yet: buy a plan first.');
      countSession(actor);
      const session = await callStripe(() =>
        configured.stripe.billingPortal.sessions.create({
          customer,
          return_url: `${appUrl}/subscription`,
        }),
      );
      return { url: session.url };
    },

    /**
     * /checkout-success polls this until the webhook has recorded the purchase. Only the user
     * the session was made for learns anything about it; anyone else is told it is not there.
     */
    async checkoutResult(actor: Actor, sessionId: string): Promise<TCheckoutResult> {
      if (!SESSION_ID.test(sessionId)) throw AppError.notFound('No such checkout.');
      const row = await findSubscription(db, actor.userId);
      const recordedPlan = PAID_PLANS.find((plan) => plan === row?.planType);
      const recorded = row?.stripeCheckoutSessionId === sessionId && recordedPlan !== undefined;
      let session: Stripe.Checkout.Session | null = null;
      if (stripe) {
        if (!checkoutLookups.hit(actor.userId))
          throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
        try {
          session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
        } catch (error) {
          // Recorded already: the amount can come from the price list if Stripe is away.
          if (!recorded && !isMissing(error)) throw error;
        }
      }
      if (!recorded && session?.client_reference_id !== actor.userId)
        throw AppError.notFound('No such checkout.');
      const plan = recorded ? recordedPlan : session ? sessionPlan(session) : null;
      return {
        recorded,
        plan: plan ?? null,
        amountCents: session?.amount_total ?? (plan ? PLAN_PRICE_CENTS[plan] : null),
        currency: 'USD',
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
