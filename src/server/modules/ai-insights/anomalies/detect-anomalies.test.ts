import { describe, expect, it } from 'vitest';
import { detectAnomalies } from './index';
import { obligation, scannedBill } from './obligation-fixture';

const today = new Date(2026, 5, 20);

describe('detectAnomalies', () => {
  it('answers the spec shape, with cost and the category average in dollars', () => {
    const anomalies = detectAnomalies(
      [
        obligation({
          id: 'phone',
          vendor: 'Verizon',
          costCents: 6372,
          history: [scannedBill('2026-05-01', 5400), scannedBill('2026-06-01', 6372)],
        }),
        obligation({ id: 'gym', costCents: 12000, frequency: 'quarterly' }),
      ],
      today,
    );
    expect(anomalies).toEqual([
      {
        expense: {
          id: 'phone',
          vendor: 'Verizon',
          category: 'other',
          cost: 63.72,
          costCents: 6372,
        },
        rule: 'price_change',
        reason: 'Up 18% from $54.00 to $63.72',
        deviation: 18,
        // (63.72 + 120 / 3) / 2
        categoryAverage: 51.86,
      },
    ]);
  });

  it('keeps one finding per obligation, the highest-priority rule', () => {
    const copy = (id: string) =>
      obligation({
        id,
        vendor: 'Comcast',
        costCents: 9000,
        history: [scannedBill('2026-05-01', 6000), scannedBill('2026-06-01', 9000)],
      });
    const anomalies = detectAnomalies([copy('a'), copy('b')], today);
    expect(anomalies.map((anomaly) => [anomaly.expense.id, anomaly.rule])).toEqual([
      ['a', 'price_change'],
      ['b', 'price_change'],
    ]);
  });

  it('sorts by rule priority, then by the size of the deviation', () => {
    const late = obligation({
      id: 'late',
      category: 'kids',
      history: [scannedBill('2026-02-01', 10000), scannedBill('2026-03-01', 10000)],
    });
    const small = obligation({
      id: 'small',
      history: [scannedBill('2026-05-01', 10000), scannedBill('2026-06-01', 11000)],
    });
    const large = obligation({
      id: 'large',
      history: [scannedBill('2026-05-01', 10000), scannedBill('2026-06-01', 15000)],
    });
    const twin = (id: string) => obligation({ id, vendor: 'Twin', category: 'auto' });
    const anomalies = detectAnomalies([late, twin('t1'), small, twin('t2'), large], today);
    expect(anomalies.map((anomaly) => anomaly.expense.id)).toEqual([
      'large',
      'small',
      't1',
      't2',
      'late',
    ]);
  });

  it('finds nothing in a household without anything unusual', () => {
    expect(detectAnomalies([], today)).toEqual([]);
    expect(detectAnomalies([obligation({ id: 'a' }), obligation({ id: 'b' })], today)).toEqual([]);
  });

  it('compares obligations within their own household when several are selected', () => {
    const netflix = (id: string, ownerId: string) =>
      obligation({ id, ownerId, vendor: 'Netflix', costCents: 2299 });
    const water = (id: string, ownerId: string, costCents: number) =>
      obligation({ id, ownerId, category: 'utilities', costCents });
    const anomalies = detectAnomalies(
      [
        // Each household pays its own Netflix: no duplicate.
        netflix('ours', 'us'),
        netflix('mothers', 'mother'),
        // Her bills are all larger: against our three they would stand out, against hers not.
        water('ours-1', 'us', 5000),
        water('ours-2', 'us', 5200),
        water('ours-3', 'us', 4800),
        water('hers-1', 'mother', 40_000),
        water('hers-2', 'mother', 41_000),
        water('hers-3', 'mother', 39_000),
      ],
      today,
    );
    expect(anomalies).toEqual([]);
    const twice = detectAnomalies([netflix('a', 'us'), netflix('b', 'us')], today);
    expect(twice.map((anomaly) => anomaly.rule)).toEqual(['duplicate', 'duplicate']);
  });

  it('gives each household its own category average', () => {
    const [ours, hers] = ['us', 'mother'].map((ownerId, index) =>
      obligation({ id: ownerId, ownerId, costCents: 1000 * (index + 1), history: [] }),
    );
    const priced = (id: string, ownerId: string, costCents: number) =>
      obligation({
        id,
        ownerId,
        costCents,
        history: [scannedBill('2026-05-01', costCents / 2), scannedBill('2026-06-01', costCents)],
      });
    const anomalies = detectAnomalies(
      [ours!, hers!, priced('ours-up', 'us', 3000), priced('hers-up', 'mother', 5000)],
      today,
    );
    const average = (id: string) =>
      anomalies.find((anomaly) => anomaly.expense.id === id)?.categoryAverage;
    // Ours: (10 + 30) / 2; hers: (20 + 50) / 2.
    expect(average('ours-up')).toBe(20);
    expect(average('hers-up')).toBe(35);
  });

  it('reports a metered bill high against its usual once, as higher_than_usual, not also as a price change', () => {
    const phone = obligation({
      id: 'phone',
      history: [12000, 11800, 12500, 12200, 18240].map((cents, index) =>
        scannedBill(`2026-0${index + 2}-01`, cents),
      ),
    });
    const anomalies = detectAnomalies([phone], today);
    expect(anomalies.map((anomaly) => [anomaly.rule, anomaly.reason])).toEqual([
      ['higher_than_usual', '$182.40 this time; usually $121.00 over its last 4 bills'],
    ]);
  });

  it('finds a bill due before payday only when the household’s income is given', () => {
    const rent = obligation({
      id: 'rent',
      ownerId: 'us',
      costCents: 150000,
      autoPayDate: 29,
      createdAt: new Date('2026-01-05T12:00:00Z'),
    });
    const pay = {
      ownerId: 'us',
      label: 'ACME PAYROLL',
      cadence: 'monthly' as const,
      typicalAmountCents: 400000,
      lastPaidOn: '2026-05-30',
    };
    expect(detectAnomalies([rent], today)).toEqual([]);
    const [found] = detectAnomalies([rent], today, [pay]);
    expect(found?.rule).toBe('due_before_income');
    expect(found?.reason).toMatch(/^Due Jun 29, 1 day before your next pay from ACME PAYROLL/);
  });
});
