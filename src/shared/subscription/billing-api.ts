import { z } from 'zod';
import { singleLine } from '../validation/plain-text';

/**
 * Issue 18: what the web app and the server say to each other about buying a plan. Prices are
 * the spec's (§1, §9): Annual $59 per year, Lifetime $299 once; Stripe holds the price ids.
 */
export const PAID_PLANS = ['annual', 'lifetime'] as const;
export const ZPaidPlan = z.enum(PAID_PLANS);
export type TPaidPlan = z.infer<typeof ZPaidPlan>;

export const PLAN_PRICE_CENTS: Record<TPaidPlan, number> = { annual: 5900, lifetime: 29900 };

/** GET /api/subscription/billing: whether payments can be taken and what the user has. */
export const ZBillingOverview = z.object({
  /** False until STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and both price ids are configured. */
  paymentsConfigured: z.boolean(),
  /** The plan the user (or, for a guest, the inviter) holds; null when none. */
  planType: z.string().nullable(),
  status: z.string().nullable(),
  active: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True when a Stripe customer exists, so the customer portal can be opened. */
  canManageBilling: z.boolean(),
  /** Whether this user may buy (a primary user; guests ride on the inviter's plan). */
  canPurchase: z.boolean(),
  /**
   * Issue 40: an Annual plan that renews may move to Lifetime. Lifetime is bought with its own
   * checkout; once paid, the Annual subscription is cancelled at once, its unused part neither
   * refunded nor credited (a credit could not pay a one-time purchase), as the screen says first.
   */
  canSwitchToLifetime: z.boolean(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

/** POST /api/subscription/checkout → a hosted Checkout page to send the browser to. */
export const ZCheckoutRequest = z.object({
  plan: ZPaidPlan,
  /** Campaign parameters kept from the visit (spec §9), copied into the session's metadata. */
  campaign: z.record(singleLine(z.string()), singleLine(z.string())).optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZRedirect = z.object({ url: z.string().url() });
export type TRedirect = z.infer<typeof ZRedirect>;

/**
 * GET /api/subscription/checkout/:sessionId: has the webhook recorded this checkout for this
 * user yet? /checkout-success polls it. Another user's session answers 404.
 */
export const ZCheckoutResult = z.object({
  recorded: z.boolean(),
  plan: ZPaidPlan.nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.literal('USD'),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

/**
 * The switch (spec §3 app_config payment_required) and the admin's explicit choice for people
 * already on beta_free when payment becomes required: keep them active, or ask them to subscribe.
 */
export const BETA_FREE_CHOICES = ['keep', 'require_subscription'] as const;
export const ZPaymentSetting = z.object({
  enabled: z.boolean(),
  existingBetaFree: z.enum(BETA_FREE_CHOICES),
});
export type TPaymentSetting = z.infer<typeof ZPaymentSetting>;
/** GET /api/admin/payment-setting adds how many people the choice touches. */
export const ZPaymentSettingView = ZPaymentSetting.extend({
  betaFreeUsers: z.number().int(),
});
export type TPaymentSettingView = z.infer<typeof ZPaymentSettingView>;
