import { describe, expect, it } from 'vitest';
import type { Frequency } from '@shared/finance/frequency';
import { monthlyFigures } from './monthly-figures';

const bill = (vendor: string, costCents: number, frequency: Frequency, isAutoPay = false) => ({
  vendor,
  costCents,
  frequency,
  isAutoPay,
});

describe('monthlyFigures', () => {
  it('gives the year, the auto-paid share and the largest bill by its monthly cost', () => {
    const figures = monthlyFigures(
      [
        bill('Netflix', 2_000, 'monthly', true),
        bill('State Farm', 120_000, 'yearly', true),
        bill('Tuition', 90_000, 'quarterly'),
      ],
      2_000 + 10_000 + 30_000,
    );
    expect(figures).toEqual({
      yearlyCents: 504_000,
      autoPay: { monthlyCents: 12_000, count: 2 },
      largest: { vendor: 'Tuition', monthlyCents: 30_000 },
    });
  });

  it('has no largest bill when nothing costs anything', () => {
    expect(monthlyFigures([bill('Library', 0, 'monthly')], 0)).toEqual({
      yearlyCents: 0,
      autoPay: { monthlyCents: 0, count: 0 },
      largest: null,
    });
  });
});
