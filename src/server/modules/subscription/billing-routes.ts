import { z } from '@hono/zod-openapi';
import {
  ZBillingOverview,
  ZCheckoutRequest,
  ZCheckoutResult,
  ZPaymentSetting,
  ZPaymentSettingView,
  ZRedirect,
} from '@shared/subscription/billing-api';
import type { Config } from '../../env';
import type { Database } from '../../db/client';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { adminOnly, openToAll, signedIn } from '../../http/route-guards';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../auth/session-context';
import type { PaymentsConfig } from '../../platform/payments/payments-config';
import { createStripeClient } from '../../platform/payments/stripe-client';
import { PAYMENTS_OFF_MESSAGE, createBillingService } from './billing-service';
import { createStripeWebhook } from './stripe-webhook';
import { createPaymentSettingService } from './payment-setting-service';

export type BillingDeps = {
  db: Database;
  config: Pick<Config, 'appUrl'>;
  /** Null or omitted: payments are not configured, and the screens say so. */
  payments?: PaymentsConfig | null;
  now?: () => Date;
};

/** Stripe posts here; the path app.ts and same-origin-writes.ts know it by. */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

const route = declareRoutes({ tags: ['subscription'], guard: signedIn });

/** Issue 18: checkout, the customer portal, the Stripe webhook and the payment switch. */
export function billingRoutes(deps: BillingDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const payments = deps.payments ?? null;
  const stripe = payments ? createStripeClient(payments) : null;
  const billing = createBillingService({ db, appUrl: deps.config.appUrl, stripe, payments });
  const settings = createPaymentSettingService({ db, paymentsConfigured: stripe !== null, now });
  const stripeWebhook =
    stripe && payments
      ? createStripeWebhook({
          db,
          webhookSecret: payments.webhookSecret,
          retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),
          cancelSubscription: (id) => stripe.subscriptions.cancel(id),
          now,
        })
      : null;

  return createRouter()
    .openapi(
      route.get('/subscription/billing', {
        summary:
          'Whether payments can be taken, and the plan the user (a guest: the inviter) holds',
        200: jsonResponse(ZBillingOverview, 'The overview.'),
      }),
      async (c) => c.json(await billing.overview(actorOf(c)), 200),
    )
    .openapi(
      route.post('/subscription/checkout', {
        summary: 'Start buying a plan: a Stripe hosted Checkout page to send the browser to',
        request: { body: ZCheckoutRequest },
        200: jsonResponse(ZRedirect, 'The Checkout page.'),
        errors: [403, 409, 429, 503],
      }),
      async (c) => c.json(await billing.checkout(actorOf(c), c.req.valid('json')), 200),
    )
    .openapi(
      route.post('/subscription/portal', {
        summary: "The Stripe customer portal for the user's card, receipts and cancellation",
        200: jsonResponse(ZRedirect, 'The portal page.'),
        errors: [403, 409, 429, 503],
      }),
      async (c) => c.json(await billing.portal(actorOf(c)), 200),
    )
    .openapi(
      route.get('/subscription/checkout/{sessionId}', {
        summary: "Whether the webhook has recorded the user's own Checkout Session yet",
        request: { params: z.object({ sessionId: z.string().max(300) }) },
        200: jsonResponse(ZCheckoutResult, 'Recorded or not yet.'),
        // The document has never listed the 400 of an over-long id here.
        standardErrors: false,
        errors: [401, 404, 429, 503],
      }),
      async (c) =>
        c.json(await billing.checkoutResult(actorOf(c), c.req.valid('param').sessionId), 200),
    )
    .openapi(
      route.post(STRIPE_WEBHOOK_PATH, {
        summary: "Stripe's events (signed with the Stripe-Signature header; the body is read raw)",
        guard: openToAll,
        200: jsonResponse(z.object({ received: z.literal(true) }), 'Handled, or handled before.'),
        errors: [400, 503],
      }),
      async (c) => {
        if (!stripeWebhook) throw new AppError('UNAVAILABLE', PAYMENTS_OFF_MESSAGE);
        // The raw body, before anything parses it: the signature covers these exact bytes.
        const payload = await c.req.text();
        await stripeWebhook.receive(payload, c.req.header('stripe-signature'));
        return c.json({ received: true as const }, 200);
      },
    )
    .openapi(
      route.get('/admin/payment-setting', {
        tags: ['admin'],
        summary: 'Whether payment is required, and what happens to beta_free users then (admins)',
        guard: adminOnly,
        200: jsonResponse(ZPaymentSettingView, 'The setting.'),
      }),
      async (c) => c.json(await settings.read(), 200),
    )
    .openapi(
      route.put('/admin/payment-setting', {
        tags: ['admin'],
        summary: 'Require payment or not, and choose for the beta_free users (admins)',
        guard: adminOnly,
        request: { body: ZPaymentSetting },
        200: jsonResponse(ZPaymentSettingView, 'Saved.'),
        errors: [409],
      }),
      async (c) => c.json(await settings.write(c.req.valid('json')), 200),
    );
}
