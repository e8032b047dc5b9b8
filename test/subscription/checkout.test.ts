import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBillingOverview, TCheckoutResult } from '@shared/subscription/billing-api';
import { newUser } from '@test/harness/accounts';
import { newGuest } from '@test/harness/family';
import { createTestApp } from '@test/harness/test-app';
import { TEST_APP_URL } from '@test/harness/test-app';
import {
  CHECKOUT_LOOKUPS_PER_MINUTE,
  STRIPE_SESSIONS_PER_TEN_MINUTES,
} from '@server/modules/subscription/billing-service';
import {
  buy,
  createBillingTestApp,
  overviewOf,
  pay,
  startCheckout,
  statusOf,
  subscriptionRow,
  type BillingWorld,
} from './billing-harness';

let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingTestApp();
});
afterAll(() => world.close());

describe('checkout', () => {
  it('creates a yearly subscription session for Annual, with the user and the campaign', async () => {
    const user = await newUser(world.t);
    const sessionId = await startCheckout(user, 'annual', {
      utm_source: 'newsletter',
      utm_campaign: 'fall',
      not_a_campaign_parameter: 'dropped',
    });
    const session = world.fake.store.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer: null,
      customer_email: user.email,
      metadata: { plan: 'annual', userId: user.id, utm_source: 'newsletter', utm_campaign: 'fall' },
      success_url: `${TEST_APP_URL}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_APP_URL}/subscription`,
    });
    expect(session.metadata).not.toHaveProperty('not_a_campaign_parameter');
    expect(world.fake.store.sessionPrices.get(sessionId)?.id).toBe(world.fake.payments.priceAnnual);
  });

  it('sells Lifetime as a one-time payment that creates a customer', async () => {
    const user = await newUser(world.t);
    const sessionId = await startCheckout(user, 'lifetime');
    expect(world.fake.store.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      metadata: { plan: 'lifetime', userId: user.id },
    });
    expect(world.fake.store.sessionPrices.get(sessionId)?.id).toBe(
      world.fake.payments.priceLifetime,
    );
  });

  it('makes Annual active once the webhook has the payment, and says so to /checkout-success', async () => {
    const user = await newUser(world.t);
    const sessionId = await startCheckout(user, 'annual');
    const before = await user.client.get(`/api/subscription/checkout/${sessionId}`);
    expect((await before.json()) as TCheckoutResult).toEqual({
      recorded: false,
      plan: 'annual',
      amountCents: 5900,
      currency: 'USD',
    });

    const next = await pay(world.fake, sessionId);
    expect(next).toBe(`${TEST_APP_URL}/checkout-success?session_id=${sessionId}`);

    const after = await user.client.get(`/api/subscription/checkout/${sessionId}`);
    expect((await after.json()) as TCheckoutResult).toEqual({
      recorded: true,
      plan: 'annual',
      amountCents: 5900,
      currency: 'USD',
    });
    const row = await subscriptionRow(world.t, user.id);
    const subscription = world.fake.store.findSubscription({ checkoutSessionId: sessionId })!;
    const item = subscription.items.data[0]!;
    expect(row).toMatchObject({
      planType: 'annual',
      status: 'active',
      stripeCustomerId: subscription.customer,
      stripeSubscriptionId: subscription.id,
      stripeCheckoutSessionId: sessionId,
      cancelAtPeriodEnd: false,
    });
    expect(row?.currentPeriodStart.getTime()).toBe(item.current_period_start * 1000);
    expect(row?.currentPeriodEnd?.getTime()).toBe(item.current_period_end * 1000);
    expect(await statusOf(user)).toMatchObject({ active: true, planType: 'annual' });
    expect(await overviewOf(user)).toMatchObject({
      paymentsConfigured: true,
      planType: 'annual',
      active: true,
      canManageBilling: true,
      canPurchase: false,
    });
  });

  it('makes Lifetime active with no end, and refuses to sell anything more (409)', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'lifetime');
    const row = await subscriptionRow(world.t, user.id);
    expect(row).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      currentPeriodEnd: null,
      stripeSubscriptionId: null,
      stripeCheckoutSessionId: sessionId,
      stripePaymentIntentId: world.fake.store.sessions.get(sessionId)?.payment_intent,
    });
    for (const plan of ['annual', 'lifetime']) {
      const again = await user.client.post('/api/subscription/checkout', { plan });
      expect(again.status).toBe(409);
    }
  });

  it('two checkouts open at once, both paid: Lifetime is kept and Annual never renews', async () => {
    const lifetimeFirst = await newUser(world.t);
    const openAnnual = await startCheckout(lifetimeFirst, 'annual');
    await buy(world, lifetimeFirst, 'lifetime');
    await pay(world.fake, openAnnual);
    expect(await subscriptionRow(world.t, lifetimeFirst.id)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
    });
    const paidAfter = world.fake.store.findSubscription({ checkoutSessionId: openAnnual })!;
    expect(paidAfter.status).toBe('canceled');

    const annualFirst = await newUser(world.t);
    const openLifetime = await startCheckout(annualFirst, 'lifetime');
    const annualSession = await buy(world, annualFirst, 'annual');
    const annual = world.fake.store.findSubscription({ checkoutSessionId: annualSession })!;
    await pay(world.fake, openLifetime);
    expect(annual.status).toBe('canceled');
    expect(await subscriptionRow(world.t, annualFirst.id)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      stripeSubscriptionId: null,
      stripeCheckoutSessionId: openLifetime,
    });
    expect((await statusOf(annualFirst)).active).toBe(true);
  });

  it('reuses the Stripe customer the user already has', async () => {
    const user = await newUser(world.t);
    await buy(world, user, 'annual');
    const customer = (await subscriptionRow(world.t, user.id))?.stripeCustomerId;
    // Cancelling at the period's end lets the user buy Lifetime before it ends.
    const portal = await user.client.post('/api/subscription/portal');
    expect(portal.status).toBe(200);
    const portalUrl = ((await portal.json()) as { url: string }).url;
    const page = await fetch(portalUrl);
    expect(await page.text()).toContain('Return to Nido');
    const subscription = [...world.fake.store.subscriptions.values()].find(
      (each) => each.customer === customer,
    )!;
    const cancelled = await fetch(`${portalUrl}/subscriptions/${subscription.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const sessionId = await startCheckout(user, 'lifetime');
    expect(world.fake.store.sessions.get(sessionId)).toMatchObject({
      customer,
      customer_email: null,
    });
  });

  it("answers 404 for another user's checkout, and for one that does not exist", async () => {
    const buyer = await newUser(world.t);
    const other = await newUser(world.t);
    const sessionId = await startCheckout(buyer, 'annual');
    expect((await other.client.get(`/api/subscription/checkout/${sessionId}`)).status).toBe(404);
    await pay(world.fake, sessionId);
    expect((await other.client.get(`/api/subscription/checkout/${sessionId}`)).status).toBe(404);
    expect((await buyer.client.get('/api/subscription/checkout/cs_test_nothing')).status).toBe(404);
    expect((await buyer.client.get('/api/subscription/checkout/not-a-session')).status).toBe(404);
  });

  it('looks checkouts up at Stripe at most 60 times a minute per person (429)', async () => {
    const prober = await newUser(world.t);
    const other = await newUser(world.t);
    for (let lookup = 0; lookup < CHECKOUT_LOOKUPS_PER_MINUTE; lookup += 1) {
      const madeUp = `/api/subscription/checkout/cs_test_made_up_${lookup}`;
      expect((await prober.client.get(madeUp)).status).toBe(404);
    }
    const over = await prober.client.get('/api/subscription/checkout/cs_test_one_more');
    expect(over.status).toBe(429);
    expect((await other.client.get('/api/subscription/checkout/cs_test_x')).status).toBe(404);
  });

  it("lets a guest buy nothing (403): the plan is the inviter's", async () => {
    const owner = await newUser(world.t);
    const guest = await newGuest(world.t, owner);
    const response = await guest.client.post('/api/subscription/checkout', { plan: 'annual' });
    expect(response.status).toBe(403);
    expect((await guest.client.post('/api/subscription/portal')).status).toBe(403);
    expect(await overviewOf(guest)).toMatchObject({ canPurchase: false, canManageBilling: false });
  });

  it('opens at most ten Stripe sessions per person in ten minutes (429)', async () => {
    const user = await newUser(world.t);
    const other = await newUser(world.t);
    for (let opened = 0; opened < STRIPE_SESSIONS_PER_TEN_MINUTES; opened += 1)
      await startCheckout(user, 'annual');
    const refused = await user.client.post('/api/subscription/checkout', { plan: 'annual' });
    expect(refused.status).toBe(429);
    // Counted per person: someone else still can.
    await startCheckout(other, 'annual');
  });

  it('has no billing portal before there is a Stripe customer (409)', async () => {
    const user = await newUser(world.t);
    expect((await user.client.post('/api/subscription/portal')).status).toBe(409);
  });
});

describe('without Stripe configured', () => {
  it('says payments are off, and checkout answers 503', async () => {
    const t = await createTestApp();
    try {
      const user = await newUser(t);
      const response = await user.client.post('/api/subscription/checkout', { plan: 'annual' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: { code: 'UNAVAILABLE', message: 'Payments are not set up on this server yet.' },
      });
      expect((await user.client.post('/api/subscription/portal')).status).toBe(503);
      const overview = (await (
        await user.client.get('/api/subscription/billing')
      ).json()) as TBillingOverview;
      expect(overview).toMatchObject({ paymentsConfigured: false, planType: 'beta_free' });
      const webhook = await t.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
      expect(webhook.status).toBe(503);
    } finally {
      await t.close();
    }
  });
});
