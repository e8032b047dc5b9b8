import { describe, expect, it } from 'vitest';
import { formRecord, formString, parseStripeForm } from './form-body';

describe('parseStripeForm', () => {
  it("reads back the SDK's nested form encoding", () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price]', 'price_annual'],
      ['line_items[0][quantity]', '1'],
      ['metadata[plan]', 'annual'],
      ['metadata[utm_source]', 'news & letters'],
      ['subscription_data[metadata][plan]', 'annual'],
    ]).toString();
    const form = parseStripeForm(body);
    expect(form).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_annual', quantity: '1' }],
      metadata: { plan: 'annual', utm_source: 'news & letters' },
      subscription_data: { metadata: { plan: 'annual' } },
    });
    expect(formString(form, 'line_items', '0', 'price')).toBe('price_annual');
    expect(formString(form, 'line_items', '1', 'price')).toBeUndefined();
    expect(formRecord(form, 'metadata')).toEqual({ plan: 'annual', utm_source: 'news & letters' });
    expect(formRecord(form, 'mode')).toEqual({});
  });
});
