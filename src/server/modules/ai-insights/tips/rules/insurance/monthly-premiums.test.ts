import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { monthlyInsurancePremiums } from './monthly-premiums';

describe('monthlyInsurancePremiums', () => {
  it('fires for premiums paid monthly, with their amounts and no invented saving', () => {
    const snapshot = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({ id: 'a', vendor: 'GEICO', category: 'auto', costCents: 12_000 }),
        snapshotObligation({ id: 'b', vendor: 'Aetna', category: 'insurance', costCents: 45_000 }),
        snapshotObligation({ id: 'c', vendor: 'Netflix', category: 'other', costCents: 1_549 }),
      ],
    };
    expect(tipsOf(monthlyInsurancePremiums, snapshot)).toEqual([
      {
        rule: 'monthly-insurance-premiums',
        severity: 'low',
        title: '2 insurance premiums are paid monthly',
        detail:
          'GEICO ($120.00) and Aetna ($450.00): $570.00 a month in all. Ask each insurer whether paying once a year costs less than paying monthly.',
        href: '/expenses',
        action: 'Review insurance bills',
      },
    ]);
  });

  it('does not fire for premiums already paid yearly, nor for other monthly bills', () => {
    const snapshot = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({ id: 'a', vendor: 'GEICO', category: 'auto', frequency: 'yearly' }),
        snapshotObligation({ id: 'c', vendor: 'Netflix', category: 'other' }),
      ],
    };
    expect(tipsOf(monthlyInsurancePremiums, snapshot)).toEqual([]);
  });
});
