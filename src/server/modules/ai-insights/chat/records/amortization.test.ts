import { describe, expect, it } from 'vitest';
import { durationText, payoff, payoffMonth } from './amortization';

describe('payoff', () => {
  it('pays a balance off in the months the payments take, interest included', () => {
    // $10,000 at 12 % a year (1 % a month) and $1,000 a month: -ln(1 - 0.1) / ln(1.01) ≈ 10.6 → 11.
    expect(payoff(1_000_000, 12_000, 100_000)).toEqual({
      kind: 'months',
      months: 11,
      interestCents: 58_985,
    });
  });

  it('takes a zero rate as no interest', () => {
    expect(payoff(100_000, 0, 10_000)).toEqual({ kind: 'months', months: 10, interestCents: 0 });
  });

  it('says unknown when the rate or the payment is not recorded, never guessing', () => {
    expect(payoff(100_000, null, 10_000)).toEqual({ kind: 'unknown', missing: 'rate' });
    expect(payoff(100_000, 5_000, null)).toEqual({ kind: 'unknown', missing: 'payment' });
  });

  it('says never when the payment does not cover the interest', () => {
    // $100,000 at 12 %: $1,000 of interest a month against a $900 payment.
    expect(payoff(10_000_000, 12_000, 90_000)).toEqual({ kind: 'never' });
  });

  it('says paid off for a zero balance', () => {
    expect(payoff(0, 5_000, 10_000)).toEqual({ kind: 'paid-off' });
  });

  it('names the month of the last payment and the time left', () => {
    expect(payoffMonth('2026-03-10', 207)).toBe('2043-06-01');
    expect(durationText(207)).toBe('17 years 3 months');
    expect(durationText(12)).toBe('1 year');
  });
});
