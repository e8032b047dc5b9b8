import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { stripeEvents, subscriptions, users } from '../../db/schema';
import { createStripeWebhook } from './stripe-webhook';

const SECRET = 'whsec_unit_webhook';
const NOW = new Date('2026-11-26T12:00:00Z');
const PERIOD = { start: 1_790_000_000, end: 1_821_536_000 };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPglite(null);
  await database.migrate();
}, 90_000);
afterAll(() => database.close());

let counter = 0;
async function newUserId(): Promise<string> {
  counter += 1;
  const [row] = await database.db
    .insert(users)
    .values({ name: 'Webhook Person', email: `webhook-${counter}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

function subscriptionObject(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ current_period_start: PERIOD.start, current_period_end: PERIOD.end }],
    },
    ...overrides,
  };
}

/** The webhook with stand-ins for reading and cancelling subscriptions at Stripe. */
function webhook(
  retrieve: (id: string) => Promise<unknown> = () => Promise.reject(new Error('no')),
  cancel: (id: string) => Promise<unknown> = () => Promise.resolve({}),
) {
  const retrieved: string[] = [];
  const cancelled: string[] = [];
  const handler = createStripeWebhook({
    db: database.db,
    webhookSecret: SECRET,
    retrieveSubscription: async (id) => {
      retrieved.push(id);
      return (await retrieve(id)) as Stripe.Subscription;
    },
    cancelSubscription: async (id) => {
      await cancel(id);
      cancelled.push(id);
    },
    now: () => NOW,
  });
  return {
    retrieved,
    cancelled,
    deliver(type: string, object: unknown, id = `evt_${type}_${++counter}`) {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      return handler.receive(payload, header);
    },
  };
}

async function row(userId: string) {
  const [found] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return found;
}

async function recorded(eventId: string) {
  const [found] = await database.db
    .select({ rows: count() })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return found?.rows ?? 0;
}

function session(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${++counter}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    client_reference_id: userId,
    customer: 'cus_1',
    metadata: { plan: 'lifetime', userId },
    payment_intent: `pi_${counter}`,
    subscription: null,
    ...overrides,
  };
}

/** A paid Annual checkout, for the subscription Stripe made. */
function annualSession(userId: string, subscriptionId: string) {
  return session(userId, {
    mode: 'subscription',
    metadata: { plan: 'annual' },
    payment_intent: null,
    subscription: subscriptionId,
  });
}

function invoice(id: string, subscription: string) {
  return {
    id,
    object: 'invoice',
    parent: { subscription_details: { subscription } },
    lines: { data: [] },
  };
}

async function lifetimeBuyer() {
  const userId = await newUserId();
  const bought = session(userId);
  await webhook().deliver('checkout.session.completed', bought);
  return { userId, paymentIntent: bought.payment_intent };
}

async function annualSubscriber(subscriptionId: string) {
  const userId = await newUserId();
  const hook = webhook(() => Promise.resolve(subscriptionObject(subscriptionId)));
  await hook.deliver('checkout.session.completed', annualSession(userId, subscriptionId));
  return userId;
}

describe('the webhook, event by event', () => {
  it('checkout.session.completed for Lifetime: active, no end, the payment kept', async () => {
    const { userId, paymentIntent } = await lifetimeBuyer();
    expect(await row(userId)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: null,
      stripeCustomerId: 'cus_1',
      stripePaymentIntentId: paymentIntent,
    });
  });

  it('checkout.session.completed for Annual: the subscription as Stripe has it', async () => {
    const userId = await annualSubscriber('sub_annual_1');
    expect(await row(userId)).toMatchObject({
      planType: 'annual',
      status: 'active',
      stripeSubscriptionId: 'sub_annual_1',
      currentPeriodStart: new Date(PERIOD.start * 1000),
      currentPeriodEnd: new Date(PERIOD.end * 1000),
    });
  });

  it('waits for a delayed payment: unpaid changes nothing, async_payment_succeeded grants', async () => {
    const userId = await newUserId();
    const pending = session(userId, { payment_status: 'unpaid' });
    await webhook().deliver('checkout.session.completed', pending);
    expect(await row(userId)).toBeUndefined();
    await webhook().deliver('checkout.session.async_payment_succeeded', {
      ...pending,
      payment_status: 'paid',
    });
    expect((await row(userId))?.planType).toBe('lifetime');
  });

  it('ignores a session whose plan does not match its mode, or that names nobody known', async () => {
    const userId = await newUserId();
    await webhook().deliver(
      'checkout.session.completed',
      session(userId, { metadata: { plan: 'annual' } }),
    );
    await webhook().deliver(
      'checkout.session.completed',
      session('00000000-0000-4000-8000-000000000000'),
    );
    expect(await row(userId)).toBeUndefined();
  });

  it('keeps Lifetime when an Annual checkout opened earlier is paid after it, and ends that Annual', async () => {
    const { userId, paymentIntent } = await lifetimeBuyer();
    const hook = webhook(() => Promise.resolve(subscriptionObject('sub_after_lifetime')));
    await hook.deliver('checkout.session.completed', annualSession(userId, 'sub_after_lifetime'));
    expect(await row(userId)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      stripePaymentIntentId: paymentIntent,
      stripeSubscriptionId: null,
    });
    expect(hook.cancelled).toEqual(['sub_after_lifetime']);
  });

  it('lets a refunded Lifetime be followed by Annual', async () => {
    const { userId, paymentIntent } = await lifetimeBuyer();
    await webhook().deliver('charge.refunded', {
      id: `ch_${++counter}`,
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: true,
    });
    const hook = webhook(() => Promise.resolve(subscriptionObject('sub_after_refund')));
    await hook.deliver('checkout.session.completed', annualSession(userId, 'sub_after_refund'));
    expect(await row(userId)).toMatchObject({
      planType: 'annual',
      status: 'active',
      stripeSubscriptionId: 'sub_after_refund',
    });
    expect(hook.cancelled).toEqual([]);
  });

  it('cancels at Stripe the Annual subscription a Lifetime paid after it replaces', async () => {
    const userId = await annualSubscriber('sub_replaced_1');
    const hook = webhook(() => Promise.resolve(subscriptionObject('sub_replaced_1')));
    await hook.deliver('checkout.session.completed', session(userId));
    expect(hook.cancelled).toEqual(['sub_replaced_1']);
    expect(await row(userId)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      stripeSubscriptionId: null,
    });
  });

  it('leaves an ended Annual subscription alone when Lifetime follows it', async () => {
    const userId = await annualSubscriber('sub_ended_1');
    const hook = webhook(() =>
      Promise.resolve(subscriptionObject('sub_ended_1', { status: 'canceled' })),
    );
    await hook.deliver('checkout.session.completed', session(userId));
    expect(hook.cancelled).toEqual([]);
    expect((await row(userId))?.planType).toBe('lifetime');
  });

  it('records nothing when the replaced Annual cannot be cancelled, so the retry does it', async () => {
    const userId = await annualSubscriber('sub_unreachable_1');
    const bought = session(userId);
    const failing = webhook(
      () => Promise.resolve(subscriptionObject('sub_unreachable_1')),
      () => Promise.reject(new Error('Stripe is away')),
    );
    await expect(
      failing.deliver('checkout.session.completed', bought, 'evt_lifetime_retry'),
    ).rejects.toThrow('Stripe is away');
    expect(await recorded('evt_lifetime_retry')).toBe(0);
    expect((await row(userId))?.planType).toBe('annual');
    const retry = webhook(() => Promise.resolve(subscriptionObject('sub_unreachable_1')));
    await retry.deliver('checkout.session.completed', bought, 'evt_lifetime_retry');
    expect(retry.cancelled).toEqual(['sub_unreachable_1']);
    expect((await row(userId))?.planType).toBe('lifetime');
  });

  it('invoice.paid renews from the subscription Stripe has now', async () => {
    const userId = await annualSubscriber('sub_renew_1');
    const next = { start: PERIOD.end, end: PERIOD.end + 31_536_000 };
    const hook = webhook((id) =>
      Promise.resolve(
        subscriptionObject(id, {
          items: {
            data: [{ current_period_start: next.start, current_period_end: next.end }],
          },
        }),
      ),
    );
    await database.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.userId, userId));
    await hook.deliver('invoice.paid', invoice('in_1', 'sub_renew_1'));
    expect(hook.retrieved).toEqual(['sub_renew_1']);
    expect(await row(userId)).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date(next.start * 1000),
      currentPeriodEnd: new Date(next.end * 1000),
    });
  });

  it('invoice.paid delivered after the subscription was deleted does not revive it', async () => {
    const userId = await annualSubscriber('sub_late_paid');
    const ended = webhook((id) => Promise.resolve(subscriptionObject(id, { status: 'canceled' })));
    await ended.deliver('customer.subscription.deleted', subscriptionObject('sub_late_paid'));
    await ended.deliver('invoice.paid', invoice('in_late', 'sub_late_paid'));
    expect(ended.retrieved).toEqual(['sub_late_paid']);
    expect((await row(userId))?.status).toBe('canceled');
  });

  it("invoice.paid for a subscription Nido doesn't know reads nothing and changes nothing", async () => {
    const hook = webhook();
    await hook.deliver('invoice.paid', invoice('in_2', 'sub_unknown'), 'evt_invoice_unknown');
    expect(hook.retrieved).toEqual([]);
    expect(await recorded('evt_invoice_unknown')).toBe(1);
  });

  it('leaves an event unrecorded when Stripe cannot be read, so its retry is handled', async () => {
    const userId = await annualSubscriber('sub_unreachable');
    const hook = webhook(() => Promise.reject(new Error('connection refused')));
    const unreadable = invoice('in_3', 'sub_unreachable');
    await expect(hook.deliver('invoice.paid', unreadable, 'evt_retry_me')).rejects.toThrow();
    expect(await recorded('evt_retry_me')).toBe(0);
    expect((await row(userId))?.status).toBe('active');
  });

  it('invoice.payment_failed makes the plan past due, unless Stripe says it was paid since', async () => {
    const userId = await annualSubscriber('sub_failed_1');
    const pastDue = webhook((id) =>
      Promise.resolve(subscriptionObject(id, { status: 'past_due' })),
    );
    await pastDue.deliver('invoice.payment_failed', invoice('in_4', 'sub_failed_1'));
    expect((await row(userId))?.status).toBe('past_due');

    const paidSince = await annualSubscriber('sub_failed_2');
    const active = webhook((id) => Promise.resolve(subscriptionObject(id)));
    await active.deliver('invoice.payment_failed', invoice('in_4', 'sub_failed_2'));
    expect((await row(paidSince))?.status).toBe('active');
  });

  it("customer.subscription.updated takes Stripe's status, cancel choice and period", async () => {
    const userId = await annualSubscriber('sub_updated_1');
    const changed = subscriptionObject('sub_updated_1', {
      status: 'past_due',
      cancel_at_period_end: true,
    });
    await webhook(() => Promise.resolve(changed)).deliver('customer.subscription.updated', changed);
    expect(await row(userId)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: true });
  });

  it('customer.subscription.updated delivered late does not undo a newer change', async () => {
    const userId = await annualSubscriber('sub_late_1');
    // Cancelled, then taken back; the cancellation's event arrives last.
    const now = subscriptionObject('sub_late_1', { cancel_at_period_end: false });
    const late = subscriptionObject('sub_late_1', { cancel_at_period_end: true });
    await webhook(() => Promise.resolve(now)).deliver('customer.subscription.updated', late);
    expect(await row(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('customer.subscription.deleted ends the plan', async () => {
    const userId = await annualSubscriber('sub_deleted_1');
    await webhook().deliver(
      'customer.subscription.deleted',
      subscriptionObject('sub_deleted_1', { status: 'canceled' }),
    );
    expect((await row(userId))?.status).toBe('canceled');
  });

  it('charge.refunded ends Lifetime when refunded in full, not when in part', async () => {
    const { userId, paymentIntent } = await lifetimeBuyer();
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 29_900,
      payment_intent: paymentIntent,
    };
    await webhook().deliver('charge.refunded', {
      ...charge,
      amount_refunded: 5_000,
      refunded: false,
    });
    expect((await row(userId))?.status).toBe('active');
    await webhook().deliver('charge.refunded', {
      ...charge,
      amount_refunded: 29_900,
      refunded: true,
    });
    expect(await row(userId)).toMatchObject({ status: 'refunded', currentPeriodEnd: NOW });
  });

  it('records an event it does not act on', async () => {
    await webhook().deliver('customer.created', { id: 'cus_2', object: 'customer' }, 'evt_other');
    expect(await recorded('evt_other')).toBe(1);
  });
});

describe('the webhook, once per event', () => {
  it('applies a redelivered event no more than once', async () => {
    const userId = await newUserId();
    const bought = session(userId);
    const hook = webhook();
    await hook.deliver('checkout.session.completed', bought, 'evt_once');
    // Refunded since: the same purchase delivered again must not make it active again.
    await database.db
      .update(subscriptions)
      .set({ status: 'refunded' })
      .where(eq(subscriptions.userId, userId));
    await hook.deliver('checkout.session.completed', bought, 'evt_once');
    expect((await row(userId))?.status).toBe('refunded');
    expect(await recorded('evt_once')).toBe(1);
  });
});
