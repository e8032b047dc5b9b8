import { describe, expect, it } from 'vitest';
import { account } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { cashHigh, cashLow } from './cash-rules';

/** $2,000 a month of obligations and one checking account. */
function withChecking(balanceCents: number | null) {
  const snapshot = {
    ...completeSnapshot(),
    obligations: [snapshotObligation({ id: 'rent', costCents: 200_000 })],
  };
  return balanceCents === null
    ? snapshot
    : withEstate(snapshot, { assets: [account({ type: 'checking', balanceCents })] });
}

describe('cashLow', () => {
  it('fires below 1 month of obligations, with the figures', () => {
    expect(tipsOf(cashLow, withChecking(90_000))).toEqual([
      {
        rule: 'cash-low',
        severity: 'medium',
        title: 'Cash covers less than 1 month of obligations',
        detail:
          '$900.00 in checking, savings and cash holdings covers 0.4 months of your obligations ($2,000.00 a month). A cushion of at least a month keeps a surprise bill or a late paycheck from becoming a missed payment. If there is cash elsewhere, add the account.',
        href: '/accounts',
        action: 'Review accounts',
      },
    ]);
  });

  it('does not fire from 1 month up, nor when no bank account is recorded', () => {
    expect(tipsOf(cashLow, withChecking(200_000))).toEqual([]);
    expect(tipsOf(cashLow, withChecking(null))).toEqual([]);
  });
});

describe('cashHigh', () => {
  it('fires above 6 months of obligations, with the figures', () => {
    const [tip] = tipsOf(cashHigh, withChecking(1_500_000));
    expect(tip).toMatchObject({
      rule: 'cash-high',
      severity: 'low',
      title: 'Cash covers more than 6 months of obligations',
    });
    expect(tip?.detail).toMatch(
      /^\$15,000\.00 in checking, savings and cash holdings covers 7\.5 months/,
    );
  });

  it('does not fire at 6 months or less, nor without obligations', () => {
    expect(tipsOf(cashHigh, withChecking(1_200_000))).toEqual([]);
    const noBills = withEstate(completeSnapshot(), {
      assets: [account({ balanceCents: 9_000_000 })],
    });
    expect(tipsOf(cashHigh, noBills)).toEqual([]);
  });
});
