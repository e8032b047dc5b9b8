import { describe, expect, it } from 'vitest';
import type { THolding } from '@shared/investments/investment-schemas';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import { holding, investmentAccount, price } from '../portfolio-fixture';
import { gainAgainstCost, missingCostBasis } from './gain-observations';
import { portfolioContext } from './observation-rule';

const TODAY = '2026-03-10';

function contextOf(holdings: THolding[]) {
  return portfolioContext({
    ...emptySnapshot(TODAY),
    investments: [investmentAccount({ id: 'a', holdings })],
  });
}

describe('gainAgainstCost', () => {
  it('reports a gain against the cost basis', () => {
    const context = contextOf([
      holding({ id: 'a', quantity: 10, price: price(125, TODAY), costBasisCents: 100_000 }),
    ]);
    const [observation] = gainAgainstCost(context);
    expect(observation?.tone).toBe('good');
    expect(observation?.text).toMatch(
      /^Up \$250\.00 \(\+25\.0%\) against a cost basis of \$1,000\.00/,
    );
  });

  it('reports a loss as a warning', () => {
    const context = contextOf([
      holding({ id: 'a', quantity: 10, price: price(80, TODAY), costBasisCents: 100_000 }),
    ]);
    expect(gainAgainstCost(context)).toEqual([
      {
        tone: 'warning',
        text: 'Down $200.00 (−20.0%) against a cost basis of $1,000.00, for the holdings whose cost basis is recorded.',
      },
    ]);
  });

  it('says nothing when no holding has a cost basis', () => {
    expect(gainAgainstCost(contextOf([holding({ id: 'a', price: price(80, TODAY) })]))).toEqual([]);
  });
});

describe('missingCostBasis', () => {
  it('counts the holdings without a cost basis, cash excepted', () => {
    const context = contextOf([
      holding({ id: 'a', price: price(1, TODAY) }),
      holding({ id: 'b', price: price(1, TODAY) }),
      holding({ id: 'cash', assetClass: 'cash' }),
      holding({ id: 'c', price: price(1, TODAY), costBasisCents: 500 }),
    ]);
    expect(missingCostBasis(context)).toEqual([
      {
        tone: 'info',
        text: '2 holdings have no cost basis, so their gain or loss is not counted. Add what you paid on /investments.',
      },
    ]);
  });

  it('says nothing when every holding has one', () => {
    expect(
      missingCostBasis(
        contextOf([holding({ id: 'a', costBasisCents: 1, price: price(1, TODAY) })]),
      ),
    ).toEqual([]);
  });
});
