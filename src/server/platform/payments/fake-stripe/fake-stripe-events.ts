import Stripe from 'stripe';
import { fakeId } from './fake-stripe-store';

export type FakeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: 1;
  request: { id: null; idempotency_key: null };
  type: string;
};

/** Sends one signed delivery to Nido's webhook; answers the HTTP status Nido gave. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

/** Deliveries by HTTP POST to a URL, as Stripe makes them (no Origin, a Stripe-Signature). */
export function postTo(webhookUrl: string): WebhookDelivery {
  return async (payload, signature) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    await response.body?.cancel();
    return response.status;
  };
}

export type SentEvent = { event: FakeEvent; webhookStatus: number | null; error?: string };

/**
 * Builds events, signs each delivery with the webhook secret (as Stripe does, with the time of
 * sending) and remembers what was sent, so a test can have one delivered again.
 */
export class FakeEventSender {
  readonly sent: SentEvent[] = [];

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
    private readonly nowSeconds: () => number,
    /** Told of a delivery the webhook did not take (Stripe would retry it; here, /redeliver). */
    private readonly onUndelivered: (sent: SentEvent) => void = () => undefined,
  ) {}

  async send(type: string, object: unknown): Promise<SentEvent> {
    const event: FakeEvent = {
      id: fakeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.nowSeconds(),
      // A copy: later changes to the fake's object must not rewrite what this event said.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return this.deliverEvent(event);
  }

  /** Delivers an event sent before once more, freshly signed (Stripe's retries). */
  async redeliver(eventId: string): Promise<SentEvent | undefined> {
    const earlier = this.sent.find((sent) => sent.event.id === eventId);
    return earlier ? this.deliverEvent(earlier.event) : undefined;
  }

  private async deliverEvent(event: FakeEvent): Promise<SentEvent> {
    const payload = JSON.stringify(event, null, 2);
    // Signed with real time: Nido checks the signature's age against its own clock.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    let sent: SentEvent;
    try {
      sent = { event, webhookStatus: await this.deliver(payload, signature) };
    } catch (error) {
      sent = { event, webhookStatus: null, error: (error as Error).message };
    }
    this.sent.push(sent);
    if (sent.webhookStatus === null || sent.webhookStatus >= 300) this.onUndelivered(sent);
    return sent;
  }
}
