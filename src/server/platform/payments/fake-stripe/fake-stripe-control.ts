import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { FakeEventSender, SentEvent } from './fake-stripe-events';
import { FakeFlowError, type FakeFlows } from './fake-stripe-flows';

const ZSessionRef = z.object({ checkoutSessionId: z.string().min(1) });
const ZSubscriptionRef = z
  .object({ subscriptionId: z.string().min(1), checkoutSessionId: z.string().min(1) })
  .partial()
  .refine((ref) => ref.subscriptionId ?? ref.checkoutSessionId, {
    message: 'Name the subscription: subscriptionId or checkoutSessionId',
  });
const ZEventRef = z.object({ eventId: z.string().min(1) });

/** What every control call answers: the event sent and what Nido's webhook said to it. */
function delivered(c: Context, sent: SentEvent) {
  return c.json({
    eventId: sent.event.id,
    type: sent.event.type,
    webhookStatus: sent.webhookStatus,
    ...(sent.error ? { error: sent.error } : {}),
  });
}

async function run(c: Context, action: () => Promise<SentEvent | undefined>) {
  try {
    const sent = await action();
    if (!sent) return c.json({ error: 'Not found' }, 404);
    return delivered(c, sent);
  } catch (error) {
    if (error instanceof FakeFlowError) return c.json({ error: error.message }, error.status);
    throw error;
  }
}

async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null));
  return parsed.success ? parsed.data : c.json({ error: parsed.error.issues[0]?.message }, 400);
}

/**
 * For tests: what Stripe would do later or elsewhere (a refund from the dashboard, a renewal a
 * year on, a declined card, the end of a subscription), each answered after Nido's webhook
 * answered the signed event.
 */
export function fakeStripeControl(flows: FakeFlows, events: FakeEventSender) {
  const control = new Hono();

  control.post('/fake-control/refund', async (c) => {
    const ref = await body(c, ZSessionRef);
    if (ref instanceof Response) return ref;
    return run(c, () => flows.refund(ref.checkoutSessionId));
  });
  control.post('/fake-control/renew', async (c) => {
    const ref = await body(c, ZSubscriptionRef);
    if (ref instanceof Response) return ref;
    return run(c, () => flows.renew(ref));
  });
  control.post('/fake-control/payment-failed', async (c) => {
    const ref = await body(c, ZSubscriptionRef);
    if (ref instanceof Response) return ref;
    return run(c, () => flows.paymentFailed(ref));
  });
  control.post('/fake-control/cancel', async (c) => {
    const ref = await body(c, ZSubscriptionRef);
    if (ref instanceof Response) return ref;
    return run(c, () => flows.cancel(ref));
  });
  control.post('/fake-control/redeliver', async (c) => {
    const ref = await body(c, ZEventRef);
    if (ref instanceof Response) return ref;
    return run(c, () => events.redeliver(ref.eventId));
  });
  control.get('/fake-control/events', (c) =>
    c.json(
      events.sent.map(({ event, webhookStatus }) => ({
        eventId: event.id,
        type: event.type,
        webhookStatus,
      })),
    ),
  );
  return control;
}
