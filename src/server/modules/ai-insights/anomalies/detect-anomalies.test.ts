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
});
