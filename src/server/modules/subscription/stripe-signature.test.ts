import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { verifiedStripeEvent } from './stripe-signature';

const SECRET = 'whsec_unit_test_secret';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.paid',
  data: { object: { id: 'in_1', object: 'invoice' } },
});

function header(body: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

function refusal(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('verifiedStripeEvent', () => {
  it('answers the event Stripe signed', () => {
    expect(verifiedStripeEvent(payload, header(payload), SECRET)).toMatchObject({
      id: 'evt_1',
      type: 'invoice.paid',
    });
  });

  it('refuses a body changed after signing', () => {
    const tampered = payload.replace('invoice.paid', 'charge.refunded');
    const error = refusal(() => verifiedStripeEvent(tampered, header(payload), SECRET));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });

  it('refuses a signature made with another secret', () => {
    const error = refusal(() =>
      verifiedStripeEvent(payload, header(payload, { secret: 'whsec_other' }), SECRET),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });

  it("refuses a signature older than Stripe's 300 s tolerance, and takes one just inside it", () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = header(payload, { timestamp: now - 600 });
    expect(refusal(() => verifiedStripeEvent(payload, stale, SECRET)).code).toBe('BAD_REQUEST');
    const recent = header(payload, { timestamp: now - 240 });
    expect(verifiedStripeEvent(payload, recent, SECRET).id).toBe('evt_1');
  });

  it('refuses a request without the header', () => {
    const error = refusal(() => verifiedStripeEvent(payload, undefined, SECRET));
    expect(error.message).toBe('The Stripe-Signature header is missing.');
  });
});
