/**
 * Issue 18: how Nido reaches Stripe. Payments are off unless all four values are configured
 * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL, STRIPE_PRICE_LIFETIME); `api`
 * points the SDK at the local fake Stripe in tests and local trials.
 */
export type PaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  priceAnnual: string;
  priceLifetime: string;
  /** STRIPE_API_HOST / _PORT / _PROTOCOL; omitted for the real api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};
