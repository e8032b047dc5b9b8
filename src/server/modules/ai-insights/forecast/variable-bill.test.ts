import { describe, expect, it } from 'vitest';
import { monthIndexOfDay } from './months';
import { estimateVariable, isVariable, monthlySeries } from './variable-bill';

const at = (day: string) => monthIndexOfDay(day);

describe('monthlySeries', () => {
  it('keeps dated bills by month, the last recorded for a rescanned month, oldest first', () => {
    const series = monthlySeries([
      { amountCents: 5000, periodStart: '2026-09-03', createdAt: '2026-09-05T00:00:00Z' },
      { amountCents: 9900, periodStart: null, createdAt: '2026-09-06T00:00:00Z' },
      { amountCents: 4000, periodStart: '2026-08-01', createdAt: '2026-08-02T00:00:00Z' },
      { amountCents: 5200, periodStart: '2026-09-03', createdAt: '2026-09-07T00:00:00Z' },
    ]);
    expect([...series.entries()]).toEqual([
      [at('2026-08-01'), 4000],
      [at('2026-09-01'), 5200],
    ]);
  });
});

describe('isVariable', () => {
  const obligation = (frequency: string) => ({
    id: 'x',
    vendor: 'x',
    costCents: 0,
    frequency,
    createdAt: '2026-01-01',
    amounts: [],
  });
  const two = new Map([
    [at('2026-08-01'), 1],
    [at('2026-09-01'), 2],
  ]);

  it('needs a monthly bill with at least two billed months', () => {
    expect(isVariable(obligation('monthly'), two)).toBe(true);
    expect(isVariable(obligation('monthly'), new Map([[at('2026-08-01'), 1]]))).toBe(false);
    expect(isVariable(obligation('quarterly'), two)).toBe(false);
  });
});

describe('estimateVariable', () => {
  it('uses the median of the last three bills before the month', () => {
    const series = new Map([
      [at('2026-07-01'), 9000],
      [at('2026-08-01'), 12000],
      [at('2026-09-01'), 10000],
      [at('2026-10-01'), 30000],
    ]);
    expect(estimateVariable(series, at('2026-12-01'))).toEqual({
      amountCents: 12000,
      method: 'median-of-last-3',
    });
    // For a month inside the history, only the bills before it count.
    expect(estimateVariable(series, at('2026-09-01')).amountCents).toBe(10500);
  });

  it('falls back to the median when the same month last year was not billed', () => {
    const series = new Map(
      Array.from({ length: 13 }, (_, i) => [at('2025-10-01') + i, 1000 + i] as const),
    );
    series.delete(at('2025-12-01'));
    series.set(at('2025-09-01'), 500);
    expect(estimateVariable(series, at('2026-12-01')).method).toBe('median-of-last-3');
    expect(estimateVariable(series, at('2026-11-01')).method).toBe('seasonal-naive');
  });
});
