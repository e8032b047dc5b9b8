import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '@server/db/schema';
import { newUser } from '@test/harness/accounts';
import {
  buy,
  control,
  createBillingTestApp,
  postWebhook,
  statusOf,
  subscriptionRow,
  type BillingWorld,
} from './billing-harness';

let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingTestApp();
});
afterAll(() => world.close());

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function signed(payload: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: world.fake.payments.webhookSecret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

async function eventsRecorded(eventId: string): Promise<number> {
  const [row] = await world.t.database.db
    .select({ rows: count() })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return row?.rows ?? 0;
}

describe('the Stripe webhook', () => {
  const unknownEvent = JSON.stringify({
    id: 'evt_unknown_kind_1',
    object: 'event',
    type: 'customer.created',
    created: 1_790_000_000,
    data: { object: { id: 'cus_someone', object: 'customer' } },
  });

  it('refuses a body without a signature, with a wrong one, or with a stale one (400)', async () => {
    const missing = await postWebhook(world.t, unknownEvent);
    expect(missing.status).toBe(400);
    const tampered = await postWebhook(
      world.t,
      unknownEvent.replace('customer.created', 'charge.refunded'),
      signed(unknownEvent),
    );
    expect(tampered.status).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = await postWebhook(world.t, unknownEvent, signed(unknownEvent, tenMinutesAgo));
    expect(stale.status).toBe(400);
    expect(await eventsRecorded('evt_unknown_kind_1')).toBe(0);
  });

  it('records an event it does not act on, and answers 200', async () => {
    const response = await postWebhook(world.t, unknownEvent, signed(unknownEvent));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await eventsRecorded('evt_unknown_kind_1')).toBe(1);
  });

  it('applies each event once: a redelivery answers 200 and changes nothing', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const completed = world.fake.events.sent.find(
      (sent) =>
        sent.event.type === 'checkout.session.completed' &&
        (sent.event.data.object as { id: string }).id === sessionId,
    )!;
    await control(world.fake, 'cancel', { checkoutSessionId: sessionId });
    expect((await subscriptionRow(world.t, user.id))?.status).toBe('canceled');

    const again = await control(world.fake, 'redeliver', { eventId: completed.event.id });
    expect(again.webhookStatus).toBe(200);
    // Handled the first time: the old "active" must not come back.
    expect((await subscriptionRow(world.t, user.id))?.status).toBe('canceled');
    expect(await eventsRecorded(completed.event.id)).toBe(1);
  });

  it('handles two deliveries of one new event at the same time once, both answered 200', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const renewed = await control(world.fake, 'renew', { checkoutSessionId: sessionId });
    const earlier = world.fake.events.sent.find((sent) => sent.event.id === renewed.eventId)!;
    // The next year's invoice, not delivered yet: Stripe retried it while the first try ran.
    const subscription = world.fake.store.findSubscription({ checkoutSessionId: sessionId })!;
    world.fake.store.advancePeriod(subscription);
    const payload = JSON.stringify({ ...earlier.event, id: `evt_concurrent_${sessionId}` });
    const answers = await Promise.all([
      postWebhook(world.t, payload, signed(payload)),
      postWebhook(world.t, payload, signed(payload)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await eventsRecorded(`evt_concurrent_${sessionId}`)).toBe(1);
    const row = await subscriptionRow(world.t, user.id);
    expect(row?.currentPeriodEnd?.getTime()).toBe(
      subscription.items.data[0]!.current_period_end * 1000,
    );
  });
});

describe('each event', () => {
  it('invoice.paid renews Annual: the next year, active', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const before = await subscriptionRow(world.t, user.id);
    const sent = await control(world.fake, 'renew', { checkoutSessionId: sessionId });
    expect(sent).toMatchObject({ type: 'invoice.paid', webhookStatus: 200 });
    const after = await subscriptionRow(world.t, user.id);
    expect(after?.status).toBe('active');
    expect(after?.currentPeriodStart.getTime()).toBe(before!.currentPeriodEnd!.getTime());
    expect(after?.currentPeriodEnd?.getTime()).toBe(before!.currentPeriodEnd!.getTime() + YEAR_MS);
  });

  it('invoice.payment_failed makes Annual past due, which is not active; paying restores it', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const sent = await control(world.fake, 'payment-failed', { checkoutSessionId: sessionId });
    expect(sent).toMatchObject({ type: 'invoice.payment_failed', webhookStatus: 200 });
    expect(await statusOf(user)).toMatchObject({ status: 'past_due', active: false });
    // A past-due plan is fixed in the portal, not bought twice.
    expect((await user.client.post('/api/subscription/checkout', { plan: 'annual' })).status).toBe(
      409,
    );
    await control(world.fake, 'renew', { checkoutSessionId: sessionId });
    expect(await statusOf(user)).toMatchObject({ status: 'active', active: true });
  });

  it('customer.subscription.updated keeps cancel-at-period-end, and taking it back', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const subscription = world.fake.store.findSubscription({ checkoutSessionId: sessionId })!;
    const opened = await user.client.post('/api/subscription/portal');
    const portalUrl = ((await opened.json()) as { url: string }).url;
    await fetch(`${portalUrl}/subscriptions/${subscription.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await statusOf(user)).toMatchObject({ active: true });
    await fetch(`${portalUrl}/subscriptions/${subscription.id}/resume`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('customer.subscription.deleted ends Annual', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'annual');
    const sent = await control(world.fake, 'cancel', { checkoutSessionId: sessionId });
    expect(sent).toMatchObject({ type: 'customer.subscription.deleted', webhookStatus: 200 });
    expect(await statusOf(user)).toMatchObject({ status: 'canceled', active: false });
    // Ended: the user may buy again.
    expect((await user.client.post('/api/subscription/checkout', { plan: 'annual' })).status).toBe(
      200,
    );
  });

  it('charge.refunded in full ends Lifetime', async () => {
    const user = await newUser(world.t);
    const sessionId = await buy(world, user, 'lifetime');
    expect(await statusOf(user)).toMatchObject({ planType: 'lifetime', active: true });
    const sent = await control(world.fake, 'refund', { checkoutSessionId: sessionId });
    expect(sent).toMatchObject({ type: 'charge.refunded', webhookStatus: 200 });
    expect(await statusOf(user)).toMatchObject({
      planType: 'lifetime',
      status: 'refunded',
      active: false,
    });
    expect((await subscriptionRow(world.t, user.id))?.currentPeriodEnd).not.toBeNull();
  });

  it("an ended Annual subscription's events leave a later Lifetime alone", async () => {
    const user = await newUser(world.t);
    const annual = await buy(world, user, 'annual');
    const subscription = world.fake.store.findSubscription({ checkoutSessionId: annual })!;
    subscription.cancel_at_period_end = true;
    await world.fake.events.send('customer.subscription.updated', subscription);
    await buy(world, user, 'lifetime');
    await control(world.fake, 'cancel', { subscriptionId: subscription.id });
    expect(await statusOf(user)).toMatchObject({ planType: 'lifetime', active: true });
  });
});
