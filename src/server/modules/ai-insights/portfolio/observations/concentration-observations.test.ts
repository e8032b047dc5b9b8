import { describe, expect, it } from 'vitest';
import type { THolding } from '@shared/investments/investment-schemas';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import { holding, investmentAccount, price } from '../portfolio-fixture';
import { accountConcentration, holdingConcentration } from './concentration-observations';
import { portfolioContext } from './observation-rule';

const TODAY = '2026-03-10';

function priced(id: string, dollars: number, extra: Partial<THolding> = {}): THolding {
  return holding({ id, quantity: 1, price: price(dollars, TODAY), ...extra });
}

function snapshotOf(...accounts: THolding[][]) {
  return {
    ...emptySnapshot(TODAY),
    investments: accounts.map((holdings, index) =>
      investmentAccount({ id: `acc-${index}`, accountName: `Account ${index}`, holdings }),
    ),
  };
}

describe('holdingConcentration', () => {
  it('warns when one holding is above 20 % of the portfolio, with its figures', () => {
    const snapshot = snapshotOf([
      priced('a', 3_000, { symbol: 'AAPL', name: 'Apple Inc.', assetClass: 'stock' }),
      ...['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => priced(id, 1_000)),
    ]);
    const [observation] = holdingConcentration(portfolioContext(snapshot));
    expect(observation?.tone).toBe('warning');
    expect(observation?.text).toMatch(
      /^Apple Inc\. \(AAPL\) is 30\.0% of the portfolio \(\$3,000\.00 of \$10,000\.00\)/,
    );
  });

  it('adds up one symbol held in two accounts', () => {
    const snapshot = snapshotOf(
      [
        priced('a', 1_500, { symbol: 'VTI', name: 'Vanguard Total' }),
        priced('b', 2_500),
        priced('e', 2_000),
      ],
      [priced('c', 1_500, { symbol: 'vti', name: 'Vanguard Total' }), priced('d', 2_500)],
    );
    const [observation] = holdingConcentration(portfolioContext(snapshot));
    expect(observation?.text).toContain('Vanguard Total (VTI) is 30.0% of the portfolio');
  });

  it('does not count cash as a concentrated holding', () => {
    const snapshot = snapshotOf([
      priced('cash', 9_000, { assetClass: 'cash', name: 'Money market' }),
      ...['b', 'c', 'd', 'e', 'f'].map((id) => priced(id, 200)),
    ]);
    const [observation] = holdingConcentration(portfolioContext(snapshot));
    expect(observation?.tone).toBe('good');
    expect(observation?.text).toBe(
      'No single holding is above 20.0% of the portfolio; the largest, Holding b, is 2.0% ($200.00).',
    );
  });

  it('says nothing without a valued holding', () => {
    expect(holdingConcentration(portfolioContext(snapshotOf([holding({ id: 'x' })])))).toEqual([]);
  });
});

describe('accountConcentration', () => {
  it('warns when one account holds more than 50 %', () => {
    const snapshot = snapshotOf([priced('a', 6_000)], [priced('b', 4_000)]);
    const [observation] = accountConcentration(portfolioContext(snapshot));
    expect(observation?.tone).toBe('warning');
    expect(observation?.text).toMatch(
      /^Fidelity · Account 0 holds 60\.0% of the portfolio \(\$6,000\.00 of \$10,000\.00\)/,
    );
  });

  it('does not fire at exactly 50 %', () => {
    const snapshot = snapshotOf([priced('a', 5_000)], [priced('b', 5_000)]);
    expect(accountConcentration(portfolioContext(snapshot))).toEqual([]);
  });

  it('does not fire with a single account, which is all of it by definition', () => {
    expect(accountConcentration(portfolioContext(snapshotOf([priced('a', 5_000)])))).toEqual([]);
  });
});
