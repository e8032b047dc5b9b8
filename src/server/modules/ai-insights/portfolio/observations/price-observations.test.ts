import { describe, expect, it } from 'vitest';
import type { THolding } from '@shared/investments/investment-schemas';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import { holding, investmentAccount, price } from '../portfolio-fixture';
import { portfolioContext } from './observation-rule';
import { stalePrices, unpricedPositions } from './price-observations';

const TODAY = '2026-03-10';

function contextOf(holdings: THolding[]) {
  return portfolioContext({
    ...emptySnapshot(TODAY),
    investments: [investmentAccount({ id: 'a', holdings })],
  });
}

describe('stalePrices', () => {
  it('names the holdings priced more than 3 days ago and the oldest date', () => {
    const context = contextOf([
      holding({ id: 'a', name: 'Apple', symbol: 'AAPL', price: price(1, '2026-03-06') }),
      holding({ id: 'b', name: 'Bond fund', price: price(1, '2026-02-27') }),
      holding({ id: 'c', name: 'Fresh', price: price(1, '2026-03-07') }),
    ]);
    expect(stalePrices(context)).toEqual([
      {
        tone: 'warning',
        text: '2 holdings (Apple (AAPL) and Bond fund) have prices older than 3 days, the oldest price as of Feb 27, 2026. The total value may be off: update the prices on /investments.',
      },
    ]);
  });

  it('says nothing when every price is at most 3 days old', () => {
    expect(stalePrices(contextOf([holding({ id: 'a', price: price(1, '2026-03-07') })]))).toEqual(
      [],
    );
  });
});

describe('unpricedPositions', () => {
  it('names the holdings without a price, left out of the total', () => {
    const context = contextOf([
      holding({ id: 'a', name: 'Private fund' }),
      holding({ id: 'cash', assetClass: 'cash', name: 'Cash' }),
      holding({ id: 'b', name: 'Priced', price: price(1, TODAY) }),
    ]);
    expect(unpricedPositions(context)).toEqual([
      {
        tone: 'warning',
        text: '1 holding (Private fund) has no price, so it is not in the total value. Enter a price on /investments.',
      },
    ]);
  });

  it('says nothing when everything has a value', () => {
    expect(unpricedPositions(contextOf([holding({ id: 'a', price: price(1, TODAY) })]))).toEqual(
      [],
    );
  });
});
