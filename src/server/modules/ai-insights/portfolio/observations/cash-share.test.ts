import { describe, expect, it } from 'vitest';
import { account } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { emptySnapshot, snapshotObligation } from '../../snapshot/snapshot-fixture';
import { holding, investmentAccount, price } from '../portfolio-fixture';
import { cashShare } from './cash-share';
import { portfolioContext } from './observation-rule';

const TODAY = '2026-03-10';

/** $3,000 a month of obligations: $2,400 monthly and a $7,200 yearly bill. */
function withObligations(snapshot: HouseholdSnapshot): HouseholdSnapshot {
  return {
    ...snapshot,
    obligations: [
      snapshotObligation({ id: 'rent', costCents: 240_000 }),
      snapshotObligation({ id: 'tax', costCents: 720_000, frequency: 'yearly' }),
    ],
  };
}

function withSavings(balanceCents: number): HouseholdSnapshot {
  const snapshot = emptySnapshot(TODAY);
  return withObligations({
    ...snapshot,
    estate: { ...snapshot.estate, assets: [account({ type: 'savings', balanceCents })] },
  });
}

describe('cashShare', () => {
  it('warns below 3 months of obligations (the low end of the usual cushion)', () => {
    expect(cashShare(portfolioContext(withSavings(150_000)))).toEqual([
      {
        tone: 'warning',
        text: 'Cash ($1,500.00 in checking, savings and cash holdings) covers 0.5 months of your obligations ($3,000.00 a month): less than 3 months, which leaves little to fall back on in an emergency.',
      },
    ]);
  });

  it('notes more than 6 months of obligations', () => {
    const [observation] = cashShare(portfolioContext(withSavings(2_400_000)));
    expect(observation?.tone).toBe('info');
    expect(observation?.text).toMatch(/covers 8 months of your obligations .*more than 6 months/);
  });

  it('counts a money market fund recorded as a mutual fund as cash (by asset class)', () => {
    const snapshot = withSavings(600_000);
    snapshot.investments = [
      investmentAccount({
        id: 'mm',
        holdings: [
          holding({
            id: 'vmfxx',
            symbol: 'VMFXX',
            name: 'Vanguard Federal Money Market Fund',
            assetClass: 'mutual_fund',
            quantity: 3_000,
            price: price(1, TODAY),
          }),
        ],
      }),
    ];
    const [observation] = cashShare(portfolioContext(snapshot));
    expect(observation?.text).toContain(
      'Cash ($9,000.00 in checking, savings and cash holdings) covers 3 months',
    );
  });

  it('is good between 3 and 6 months, and counts cash holdings with the bank balances', () => {
    const snapshot = withSavings(600_000);
    snapshot.investments = [
      investmentAccount({
        id: 'mm',
        holdings: [holding({ id: 'spaxx', assetClass: 'cash', quantity: 3_000 })],
      }),
    ];
    const [observation] = cashShare(portfolioContext(snapshot));
    expect(observation?.tone).toBe('good');
    expect(observation?.text).toContain(
      'Cash ($9,000.00 in checking, savings and cash holdings) covers 3 months',
    );
  });

  it('does not count a credit card or a brokerage balance as cash', () => {
    const snapshot = withSavings(600_000);
    snapshot.estate = {
      ...snapshot.estate,
      assets: [
        ...snapshot.estate.assets,
        account({ id: 'card', type: 'credit_card', balanceCents: 900_000 }),
        account({ id: 'broker', type: 'brokerage', balanceCents: 900_000 }),
      ],
    };
    expect(cashShare(portfolioContext(snapshot))[0]?.text).toContain('covers 2 months');
  });

  it('says cash is unknown when no bank account or cash holding is recorded', () => {
    const [observation] = cashShare(portfolioContext(withObligations(emptySnapshot(TODAY))));
    expect(observation?.tone).toBe('info');
    expect(observation?.text).toContain('($3,000.00 a month)');
    expect(observation?.text).toContain('/accounts');
  });

  it('says nothing without obligations to compare with', () => {
    const snapshot = emptySnapshot(TODAY);
    snapshot.estate = { ...snapshot.estate, assets: [account({ balanceCents: 100 })] };
    expect(cashShare(portfolioContext(snapshot))).toEqual([]);
  });
});
