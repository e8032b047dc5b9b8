import type { TPaidPlan } from '@shared/subscription/billing-api';
import { PLAN_PRICE_CENTS } from '@shared/subscription/billing-api';

/**
 * The fixed credentials of the fake Stripe: not secrets (it takes pretend payments on loopback
 * only), but shaped like Stripe's so the SDK and env validation treat them as real ones.
 */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_nido_fake_stripe';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_nido_fake_stripe_signing_secret';

export type FakePrice = {
  id: string;
  plan: TPaidPlan;
  name: string;
  unitAmount: number;
  /** A yearly price (Checkout mode `subscription`), or a one-time one (mode `payment`). */
  recurring: boolean;
};

/** The two prices the fake sells: the spec's plans (§1, §9). */
export const FAKE_PRICES: readonly FakePrice[] = [
  {
    id: 'price_nido_fake_annual',
    plan: 'annual',
    name: 'Nido Annual',
    unitAmount: PLAN_PRICE_CENTS.annual,
    recurring: true,
  },
  {
    id: 'price_nido_fake_lifetime',
    plan: 'lifetime',
    name: 'Nido Lifetime',
    unitAmount: PLAN_PRICE_CENTS.lifetime,
    recurring: false,
  },
];
