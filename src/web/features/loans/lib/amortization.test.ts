import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SCHEDULE_MONTHS,
  amortize,
  extraPaymentEffect,
  payoffDate,
  type AmortizationInput,
} from './amortization';

const MORTGAGE: AmortizationInput = {
  balanceCents: 300_000_00,
  annualRatePercent: 6,
  monthlyPaymentCents: 1_798_65,
};

/** Months to pay off with an exact (unrounded) payment, from the closed-form annuity formula. */
function exactMonths(balance: number, annualPercent: number, payment: number): number {
  const rate = annualPercent / 100 / 12;
  return -Math.log(1 - (rate * balance) / payment) / Math.log(1 + rate);
}

describe('amortize', () => {
  it('pays off $300,000 at 6 % with $1,798.65 a month in 360 months', () => {
    const schedule = amortize(MORTGAGE);
    expect(schedule.status).toBe('paid-off');
    expect(schedule.months).toBe(360);
    // The textbook figure for the exact payment is $347,514.57; the quoted one is within dollars.
    expect(Math.abs(schedule.totalInterestCents - 347_514_57)).toBeLessThan(5_00);
    expect(schedule.totalPaidCents).toBe(300_000_00 + schedule.totalInterestCents);
  });

  it('splits the first payment into $1,500 interest and $298.65 principal', () => {
    const [first, second] = amortize(MORTGAGE).rows;
    expect(first).toEqual({
      month: 1,
      paymentCents: 1_798_65,
      interestCents: 1_500_00,
      principalCents: 298_65,
      remainingCents: 299_701_35,
    });
    // Interest on the new balance: 299,701.35 × 0.5 % = 1,498.51 (rounded to the cent).
    expect(second?.interestCents).toBe(1_498_51);
  });

  it.each([
    // balance, rate, payment, months: standard lender figures.
    [200_000_00, 4.5, 1_013_37, 360],
    [250_000_00, 5, 1_977_98, 180],
    [25_000_00, 7, 495_03, 60],
    [10_000_00, 12, 888_49, 12],
  ])(
    'pays off %i cents at %f %% with %i a month in %i months',
    (balance, rate, payment, months) => {
      const schedule = amortize({
        balanceCents: balance,
        annualRatePercent: rate,
        monthlyPaymentCents: payment,
      });
      expect(schedule.status).toBe('paid-off');
      expect(schedule.months).toBe(months);
    },
  );

  it('ends with a smaller last payment when the payment does not divide the balance', () => {
    const schedule = amortize({
      balanceCents: 1_000_00,
      annualRatePercent: 0,
      monthlyPaymentCents: 300_00,
    });
    expect(schedule.rows.map((row) => row.paymentCents)).toEqual([300_00, 300_00, 300_00, 100_00]);
    expect(schedule.rows.at(-1)?.remainingCents).toBe(0);
  });

  it('handles 0 % interest: no interest, balance divided by the payment', () => {
    const schedule = amortize({
      balanceCents: 12_000_00,
      annualRatePercent: 0,
      monthlyPaymentCents: 1_000_00,
    });
    expect(schedule.status).toBe('paid-off');
    expect(schedule.months).toBe(12);
    expect(schedule.totalInterestCents).toBe(0);
    expect(schedule.rows.every((row) => row.principalCents === 1_000_00)).toBe(true);
  });

  it('refuses a payment below the interest at once, with no schedule', () => {
    const schedule = amortize({ ...MORTGAGE, monthlyPaymentCents: 1_000_00 });
    expect(schedule.status).toBe('payment-below-interest');
    expect(schedule.rows).toEqual([]);
    expect(schedule.remainingCents).toBe(300_000_00);
  });

  it('tells an interest-only payment apart: the balance never goes down', () => {
    expect(amortize({ ...MORTGAGE, monthlyPaymentCents: 1_500_00 }).status).toBe('interest-only');
  });

  it('stops at 600 months when the payment barely beats the interest', () => {
    const schedule = amortize({ ...MORTGAGE, monthlyPaymentCents: 1_500_01 });
    expect(schedule.status).toBe('longer-than-cap');
    expect(schedule.rows).toHaveLength(MAX_SCHEDULE_MONTHS);
    expect(schedule.remainingCents).toBeGreaterThan(0);
    expect(schedule.remainingCents).toBe(schedule.rows.at(-1)?.remainingCents);
  });

  it('has nothing to schedule without a balance or without a payment', () => {
    expect(amortize({ ...MORTGAGE, balanceCents: 0 })).toMatchObject({
      status: 'paid-off',
      months: 0,
    });
    expect(amortize({ ...MORTGAGE, monthlyPaymentCents: 0 }).status).toBe('no-payment');
  });

  it('keeps every row consistent for any loan (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_00 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 50_000_00 }),
        (balance, rate, payment) => {
          const schedule = amortize({
            balanceCents: balance,
            annualRatePercent: rate,
            monthlyPaymentCents: payment,
          });
          expect(schedule.rows.length).toBeLessThanOrEqual(MAX_SCHEDULE_MONTHS);
          let previous = balance;
          for (const row of schedule.rows) {
            expect(row.paymentCents).toBe(row.interestCents + row.principalCents);
            expect(row.remainingCents).toBe(previous - row.principalCents);
            expect(row.remainingCents).toBeLessThan(previous);
            previous = row.remainingCents;
          }
          if (schedule.status === 'paid-off') {
            expect(schedule.remainingCents).toBe(0);
            const principal = schedule.rows.reduce((sum, row) => sum + row.principalCents, 0);
            expect(principal).toBe(balance);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('extraPaymentEffect', () => {
  it('shows what $200 more a month saves on the $300,000 mortgage', () => {
    const base = amortize(MORTGAGE);
    const { withExtra, savings } = extraPaymentEffect(base, MORTGAGE, 200_00);
    const months = Math.ceil(exactMonths(300_000_00, 6, 1_998_65));
    expect(withExtra.months).toBe(months);
    expect(savings?.monthsSooner).toBe(360 - months);
    // Total interest with the exact fractional term: n × payment − balance.
    const expectedInterest = exactMonths(300_000_00, 6, 1_998_65) * 1_998_65 - 300_000_00;
    expect(Math.abs(base.totalInterestCents - withExtra.totalInterestCents)).toBeGreaterThan(0);
    expect(Math.abs(withExtra.totalInterestCents - expectedInterest)).toBeLessThan(20_00);
    expect(savings?.interestSavedCents).toBe(
      base.totalInterestCents - withExtra.totalInterestCents,
    );
  });

  it('saves nothing with no extra payment', () => {
    const base = amortize(MORTGAGE);
    expect(extraPaymentEffect(base, MORTGAGE, 0).savings).toEqual({
      monthsSooner: 0,
      interestSavedCents: 0,
    });
  });

  it('does not compare when the payment alone would never pay the loan off', () => {
    const input = { ...MORTGAGE, monthlyPaymentCents: 1_400_00 };
    const base = amortize(input);
    const { withExtra, savings } = extraPaymentEffect(base, input, 500_00);
    expect(base.status).toBe('payment-below-interest');
    expect(withExtra.status).toBe('paid-off');
    expect(savings).toBeNull();
  });
});

describe('payoffDate', () => {
  it('is the month of the last payment, counting the first payment one month from today', () => {
    const date = payoffDate(360, new Date(2026, 2, 15));
    expect([date.getFullYear(), date.getMonth()]).toEqual([2056, 2]);
    const soon = payoffDate(1, new Date(2026, 11, 31));
    expect([soon.getFullYear(), soon.getMonth()]).toEqual([2027, 0]);
  });
});
