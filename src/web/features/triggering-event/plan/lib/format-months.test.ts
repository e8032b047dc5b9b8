import { describe, expect, it } from 'vitest';
import { formatMonths } from './format-months';

describe('formatMonths', () => {
  it('cuts to a tenth of a month, never rounding up', () => {
    expect(formatMonths(8.59)).toBe('8.5 months');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(0.99)).toBe('Less than a month');
    expect(formatMonths(0)).toBe('No months');
  });

  it('adds the years to a long runway', () => {
    expect(formatMonths(30)).toBe('30 months (about 2.5 years)');
  });
});
