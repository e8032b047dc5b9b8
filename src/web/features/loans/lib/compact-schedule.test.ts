import { describe, expect, it } from 'vitest';
import { amortize } from './amortization';
import { compactSchedule } from './compact-schedule';

describe('compactSchedule', () => {
  it('shows the first 12 months, then one row per year that adds up', () => {
    const schedule = amortize({
      balanceCents: 300_000_00,
      annualRatePercent: 6,
      monthlyPaymentCents: 1_798_65,
    });
    const periods = compactSchedule(schedule.rows);
    expect(periods).toHaveLength(12 + 29);
    expect(periods.slice(0, 12).every((period) => period.kind === 'month')).toBe(true);
    const year2 = periods[12];
    expect(year2).toMatchObject({ kind: 'year', year: 2, firstMonth: 13, lastMonth: 24 });
    expect(year2?.paymentCents).toBe(12 * 1_798_65);
    expect(year2?.remainingCents).toBe(schedule.rows[23]?.remainingCents);
    expect(periods.at(-1)).toMatchObject({ year: 30, lastMonth: 360, remainingCents: 0 });
    const interest = periods.reduce((sum, period) => sum + period.interestCents, 0);
    expect(interest).toBe(schedule.totalInterestCents);
  });

  it('ends with a partial year when the loan ends mid-year', () => {
    const { rows } = amortize({
      balanceCents: 2_000_00,
      annualRatePercent: 0,
      monthlyPaymentCents: 100_00,
    });
    const periods = compactSchedule(rows);
    expect(periods).toHaveLength(13);
    expect(periods.at(-1)).toMatchObject({
      kind: 'year',
      firstMonth: 13,
      lastMonth: 20,
      paymentCents: 800_00,
    });
  });

  it('is empty without a schedule', () => {
    expect(compactSchedule([])).toEqual([]);
  });
});
