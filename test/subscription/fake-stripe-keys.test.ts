import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '@server/platform/payments/fake-stripe/fake-stripe-server';
import { newUser } from '@test/harness/accounts';
import {
  createBillingTestApp,
  postWebhook,
  startCheckout,
  statusOf,
  type BillingWorld,
} from './billing-harness';

// Issue 35, item 4: the fake Stripe signed its events with a secret written in the source, so
// with NIDO_FAKE_STRIPE=1 anyone who could reach the app could sign themselves a Lifetime plan.

/** The signing secret every fake Stripe used before it was made per process. */
const SECRET_FROM_THE_SOURCE = 'whsec_nido_fake_stripe_signing_secret';

let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingTestApp();
});
afterAll(() => world.close());

/** `checkout.session.completed` for a Lifetime checkout the user opened and never paid. */
function forgedCompletion(sessionId: string): string {
  const session = world.fake.store.sessions.get(sessionId)!;
  return JSON.stringify({
    id: 'evt_forged_lifetime',
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  });
}

describe("the fake Stripe's keys", () => {
  it('refuse an event signed with the secret that was in the source, and grant nothing', async () => {
    const mallory = await newUser(world.t, { fullName: 'Mallory Forger' });
    const sessionId = await startCheckout(mallory, 'lifetime');
    const payload = forgedCompletion(sessionId);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET_FROM_THE_SOURCE,
    });

    const answer = await postWebhook(world.t, payload, signature);

    expect(answer.status).toBe(400);
    // A new account is on the free beta plan while payment is not required.
    expect((await statusOf(mallory)).planType).toBe('beta_free');
  });

  it('are made afresh for each fake, and its events are signed with its own', async () => {
    const other = await startFakeStripe({ webhook: () => Promise.resolve(200) });
    try {
      expect(other.payments.webhookSecret).not.toBe(world.fake.payments.webhookSecret);
      expect(other.payments.secretKey).not.toBe(world.fake.payments.secretKey);
      expect(other.payments.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
      expect(other.payments.secretKey).toMatch(/^sk_test_[A-Za-z0-9_-]{30,}$/);
    } finally {
      await other.close();
    }
  });

  it('still let a real purchase through the fake', async () => {
    const ana = await newUser(world.t, { fullName: 'Ana Buyer' });
    const sessionId = await startCheckout(ana, 'lifetime');
    const paid = await fetch(`${world.fake.url}/fake-checkout/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await statusOf(ana)).toMatchObject({ active: true, planType: 'lifetime' });
  });
});
