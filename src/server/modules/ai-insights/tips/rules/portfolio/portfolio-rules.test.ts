import { describe, expect, it } from 'vitest';
import type { THolding } from '@shared/investments/investment-schemas';
import { holding, investmentAccount, price } from '../../../portfolio/portfolio-fixture';
import { completeSnapshot, TODAY, tipsOf } from '../../tip-fixture';
import {
  holdingConcentration,
  missingCostBasis,
  stalePrices,
  unpricedHoldingsTip,
} from './portfolio-rules';

function withHoldings(...holdings: THolding[]) {
  return { ...completeSnapshot(), investments: [investmentAccount({ id: 'a', holdings })] };
}

const fresh = (id: string, dollars: number, extra: Partial<THolding> = {}) =>
  holding({ id, quantity: 1, price: price(dollars, TODAY), costBasisCents: 100, ...extra });

describe('stalePrices', () => {
  it('fires for prices older than 3 days, with the oldest date', () => {
    const snapshot = withHoldings(
      fresh('a', 100, { name: 'Apple', symbol: 'AAPL', price: price(100, '2026-03-01') }),
      fresh('b', 100),
    );
    expect(tipsOf(stalePrices, snapshot)).toEqual([
      {
        rule: 'stale-prices',
        severity: 'low',
        title: '1 holding has an out-of-date price',
        detail:
          'Apple (AAPL): priced more than 3 days ago, the oldest price as of Mar 1, 2026. Update the prices so the portfolio and net worth are current.',
        href: '/investments',
        action: 'Update prices',
      },
    ]);
  });

  it('does not fire when prices are current', () => {
    expect(tipsOf(stalePrices, withHoldings(fresh('a', 100)))).toEqual([]);
  });
});

describe('unpricedHoldingsTip', () => {
  it('fires for holdings with no price, with the total they are left out of', () => {
    const snapshot = withHoldings(
      fresh('a', 1_000),
      holding({ id: 'b', name: 'Private fund', costBasisCents: 100 }),
    );
    const [tip] = tipsOf(unpricedHoldingsTip, snapshot);
    expect(tip).toMatchObject({ rule: 'unpriced-holdings', title: '1 holding has no price' });
    expect(tip?.detail).toBe(
      'Private fund: not counted in the portfolio’s $1,000.00. Enter a price to include it.',
    );
  });

  it('does not fire when every holding has a value', () => {
    expect(tipsOf(unpricedHoldingsTip, withHoldings(fresh('a', 100)))).toEqual([]);
  });
});

describe('missingCostBasis', () => {
  it('fires for holdings in a taxable account without a cost basis, naming them and the step-up at death (IRC § 1014)', () => {
    const snapshot = withHoldings(
      fresh('a', 100, { name: 'Vanguard Total', symbol: 'VTI', costBasisCents: null }),
      fresh('b', 100, { name: 'Bond fund', costBasisCents: null }),
    );
    const [tip] = tipsOf(missingCostBasis, snapshot);
    expect(tip).toMatchObject({
      rule: 'missing-cost-basis',
      severity: 'low',
      title: '2 holdings in taxable accounts have no cost basis',
    });
    expect(tip?.source?.label).toContain('IRC § 1014');
    expect(tip?.detail).toMatch(/^Vanguard Total \(VTI\) and Bond fund: without what was paid/);
    expect(tip?.detail).toContain('the value on the date of death as their basis (the step-up)');
    expect(tip?.detail).not.toContain('whoever settles the estate');
  });

  it('leaves out holdings in retirement accounts, where what was paid does not set the tax', () => {
    const snapshot = {
      ...completeSnapshot(),
      investments: [
        investmentAccount({
          id: 'ira',
          type: 'ira',
          holdings: [fresh('a', 100, { costBasisCents: null })],
        }),
        investmentAccount({
          id: '401k',
          type: 'retirement_401k',
          holdings: [fresh('b', 100, { costBasisCents: null })],
        }),
      ],
    };
    expect(tipsOf(missingCostBasis, snapshot)).toEqual([]);
  });

  it('does not fire when every holding (cash aside) has one', () => {
    const snapshot = withHoldings(
      fresh('a', 100),
      holding({ id: 'c', assetClass: 'cash', quantity: 100 }),
    );
    expect(tipsOf(missingCostBasis, snapshot)).toEqual([]);
  });
});

describe('holdingConcentration', () => {
  it('fires for one holding above 20 % of the portfolio, with its figures', () => {
    const snapshot = withHoldings(
      fresh('a', 2_500, { name: 'Apple', symbol: 'AAPL' }),
      ...['b', 'c', 'd', 'e'].map((id) => fresh(id, 1_875)),
    );
    expect(tipsOf(holdingConcentration, snapshot)).toEqual([
      {
        rule: 'holding-concentration',
        severity: 'medium',
        title: 'Apple (AAPL) is 25.0% of the portfolio',
        detail:
          '$2,500.00 of $10,000.00. A single holding above 20.0% concentrates the risk: if it falls, the whole portfolio feels it.',
        href: '/investments',
        action: 'Review the portfolio',
      },
    ]);
  });

  it('does not fire at 20 % or below', () => {
    const snapshot = withHoldings(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id, 2_000)));
    expect(tipsOf(holdingConcentration, snapshot)).toEqual([]);
  });
});
