import { Hono, type Context } from 'hono';
import { formRecord, formString, parseStripeForm } from './form-body';
import { fakeId, type FakeCheckoutSession, type FakeStripeStore } from './fake-stripe-store';
import type { FakeFlows } from './fake-stripe-flows';

/** Stripe's error shape; the SDK maps the type to its error classes. */
function stripeError(c: Context, status: 400 | 404, message: string, param?: string) {
  const code = status === 404 ? 'resource_missing' : 'parameter_invalid';
  return c.json(
    {
      error: {
        type: 'invalid_request_error',
        message,
        code,
        ...(param ? { param } : {}),
      },
    },
    status,
  );
}

const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * The few Stripe API calls Nido makes, answered the way Stripe answers them: form-encoded
 * bodies in, the objects' JSON out, a Bearer secret key required.
 */
export function fakeStripeApi(
  store: FakeStripeStore,
  flows: FakeFlows,
  secretKey: string,
  baseUrl: () => string,
) {
  const api = new Hono();

  api.use('/v1/*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${secretKey}`)
      return c.json(
        { error: { type: 'authentication_error', message: 'Invalid API Key provided.' } },
        401,
      );
    await next();
  });

  api.post('/v1/checkout/sessions', async (c) => {
    const form = parseStripeForm(await c.req.text());
    const mode = formString(form, 'mode');
    if (mode !== 'payment' && mode !== 'subscription')
      return stripeError(c, 400, 'Missing required param: mode.', 'mode');
    const priceId = formString(form, 'line_items', '0', 'price');
    const price = priceId ? store.price(priceId) : undefined;
    if (!price) return stripeError(c, 400, `No such price: '${priceId}'`, 'line_items[0][price]');
    if (price.recurring !== (mode === 'subscription'))
      return stripeError(
        c,
        400,
        mode === 'subscription'
          ? 'You must provide at least one recurring price in `subscription` mode.'
          : 'You specified `payment` mode but passed a recurring price.',
        'line_items[0][price]',
      );
    const successUrl = formString(form, 'success_url');
    if (!successUrl) return stripeError(c, 400, 'Missing required param: success_url.');
    const customer = formString(form, 'customer') ?? null;
    if (customer && !store.customers.has(customer))
      return stripeError(c, 400, `No such customer: '${customer}'`, 'customer');
    const creation = formString(form, 'customer_creation');
    const id = fakeId('cs_test');
    const created = store.nowSeconds();
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl()}/fake-checkout/${id}`,
      client_reference_id: formString(form, 'client_reference_id') ?? null,
      customer,
      customer_email: formString(form, 'customer_email') ?? null,
      customer_creation: creation === 'always' || creation === 'if_required' ? creation : null,
      metadata: formRecord(form, 'metadata'),
      subscription: null,
      payment_intent: null,
      amount_subtotal: price.unitAmount,
      amount_total: price.unitAmount,
      currency: 'usd',
      // Stripe fills in the template when it redirects.
      success_url: successUrl,
      cancel_url: formString(form, 'cancel_url') ?? null,
      created,
      expires_at: created + CHECKOUT_LIFETIME_SECONDS,
      livemode: false,
    };
    store.sessions.set(id, session);
    store.sessionPrices.set(id, price);
    return c.json(session);
  });

  api.get('/v1/checkout/sessions/:id', (c) => {
    const session = store.sessions.get(c.req.param('id'));
    if (!session) return stripeError(c, 404, `No such checkout.session: '${c.req.param('id')}'`);
    return c.json(session);
  });

  api.get('/v1/subscriptions/:id', (c) => {
    const subscription = store.subscriptions.get(c.req.param('id'));
    if (!subscription) return stripeError(c, 404, `No such subscription: '${c.req.param('id')}'`);
    return c.json(subscription);
  });

  // Cancel a subscription now: customer.subscription.deleted follows, as at Stripe. Nido asks
  // only for one that has not ended, so an ended one is answered as it is.
  api.delete('/v1/subscriptions/:id', async (c) => {
    const subscription = store.subscriptions.get(c.req.param('id'));
    if (!subscription) return stripeError(c, 404, `No such subscription: '${c.req.param('id')}'`);
    if (subscription.status !== 'canceled') await flows.cancel({ subscriptionId: subscription.id });
    return c.json(subscription);
  });

  api.post('/v1/billing_portal/sessions', async (c) => {
    const form = parseStripeForm(await c.req.text());
    const customer = formString(form, 'customer');
    if (!customer || !store.customers.has(customer))
      return stripeError(c, 400, `No such customer: '${customer}'`, 'customer');
    const id = fakeId('bps');
    const portal = {
      id,
      object: 'billing_portal.session' as const,
      customer,
      return_url: formString(form, 'return_url') ?? null,
      url: `${baseUrl()}/fake-portal/${id}`,
      created: store.nowSeconds(),
      livemode: false as const,
    };
    store.portalSessions.set(id, portal);
    return c.json(portal);
  });

  return api;
}
