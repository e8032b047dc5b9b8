import { randomBytes } from 'node:crypto';
import { FAKE_PRICES, type FakePrice } from './fake-stripe-keys';

/** The fake's objects, shaped like the fields of Stripe's API objects that Nido reads. */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_creation: 'always' | 'if_required' | null;
  metadata: Record<string, string>;
  subscription: string | null;
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: 'usd';
  success_url: string;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  currency: 'usd';
  livemode: false;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    has_more: false;
    url: string;
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      quantity: 1;
      price: { id: string; object: 'price'; unit_amount: number; currency: 'usd' };
    }[];
  };
};

export type FakeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: 'usd';
  customer: string;
  payment_intent: string;
  paid: true;
  status: 'succeeded';
  created: number;
  livemode: false;
};

export type FakePortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
};

export type FakeCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  created: number;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Everything the fake Stripe remembers, in memory, for as long as it runs. */
export class FakeStripeStore {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  /** The price each Checkout Session sells (line_items[0][price]). */
  readonly sessionPrices = new Map<string, FakePrice>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly customers = new Map<string, FakeCustomer>();
  /** A one-time purchase's charge, by its Checkout Session. */
  readonly charges = new Map<string, FakeCharge>();
  readonly portalSessions = new Map<string, FakePortalSession>();

  constructor(private readonly clock: () => Date) {}

  /** Stripe's timestamps: whole seconds. */
  nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  price(id: string): FakePrice | undefined {
    return FAKE_PRICES.find((price) => price.id === id);
  }

  createCustomer(email: string | null): FakeCustomer {
    const customer: FakeCustomer = {
      id: fakeId('cus'),
      object: 'customer',
      email,
      created: this.nowSeconds(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A yearly subscription to `price`, its first period starting now. */
  createSubscription(customer: string, price: FakePrice, metadata: Record<string, string>) {
    const start = this.nowSeconds();
    const subscription: FakeSubscription = {
      id: fakeId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      currency: 'usd',
      livemode: false,
      metadata,
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: fakeId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + YEAR_SECONDS,
            quantity: 1,
            price: {
              id: price.id,
              object: 'price',
              unit_amount: price.unitAmount,
              currency: 'usd',
            },
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** The next yearly period: it starts where the current one ends. */
  advancePeriod(subscription: FakeSubscription): void {
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end += YEAR_SECONDS;
    }
  }

  /** The subscription a control request names, directly or by the Checkout Session that made it. */
  findSubscription(ref: { subscriptionId?: string; checkoutSessionId?: string }) {
    if (ref.subscriptionId) return this.subscriptions.get(ref.subscriptionId);
    const session = ref.checkoutSessionId ? this.sessions.get(ref.checkoutSessionId) : undefined;
    return session?.subscription ? this.subscriptions.get(session.subscription) : undefined;
  }
}
