import { describe, expect, it } from 'vitest';
import { predictBudget } from './predict-budget';
import type { ForecastObligation } from './types';

/** A fixed today: the forecast covers December 2026 to February 2027. */
const TODAY = new Date('2026-11-15T12:00:00Z');

function bill(
  vendor: string,
  costCents: number,
  frequency: string,
  createdAt: string,
  history: readonly (readonly [string, number])[] = [],
): ForecastObligation {
  return {
    id: vendor.toLowerCase().replace(/\s+/g, '-'),
    vendor,
    costCents,
    frequency,
    createdAt,
    amounts: history.map(([month, amountCents]) => ({
      amountCents,
      periodStart: `${month}-05`,
      createdAt: `${month}-06T00:00:00Z`,
    })),
  };
}

/** Consecutive months from `first` (YYYY-MM) with these amounts. */
function monthsFrom(first: string, amounts: readonly number[]): [string, number][] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return amounts.map((amount, i) => {
    const index = year * 12 + month - 1 + i;
    const label = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return [label, amount];
  });
}

/** Rent and an electric bill of `costCents`, billed these amounts from May 2026 on. */
function rentAndElectric(costCents: number, amounts: readonly number[]) {
  return predictBudget(
    [
      bill('Rent', 150000, 'monthly', '2025-03-01T00:00:00Z'),
      bill(
        'Electric',
        costCents,
        'monthly',
        '2026-05-01T00:00:00Z',
        monthsFrom('2026-05', amounts),
      ),
    ],
    TODAY,
  );
}

const totals = (result: ReturnType<typeof predictBudget>) =>
  result.predictions.map(({ month, predictedCents }) => [month, predictedCents]);

/** The forecast's three months from TODAY, each with its expected total. */
const inHorizon = (...cents: (number | undefined)[]) =>
  ['2026-12', '2027-01', '2027-02'].map((month, index) => [month, cents[index]]);

