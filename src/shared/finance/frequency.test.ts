import { describe, expect, it } from 'vitest';
import { FREQUENCY_LABELS, frequencySuffix, monthlyEquivalentCents } from './frequency';

describe('frequency', () => {
  it('converts to monthly equivalents: quarterly /3, bi-annual /6, yearly /12', () => {
    expect(monthlyEquivalentCents(12000, 'monthly')).toBe(12000);
    expect(monthlyEquivalentCents(12000, 'quarterly')).toBe(4000);
    expect(monthlyEquivalentCents(12000, 'bi-annual')).toBe(2000);
    expect(monthlyEquivalentCents(12000, 'yearly')).toBe(1000);
    expect(monthlyEquivalentCents(10000, 'yearly')).toBeCloseTo(833.333, 3);
  });

  it('treats an unknown frequency as monthly', () => {
    expect(monthlyEquivalentCents(500, null)).toBe(500);
    expect(frequencySuffix(undefined)).toBe('/mo');
    expect(frequencySuffix('weekly')).toBe('/mo');
  });

  it('has the spec labels and suffixes', () => {
    expect(FREQUENCY_LABELS).toEqual({
      monthly: 'per month',
      quarterly: 'per quarter',
      'bi-annual': 'every 6 months',
      yearly: 'per year',
    });
    expect(['monthly', 'quarterly', 'bi-annual', 'yearly'].map(frequencySuffix)).toEqual([
      '/mo',
      '/qtr',
      '/6mo',
      '/yr',
    ]);
  });
});
