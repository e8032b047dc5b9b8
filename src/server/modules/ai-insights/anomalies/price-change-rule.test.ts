import { describe, expect, it } from 'vitest';
import { obligation, scannedBill, typedAmount } from './obligation-fixture';
import { findPriceChange } from './price-change-rule';

const today = new Date(2026, 5, 20);

describe('findPriceChange', () => {
  it('fires on a rise of at least 10 % and $5, with the figures in the reason', () => {
    const finding = findPriceChange(
      obligation({
        id: 'a',
        history: [scannedBill('2026-05-01', 5400), scannedBill('2026-06-01', 6372)],
      }),
      today,
    );
    expect(finding).toEqual({
      obligationId: 'a',
      rule: 'price_change',
      reason: 'Up 18% from $54.00 to $63.72',
      deviation: 18,
    });
  });

  it('fires on a drop and says so', () => {
    const finding = findPriceChange(
      obligation({
        id: 'a',
        history: [typedAmount('2026-01-01', 20000), typedAmount('2026-06-10', 15000)],
      }),
      today,
    );
    expect(finding?.reason).toBe('Down 25% from $200.00 to $150.00');
    expect(finding?.deviation).toBe(-25);
  });

  it('does not fire when the change is 10 % but under $5', () => {
    const history = [scannedBill('2026-05-01', 2000), scannedBill('2026-06-01', 2400)];
    expect(findPriceChange(obligation({ id: 'a', history }), today)).toBeNull();
  });

  it('does not fire when the change is $5 but under 10 %', () => {
    const history = [scannedBill('2026-05-01', 10000), scannedBill('2026-06-01', 10900)];
    expect(findPriceChange(obligation({ id: 'a', history }), today)).toBeNull();
  });

  it('fires at exactly 10 % and $5', () => {
    const history = [scannedBill('2026-05-01', 5000), scannedBill('2026-06-01', 5500)];
    expect(findPriceChange(obligation({ id: 'a', history }), today)?.deviation).toBe(10);
  });

  it('compares the latest dated amounts whatever order the history comes in', () => {
    const history = [
      scannedBill('2026-06-01', 6000),
      scannedBill('2026-04-01', 9000),
      scannedBill('2026-05-01', 5000),
    ];
    expect(findPriceChange(obligation({ id: 'a', history }), today)?.reason).toBe(
      'Up 20% from $50.00 to $60.00',
    );
  });

  it('needs two amounts', () => {
    expect(
      findPriceChange(obligation({ id: 'a', history: [scannedBill('2026-06-01', 9000)] }), today),
    ).toBeNull();
  });

  it('is old news once the next bill was due (1.5× the cadence)', () => {
    const history = [scannedBill('2026-03-01', 5000), scannedBill('2026-04-01', 9000)];
    expect(findPriceChange(obligation({ id: 'a', history }), today)).toBeNull();
    const yearly = obligation({ id: 'b', frequency: 'yearly', history });
    expect(findPriceChange(yearly, today)?.deviation).toBe(80);
  });

  it('ignores a bill dated after today', () => {
    const history = [scannedBill('2026-05-01', 5000), scannedBill('2026-07-01', 9000)];
    expect(findPriceChange(obligation({ id: 'a', history }), today)).toBeNull();
  });
});
