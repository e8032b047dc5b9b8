import { describe, expect, it } from 'vitest';
import { PLANS } from '@shared/brand';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('drops the cents from whole-dollar prices', () => {
    expect(formatPrice(PLANS.annual.priceCents)).toBe('$59');
    expect(formatPrice(PLANS.lifetime.priceCents)).toBe('$299');
  });

  it('keeps the cents when there are some, and groups thousands', () => {
    expect(formatPrice(450)).toBe('$4.50');
    expect(formatPrice(129900)).toBe('$1,299');
  });
});
