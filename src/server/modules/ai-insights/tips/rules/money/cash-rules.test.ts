import { describe, expect, it } from 'vitest';
import { account } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { EMERGENCY_FUND_SOURCE } from '../../../portfolio/cash-position';
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
  it('fires below 3 months of obligations (the usual three-to-six-month cushion), with the figures and the source', () => {
    expect(tipsOf(cashLow, withChecking(580_000))).toEqual([
      {
        rule: 'cash-low',
        severity: 'medium',
        title: 'Cash covers less than 3 months of obligations',
        detail:
          '$5,800.00 in checking, savings and cash holdings covers 2.9 months of your obligations ($2,000.00 a month). The usual guidance is a cushion of 3 to 6 months, so a lost paycheck or a surprise bill does not become a missed payment. If there is cash elsewhere, add the account.',
        href: '/accounts',
        action: 'Review accounts',
        source: EMERGENCY_FUND_SOURCE,
      },
    ]);
  });

  it('names the guidance it follows: three to six months', () => {
    expect(EMERGENCY_FUND_SOURCE.label).toContain('three to six months');
  });

  it('does not fire from 3 months up, nor when no bank account is recorded', () => {
    expect(tipsOf(cashLow, withChecking(600_000))).toEqual([]);
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