describe('predictBudget', () => {
  it('forecasts a scheduled-only household at its monthly bills, in dollars and cents', () => {
    const result = predictBudget(
      [
        bill('Oak Street Rent', 200000, 'monthly', '2025-03-01T00:00:00Z'),
        bill('Verizon', 8050, 'monthly', '2026-10-20T00:00:00Z'),
      ],
      TODAY,
    );
    expect(totals(result)).toEqual(inHorizon(208050, 208050, 208050));
    expect(result.predictions[0]?.predicted).toBe(2080.5);
    expect(result.predictions[0]?.lines).toEqual([
      {
        obligationId: 'oak-street-rent',
        vendor: 'Oak Street Rent',
        amountCents: 200000,
        method: 'scheduled',
      },
      { obligationId: 'verizon', vendor: 'Verizon', amountCents: 8050, method: 'scheduled' },
    ]);
    expect(result).toMatchObject({
      currentAverage: 2080.5,
      currentAverageCents: 208050,
      trend: 'stable',
      trendAmount: 0,
      trendAmountCents: 0,
    });
  });

  it('puts a yearly bill in its due month inside the horizon, and leaves one due outside it out', () => {
    const result = predictBudget(
      [
        bill('Rent', 200000, 'monthly', '2025-03-01T00:00:00Z'),
        // Added in January: due every January.
        bill('Geico', 120000, 'yearly', '2025-01-10T00:00:00Z'),
        // Added in June: due every June, outside December to February.
        bill('Umbrella Policy', 45000, 'yearly', '2024-06-05T00:00:00Z'),
      ],
      TODAY,
    );
    expect(totals(result)).toEqual(inHorizon(200000, 320000, 200000));
    expect(result.predictions[1]?.lines.map((line) => line.vendor)).toEqual(['Rent', 'Geico']);
    // The lump is one month's bill, not a trend.
    expect(result.trend).toBe('stable');
    expect(result.currentAverageCents).toBe(200000);
  });

  it('puts quarterly and bi-annual bills in the months they repeat in', () => {
    const result = predictBudget(
      [
        // March, June, September, December.
        bill('Water', 9000, 'quarterly', '2026-03-20T00:00:00Z'),
        // November, February, May, August.
        bill('Pest Control', 12000, 'quarterly', '2025-11-02T00:00:00Z'),
        // July and January.
        bill('HOA', 30000, 'bi-annual', '2026-07-01T00:00:00Z'),
      ],
      TODAY,
    );
    expect(totals(result)).toEqual(inHorizon(9000, 30000, 12000));
    // August (pest control), September (water), October (nothing): the last three months.
    expect(result.currentAverageCents).toBe(Math.round((12000 + 9000 + 0) / 3));
  });

  it('forecasts a utility with 14 months of bills from the same month last year', () => {
    const winter = [9000, 14000, 21000, 24000, 20000, 15000, 10000, 8000, 9000, 12000, 13000, 9500];
    // September 2025 to October 2026.
    const history = monthsFrom('2025-09', [...winter, 9200, 13500]);
    const result = predictBudget(
      [bill('PG&E', 13500, 'monthly', '2025-09-01T00:00:00Z', history)],
      TODAY,
    );
    const byMonth = new Map(history);
    expect(totals(result)).toEqual(
      inHorizon(byMonth.get('2025-12'), byMonth.get('2026-01'), byMonth.get('2026-02')),
    );
    expect(result.predictions.every((p) => p.lines[0]?.method === 'seasonal-naive')).toBe(true);
    // The last three months as billed: August, September, October 2026.
    expect(result.currentAverageCents).toBe(Math.round((9500 + 9200 + 13500) / 3));
  });

  it('forecasts a utility with 4 bills at the median of the last three', () => {
    const result = predictBudget(
      [
        bill(
          'City Gas',
          30000,
          'monthly',
          '2026-07-01T00:00:00Z',
          monthsFrom('2026-07', [9000, 12000, 10000, 30000]),
        ),
      ],
      TODAY,
    );
    expect(totals(result)).toEqual(inHorizon(12000, 12000, 12000));
    expect(result.predictions[0]?.lines[0]?.method).toBe('median-of-last-3');
    expect(result.currentAverageCents).toBe(Math.round((12000 + 10000 + 30000) / 3));
  });

  it('adds variable bills to the scheduled ones', () => {
    const result = predictBudget(
      [
        bill('Rent', 200000, 'monthly', '2025-03-01T00:00:00Z'),
        bill('Geico', 120000, 'yearly', '2025-01-10T00:00:00Z'),
        bill(
          'City Gas',
          0,
          'monthly',
          '2026-07-01T00:00:00Z',
          monthsFrom('2026-08', [8000, 9000, 10000]),
        ),
      ],
      TODAY,
    );
    expect(totals(result)).toEqual(inHorizon(209000, 329000, 209000));
  });

  it('calls a rising series increasing, with the robust slope per month', () => {
    const result = rentAndElectric(30000, [10000, 14000, 18000, 22000, 26000, 30000]);
    expect(result.trend).toBe('increasing');
    // May to October billed 160,000 to 180,000 cents and the forecast holds at 176,000: the
    // median of the 36 pairwise slopes is 2,142.86 cents a month.
    expect(result.trendAmountCents).toBe(2143);
    expect(result.trendAmount).toBe(21.43);
    expect(result.currentAverageCents).toBe(150000 + 26000);
  });

  it('calls a falling series decreasing', () => {
    const result = rentAndElectric(10000, [30000, 26000, 22000, 18000, 14000, 10000]);
    expect(result.trend).toBe('decreasing');
    expect(result.trendAmountCents).toBeLessThan(0);
  });

  it('calls a small wobble stable', () => {
    const result = rentAndElectric(10000, [10000, 10200, 10000, 10300, 10100, 10400]);
    expect(result.trend).toBe('stable');
  });

  it('answers an empty household with zeros over the horizon', () => {
    expect(predictBudget([], TODAY)).toEqual({
      currentAverage: 0,
      currentAverageCents: 0,
      trend: 'stable',
      trendAmount: 0,
      trendAmountCents: 0,
      predictions: [
        { month: '2026-12', predicted: 0, predictedCents: 0, lines: [], otherLines: null },
        { month: '2027-01', predicted: 0, predictedCents: 0, lines: [], otherLines: null },
        { month: '2027-02', predicted: 0, predictedCents: 0, lines: [], otherLines: null },
      ],
    });
  });

  it('forecasts as many months as asked', () => {
    const result = predictBudget([bill('Rent', 100, 'monthly', '2025-03-01T00:00:00Z')], TODAY, 6);
    expect(result.predictions.map((p) => p.month)).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
  });

  it('lists a month’s 25 largest bills and counts and sums the rest', () => {
    const bills = Array.from({ length: 30 }, (_, index) =>
      bill(`Bill ${index + 1}`, 1_000 * (index + 1), 'monthly', '2025-03-01T00:00:00Z'),
    );
    const [december] = predictBudget(bills, TODAY).predictions;
    expect(december?.lines).toHaveLength(25);
    expect(december?.lines[0]).toMatchObject({ vendor: 'Bill 30', amountCents: 30_000 });
    expect(december?.lines.at(-1)).toMatchObject({ vendor: 'Bill 6', amountCents: 6_000 });
    // Bills 1 to 5: $10 + $20 + $30 + $40 + $50; the month's total still counts them.
    expect(december?.otherLines).toEqual({ count: 5, amountCents: 15_000 });
    expect(december?.predictedCents).toBe(465_000);
  });
});
