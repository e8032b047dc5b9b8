import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../stripe-client';
import type { SentEvent } from './fake-stripe-events';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

let fake: FakeStripe;
let stripe: Stripe;
const undelivered: SentEvent[] = [];
const delivered: { payload: string; signature: string }[] = [];
let webhookAnswer = 200;

beforeAll(async () => {
  fake = await startFakeStripe({
    webhook: (payload, signature) => {
      delivered.push({ payload, signature });
      return Promise.resolve(webhookAnswer);
    },
    onUndelivered: (sent) => undelivered.push(sent),
  });
  stripe = createStripeClient(fake.payments);
});
afterAll(() => fake.close());

function lifetimeSession() {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: fake.payments.priceLifetime, quantity: 1 }],
    client_reference_id: 'user-1',
    metadata: { plan: 'lifetime' },
    success_url: 'http://localhost:3000/checkout-success?session_id={CHECKOUT_SESSION_ID}',
  });
}

describe('the fake Stripe, through the real SDK', () => {
  it('creates and reads back a Checkout Session', async () => {
    const created = await lifetimeSession();
    expect(created).toMatchObject({ mode: 'payment', status: 'open', amount_total: 29_900 });
    expect(created.url).toBe(`${fake.url}/fake-checkout/${created.id}`);
    const read = await stripe.checkout.sessions.retrieve(created.id);
    expect(read.metadata).toEqual({ plan: 'lifetime' });
  });

  it('answers as Stripe does: a wrong key, an unknown price, a price of the other mode, a missing object', async () => {
    const wrongKey = new Stripe('sk_test_wrong', { ...fake.payments.api, maxNetworkRetries: 0 });
    await expect(wrongKey.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const params = {
      success_url: 'http://localhost:3000/',
      line_items: [{ price: 'price_unknown', quantity: 1 }],
    };
    await expect(
      stripe.checkout.sessions.create({ ...params, mode: 'payment' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        mode: 'subscription',
        line_items: [{ price: fake.payments.priceLifetime, quantity: 1 }],
      }),
    ).rejects.toThrow(/recurring price/);
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('signs what it delivers with the webhook secret, and reports a delivery not taken', async () => {
    const session = await lifetimeSession();
    webhookAnswer = 500;
    const paid = await fetch(`${fake.url}/fake-checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    webhookAnswer = 200;
    // Like Stripe, the browser goes on; the event waits for a retry.
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/checkout-success?session_id=${session.id}`,
    );
    const last = delivered.at(-1)!;
    const event = Stripe.webhooks.constructEvent(
      last.payload,
      last.signature,
      fake.payments.webhookSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(undelivered.map((sent) => sent.event.id)).toContain(event.id);

    const retried = await fetch(`${fake.url}/fake-control/redeliver`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId: event.id }),
    });
    expect(await retried.json()).toEqual({
      eventId: event.id,
      type: 'checkout.session.completed',
      webhookStatus: 200,
    });
  });

  it('cancels a subscription now, telling the webhook once', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: fake.payments.priceAnnual, quantity: 1 }],
      client_reference_id: 'user-2',
      metadata: { plan: 'annual' },
      success_url: 'http://localhost:3000/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    });
    await fetch(`${fake.url}/fake-checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id))
      .subscription as string;
    const deletions = () =>
      delivered.filter((each) => each.payload.includes('customer.subscription.deleted')).length;
    const before = deletions();
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled.status).toBe('canceled');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(deletions()).toBe(before + 1);
    await stripe.subscriptions.cancel(subscriptionId);
    expect(deletions()).toBe(before + 1);
    await expect(stripe.subscriptions.cancel('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses control requests that name nothing it knows', async () => {
    const refund = await fetch(`${fake.url}/fake-control/refund`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkoutSessionId: 'cs_test_nothing' }),
    });
    expect(refund.status).toBe(404);
    const renew = await fetch(`${fake.url}/fake-control/renew`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(renew.status).toBe(400);
  });
});
