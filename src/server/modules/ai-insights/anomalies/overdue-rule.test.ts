import { describe, expect, it } from 'vitest';
import { obligation, scannedBill, typedAmount } from './obligation-fixture';
import { findOverdue } from './overdue-rule';

const today = new Date(2026, 5, 20);

describe('findOverdue', () => {
  it('fires when no bill came for more than 1.5× the cadence', () => {
    const finding = findOverdue(
      obligation({
        id: 'water',
        history: [scannedBill('2026-03-01', 5000), scannedBill('2026-04-01', 5000)],
      }),
      today,
    );
    expect(finding).toEqual({
      obligationId: 'water',
      rule: 'overdue',
      reason:
        'No bill recorded since Apr 1, 2026 (80 days); a monthly bill comes about every 30 days',
      deviation: 162.8,
    });
  });

  it('does not fire within 1.5× the cadence', () => {
    const history = [scannedBill('2026-04-01', 5000), scannedBill('2026-05-10', 5000)];
    expect(findOverdue(obligation({ id: 'a', history }), today)).toBeNull();
  });

  it('reads the cadence from the frequency', () => {
    const history = [scannedBill('2025-11-15', 30000), scannedBill('2026-02-15', 30000)];
    expect(findOverdue(obligation({ id: 'a', frequency: 'quarterly', history }), today)).toBeNull();
    expect(findOverdue(obligation({ id: 'b', frequency: 'monthly', history }), today)?.rule).toBe(
      'overdue',
    );
  });

  it('ignores typed amounts: they are written only when the cost changes', () => {
    const history = [typedAmount('2025-01-01', 5000, 'manual'), typedAmount('2025-06-01', 6000)];
    expect(findOverdue(obligation({ id: 'a', history }), today)).toBeNull();
  });

  it('needs two scanned bills before it expects the next', () => {
    const history = [scannedBill('2026-01-01', 5000)];
    expect(findOverdue(obligation({ id: 'a', history }), today)).toBeNull();
    expect(findOverdue(obligation({ id: 'b', history: [] }), today)).toBeNull();
  });
});
