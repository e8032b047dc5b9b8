import { describe, expect, it } from 'vitest';
import type { AmountPoint } from './anomaly-types';
import { findNewCharge } from './new-charge-rule';
import { obligation, scannedBill, typedAmount } from './obligation-fixture';

const today = new Date(2026, 5, 20);

/** A charge read from a bank statement, dated by it. */
function statementCharge(periodStart: string, amountCents: number): AmountPoint {
  return { ...scannedBill(periodStart, amountCents), source: 'import' };
}

describe('findNewCharge', () => {
  it('fires when the statements show the charging began in the last 60 days', () => {
    const history = [statementCharge('2026-05-03', 1299), statementCharge('2026-06-03', 1299)];
    expect(findNewCharge(obligation({ id: 'app', history }), today)).toEqual({
      obligationId: 'app',
      rule: 'new_charge',
      reason: 'New: first charged May 3, 2026 ($12.99), 48 days ago',
      deviation: 100,
    });
  });

  it('does not fire for charging that began longer ago', () => {
    const history = [statementCharge('2026-04-01', 1299), statementCharge('2026-05-01', 1299)];
    expect(findNewCharge(obligation({ id: 'app', history }), today)).toBeNull();
  });

  it('does not fire for an obligation known before the statements', () => {
    const typedFirst = [
      typedAmount('2026-01-10', 1299, 'manual'),
      statementCharge('2026-06-03', 1299),
    ];
    expect(findNewCharge(obligation({ id: 'a', history: typedFirst }), today)).toBeNull();
    const scannedFirst = [scannedBill('2026-05-20', 8000), statementCharge('2026-06-03', 8000)];
    expect(findNewCharge(obligation({ id: 'b', history: scannedFirst }), today)).toBeNull();
  });

  it('does not fire for an amount only typed recently', () => {
    const history = [typedAmount('2026-06-10', 1299, 'manual')];
    expect(findNewCharge(obligation({ id: 'a', history }), today)).toBeNull();
  });
});
