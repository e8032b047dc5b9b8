import { randomBytes } from 'node:crypto';
import type { TPaidPlan } from '@shared/subscription/billing-api';
import { PLAN_PRICE_CENTS } from '@shared/subscription/billing-api';

export type FakeStripeKeys = { secretKey: string; webhookSecret: string };

/**
 * Fresh credentials for one fake Stripe, shaped like Stripe's so the SDK and env validation treat
 * them as real ones. They live only in this process's memory, handed to the app with the rest of
 * its payments configuration: Nido's webhook is reachable by anyone who can reach the app, and a
 * signing secret known from the source would let them sign themselves a Lifetime plan.
 */
export function newFakeStripeKeys(): FakeStripeKeys {
  return {
    secretKey: `sk_test_${randomBytes(24).toString('base64url')}`,
    webhookSecret: `whsec_${randomBytes(32).toString('base64url')}`,
  };
}

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
