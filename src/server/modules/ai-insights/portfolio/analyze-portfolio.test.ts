import { describe, expect, it } from 'vitest';
import { ZPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import { portfolioSummary } from '@shared/investments/valuation';
import { account } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import { emptySnapshot, snapshotObligation } from '../snapshot/snapshot-fixture';
import { analyzePortfolio } from './analyze-portfolio';
import { holding, investmentAccount, price } from './portfolio-fixture';

const TODAY = '2026-03-10';

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot(TODAY);
  return {
    ...snapshot,
    obligations: [snapshotObligation({ id: 'rent', costCents: 300_000 })],
    estate: { ...snapshot.estate, assets: [account({ balanceCents: 900_000 })] },
    investments: [
      investmentAccount({
        id: 'a',
        holdings: [
          holding({
            id: 'vti',
            symbol: 'VTI',
            name: 'Vanguard Total',
            quantity: 10,
            price: price(250, TODAY),
            previousPrice: price(240, '2026-03-09'),
            costBasisCents: 200_000,
          }),
          holding({ id: 'cash', assetClass: 'cash', quantity: 500 }),
        ],
      }),
    ],
  };
}

describe('analyzePortfolio', () => {
  it('says an empty portfolio has nothing recorded, with zero figures', () => {
    const insights = analyzePortfolio(emptySnapshot(TODAY));
    expect(insights).toEqual({
      totalValue: 0,
      investmentCount: 0,
      allocation: [],
      assetClassAllocation: [],
      marketInsights: [],
      observations: [expect.objectContaining({ tone: 'info' })],
    });
    expect(insights.observations[0]?.text).toContain('/investments');
  });

  it('gives the Investments screen’s own figures (valuation.ts) in the spec’s shape', () => {
    const snapshot = household();
    const insights = analyzePortfolio(snapshot);
    const { observations, ...figures } = insights;
    expect(figures).toEqual(portfolioSummary(snapshot.investments, TODAY).ai);
    expect(figures.totalValue).toBe(3_000);
    expect(figures.marketInsights).toEqual([{ symbol: 'VTI', c: 250, dp: 4.17 }]);
    expect(ZPortfolioInsights.parse(insights)).toEqual(insights);
    expect(observations.map((observation) => observation.text.split(' ')[0])).toEqual([
      'Up',
      'Vanguard',
      'Cash',
    ]);
  });
});
