import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToInputText,
  formatCents,
  formatCentsPlain,
  formatPercent,
  parseDollarsToCents,
  sanitizeCurrencyInput,
} from './money';

describe('money', () => {
  it('formats cents as en-US dollars with exactly 2 decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-2500)).toBe('-$25.00');
    expect(formatCents(3333.3333)).toBe('$33.33');
    expect(formatCentsPlain(123456)).toBe('1,234.56');
  });

  it('keeps only digits and one decimal point with at most 2 decimals', () => {
    expect(sanitizeCurrencyInput('1,2a34.567')).toBe('1234.56');
    expect(sanitizeCurrencyInput('$12.3.4')).toBe('12.34');
    expect(sanitizeCurrencyInput('abc')).toBe('');
    expect(sanitizeCurrencyInput('.5')).toBe('.5');
  });

  it('parses typed dollars to cents, empty or invalid as 0', () => {
    expect(parseDollarsToCents('1,234.5')).toBe(123450);
    expect(parseDollarsToCents('0.07')).toBe(7);
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents('')).toBe(0);
    expect(parseDollarsToCents('.')).toBe(0);
    expect(parseDollarsToCents('nope')).toBe(0);
  });

  it('round-trips any amount through the input text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseDollarsToCents(centsToInputText(cents))).toBe(cents);
        expect(parseDollarsToCents(formatCentsPlain(cents))).toBe(cents);
      }),
    );
  });

  it('shows percentages to 1 decimal', () => {
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100.0%');
  });
});
