import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { irregularBills } from './irregular-bills';

describe('irregularBills', () => {
  it('fires for quarterly and yearly bills, with the yearly total and the monthly set-aside', () => {
    const snapshot = {
      ...completeSnapshot(),
      obligations: [
        snapshotObligation({ id: 'w', vendor: 'Water', frequency: 'quarterly', costCents: 30_000 }),
        snapshotObligation({
          id: 't',
          vendor: 'Property tax',
          frequency: 'yearly',
          costCents: 480_000,
        }),
        snapshotObligation({ id: 'n', vendor: 'Netflix', costCents: 1_549 }),
      ],
    };
    expect(tipsOf(irregularBills, snapshot)).toEqual([
      {
        rule: 'irregular-bills',
        severity: 'low',
        title: '2 bills come quarterly, twice a year or yearly',
        detail:
          'Property tax ($4,800.00 per year) and Water ($300.00 per quarter): $6,000.00 a year in all. Setting aside $500.00 a month means none of them arrives as a surprise.',
        href: '/expenses',
        action: 'See the bills',
      },
    ]);
  });

  it('does not fire when every bill is monthly', () => {
    const snapshot = { ...completeSnapshot(), obligations: [snapshotObligation({ id: 'n' })] };
    expect(tipsOf(irregularBills, snapshot)).toEqual([]);
  });
});
