import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { PaymentsConfig } from '../payments-config';
import { FAKE_PRICES, newFakeStripeKeys } from './fake-stripe-keys';
import { FakeStripeStore } from './fake-stripe-store';
import {
  FakeEventSender,
  postTo,
  type SentEvent,
  type WebhookDelivery,
} from './fake-stripe-events';
import { createFakeFlows } from './fake-stripe-flows';
import { fakeStripeApi } from './fake-stripe-api';
import { fakeStripePages } from './fake-stripe-pages';
import { fakeStripeControl } from './fake-stripe-control';

export type FakeStripeOptions = {
  /** Where the signed events go: Nido's `${appUrl}/api/stripe/webhook`, or a test's own delivery. */
  webhook: string | WebhookDelivery;
  /** 0 (the default): any free loopback port. */
  port?: number;
  /** The clock of the fake's objects (periods, creation times). */
  now?: () => Date;
  /** Told when Nido's webhook did not take an event (a wrong APP_URL, a server error). */
  onUndelivered?: (sent: SentEvent) => void;
};

export type FakeStripe = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Nido's payments configuration pointing at this fake. */
  payments: PaymentsConfig;
  store: FakeStripeStore;
  events: FakeEventSender;
  close(): Promise<void>;
};

/**
 * A local stand-in for Stripe (issue 18), on loopback only: the API calls Nido makes, a hosted
 * Checkout page whose Pay button sends Nido a correctly signed `checkout.session.completed`, a
 * customer portal page, and /fake-control/* for tests. Started by main.ts when
 * NIDO_FAKE_STRIPE=1 (never in production) and by the integration tests. Its keys are made
 * afresh for each start and reach the app only through `payments`, in memory.
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const store = new FakeStripeStore(options.now ?? (() => new Date()));
  const keys = newFakeStripeKeys();
  const deliver = typeof options.webhook === 'string' ? postTo(options.webhook) : options.webhook;
  const events = new FakeEventSender(
    keys.webhookSecret,
    deliver,
    () => store.nowSeconds(),
    options.onUndelivered,
  );
  const flows = createFakeFlows(store, events);
  let url = '';
  const app = new Hono()
    .route(
      '/',
      fakeStripeApi(store, flows, keys.secretKey, () => url),
    )
    .route('/', fakeStripePages(store, flows))
    .route('/', fakeStripeControl(flows, events));
  app.notFound((c) =>
    c.json({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } }, 404),
  );

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  const annual = FAKE_PRICES.find((price) => price.plan === 'annual')!;
  const lifetime = FAKE_PRICES.find((price) => price.plan === 'lifetime')!;
  return {
    url,
    payments: {
      secretKey: keys.secretKey,
      webhookSecret: keys.webhookSecret,
      priceAnnual: annual.id,
      priceLifetime: lifetime.id,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    },
    store,
    events,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets of the SDK's agent would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
