import { describe, expect, it } from 'vitest';
import { findDueBeforeIncome } from './due-before-income-rule';
import type { IncomeForAnomalies } from './income-dates';
import { obligation } from './obligation-fixture';

const OWNER = 'household-1';
const today = new Date('2026-12-01T15:00:00Z');

const acme: IncomeForAnomalies = {
  ownerId: OWNER,
  label: 'ACME PAYROLL',
  cadence: 'biweekly',
  typicalAmountCents: 245000,
  lastPaidOn: '2026-11-18',
};

/** A monthly bill added in January, due on `day` of each month. */
function bill(day: number, costCents: number, extra: object = {}) {
  return obligation({
    id: 'rent',
    ownerId: OWNER,
    vendor: 'Oak Street Apartments',
    costCents,
    autoPayDate: day,
    createdAt: new Date('2026-01-10T12:00:00Z'),
    ...extra,
  });
}

describe('findDueBeforeIncome', () => {
  it('fires on a large bill due two days before the next pay, saying what it compared', () => {
    // Pays every 14 days from Nov 18: Dec 2, Dec 16. Due Dec 14.
    expect(findDueBeforeIncome(bill(14, 76000), [acme], today)).toEqual({
      obligationId: 'rent',
      rule: 'due_before_income',
      reason:
        'Due Dec 14, 2 days before your next pay from ACME PAYROLL (Dec 16, usually $2,450.00); ' +
        'its $760.00 is 31% of that pay. Moving the due date after payday, or paying from savings, ' +
        'avoids a short balance.',
      deviation: 31,
    });
  });

  it('says 1 day, and reads a monthly pay kept on its day of the month', () => {
    const monthly = { ...acme, cadence: 'monthly' as const, lastPaidOn: '2026-10-31' };
    // Pays Nov 30, Dec 31: due Dec 30 is one day before.
    expect(findDueBeforeIncome(bill(30, 100000), [monthly], today)?.reason).toMatch(
      /^Due Dec 30, 1 day before your next pay from ACME PAYROLL \(Dec 31,/,
    );
  });

  it('does not fire for a small bill, or one due just after payday', () => {
    expect(findDueBeforeIncome(bill(14, 50000), [acme], today)).toBeNull();
    expect(findDueBeforeIncome(bill(17, 76000), [acme], today)).toBeNull();
    expect(findDueBeforeIncome(bill(10, 76000), [acme], today)).toBeNull();
  });

  it('is silent where no income is known, or it is another household’s', () => {
    expect(findDueBeforeIncome(bill(14, 76000), [], today)).toBeNull();
    const theirs = { ...acme, ownerId: 'household-2' };
    expect(findDueBeforeIncome(bill(14, 76000), [theirs], today)).toBeNull();
  });

  it('compares with the first pay of any payer after the due date', () => {
    const spouse = { ...acme, label: 'CITY OF OAKDALE', lastPaidOn: '2026-11-27' };
    // The spouse is paid Dec 11 and Dec 25: Dec 14 is three days after a pay.
    expect(findDueBeforeIncome(bill(10, 76000), [acme, spouse], today)?.reason).toMatch(
      /CITY OF OAKDALE \(Dec 11/,
    );
    expect(findDueBeforeIncome(bill(14, 76000), [acme, spouse], today)?.reason).toMatch(
      /ACME PAYROLL \(Dec 16/,
    );
  });

  it('needs a due day, and ignores a pay not seen for over a year', () => {
    expect(findDueBeforeIncome(bill(14, 76000, { autoPayDate: null }), [acme], today)).toBeNull();
    const old = { ...acme, lastPaidOn: '2025-11-18' };
    expect(findDueBeforeIncome(bill(14, 76000), [old], today)).toBeNull();
  });

  it('keeps the window to the last third of a weekly pay period', () => {
    const weekly = { ...acme, cadence: 'weekly' as const, typicalAmountCents: 120000 };
    // Weekly from Nov 18: Dec 9, Dec 16. Due Dec 14 is 2 days before; Dec 12 is 4 days before.
    expect(findDueBeforeIncome(bill(14, 40000), [weekly], today)).not.toBeNull();
    expect(findDueBeforeIncome(bill(12, 40000), [weekly], today)).toBeNull();
  });
});
