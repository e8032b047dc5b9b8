import type { FakeEventSender, SentEvent } from './fake-stripe-events';
import { fakeId, type FakeCheckoutSession, type FakeStripeStore } from './fake-stripe-store';

/** Why a flow could not run: the fake answers it as 404 or 409. */
export class FakeFlowError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What happens at Stripe when a person pays, is refunded, renews, fails to pay or cancels, and
 * the signed events Stripe sends about it (each answered only after Nido's webhook answered).
 */
export function createFakeFlows(store: FakeStripeStore, events: FakeEventSender) {
  function openSession(sessionId: string): FakeCheckoutSession {
    const session = store.sessions.get(sessionId);
    if (!session) throw new FakeFlowError(404, `No such checkout session: ${sessionId}`);
    return session;
  }

  function subscriptionOf(ref: { subscriptionId?: string; checkoutSessionId?: string }) {
    const subscription = store.findSubscription(ref);
    if (!subscription) throw new FakeFlowError(404, 'No such subscription');
    return subscription;
  }

  function invoiceFor(subscriptionId: string, status: 'paid' | 'open', reason: string) {
    const subscription = subscriptionOf({ subscriptionId });
    const item = subscription.items.data[0]!;
    return {
      id: fakeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      billing_reason: reason,
      currency: 'usd',
      amount_due: item.price.unit_amount,
      amount_paid: status === 'paid' ? item.price.unit_amount : 0,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: store.nowSeconds(),
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: '/v1/invoices/lines',
        data: [
          {
            id: fakeId('il'),
            object: 'line_item',
            amount: item.price.unit_amount,
            currency: 'usd',
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    };
  }

  return {
    /** The Pay button: the session completes, then Stripe tells Nido (and, for Annual, bills). */
    async pay(sessionId: string): Promise<SentEvent[]> {
      const session = openSession(sessionId);
      if (session.status === 'complete') throw new FakeFlowError(409, 'Already paid');
      const price = store.sessionPrices.get(session.id)!;
      const customerId = session.customer ?? store.createCustomer(session.customer_email).id;
      session.customer = customerId;
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') {
        session.subscription = store.createSubscription(customerId, price, session.metadata).id;
        const completed = await events.send('checkout.session.completed', session);
        const paid = await events.send(
          'invoice.paid',
          invoiceFor(session.subscription, 'paid', 'subscription_create'),
        );
        return [completed, paid];
      }
      session.payment_intent = fakeId('pi');
      store.charges.set(session.id, {
        id: fakeId('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: 'usd',
        customer: customerId,
        payment_intent: session.payment_intent,
        paid: true,
        status: 'succeeded',
        created: store.nowSeconds(),
        livemode: false,
      });
      return [await events.send('checkout.session.completed', session)];
    },

    /** A full refund of a one-time purchase (charge.refunded). */
    async refund(checkoutSessionId: string): Promise<SentEvent> {
      openSession(checkoutSessionId);
      const charge = store.charges.get(checkoutSessionId);
      if (!charge) throw new FakeFlowError(409, 'Only a paid one-time purchase can be refunded');
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
      return events.send('charge.refunded', charge);
    },

    /** The yearly renewal: the next period, paid (invoice.paid). */
    async renew(ref: { subscriptionId?: string; checkoutSessionId?: string }) {
      const subscription = subscriptionOf(ref);
      if (subscription.status === 'canceled')
        throw new FakeFlowError(409, 'A canceled subscription does not renew');
      store.advancePeriod(subscription);
      subscription.status = 'active';
      return events.send('invoice.paid', invoiceFor(subscription.id, 'paid', 'subscription_cycle'));
    },

    /** The renewal's charge is declined (invoice.payment_failed); the subscription is past due. */
    async paymentFailed(ref: { subscriptionId?: string; checkoutSessionId?: string }) {
      const subscription = subscriptionOf(ref);
      if (subscription.status === 'canceled')
        throw new FakeFlowError(409, 'A canceled subscription is not billed');
      store.advancePeriod(subscription);
      subscription.status = 'past_due';
      return events.send(
        'invoice.payment_failed',
        invoiceFor(subscription.id, 'open', 'subscription_cycle'),
      );
    },

    /** The subscription ends now (customer.subscription.deleted). */
    async cancel(ref: { subscriptionId?: string; checkoutSessionId?: string }) {
      const subscription = subscriptionOf(ref);
      subscription.status = 'canceled';
      subscription.canceled_at = store.nowSeconds();
      return events.send('customer.subscription.deleted', subscription);
    },

    /** From the portal: cancel at the period's end, or take that back (customer.subscription.updated). */
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
      const subscription = subscriptionOf({ subscriptionId });
      if (subscription.status === 'canceled')
        throw new FakeFlowError(409, 'The subscription has already ended');
      subscription.cancel_at_period_end = cancel;
      subscription.canceled_at = cancel ? store.nowSeconds() : null;
      return events.send('customer.subscription.updated', subscription);
    },
  };
}

export type FakeFlows = ReturnType<typeof createFakeFlows>;
