import { describe, expect, it } from 'vitest';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import { holding, investmentAccount, price } from '../portfolio-fixture';
import { noInvestments } from './no-investments';
import { portfolioContext } from './observation-rule';

const TODAY = '2026-03-10';

describe('noInvestments', () => {
  it('says no investments are recorded and points to /investments', () => {
    const [observation] = noInvestments(portfolioContext(emptySnapshot(TODAY)));
    expect(observation?.tone).toBe('info');
    expect(observation?.text).toMatch(/^No investments recorded yet\./);
    expect(observation?.text).toContain('/investments');
  });

  it('counts the accounts that have no holdings yet', () => {
    const snapshot = {
      ...emptySnapshot(TODAY),
      investments: [investmentAccount({ id: 'a' }), investmentAccount({ id: 'b' })],
    };
    expect(noInvestments(portfolioContext(snapshot))).toEqual([
      {
        tone: 'info',
        text: 'Your 2 investment accounts have no holdings recorded yet. Add the holdings on /investments to see their value, allocation and gains here.',
      },
    ]);
  });

  it('says nothing once a holding is recorded', () => {
    const snapshot = {
      ...emptySnapshot(TODAY),
      investments: [
        investmentAccount({
          id: 'a',
          holdings: [holding({ id: 'h', price: price(10, TODAY) })],
        }),
      ],
    };
    expect(noInvestments(portfolioContext(snapshot))).toEqual([]);
  });
});
