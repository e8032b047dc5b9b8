import type { TPortfolioObservation } from '@shared/ai-insights/ai-schemas';
import { portfolioSummary, type PortfolioSummary } from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { cashPosition, type CashPosition } from '../cash-position';

/** What the observations read: the snapshot and the figures already computed from it once. */
export type PortfolioContext = {
  snapshot: HouseholdSnapshot;
  summary: PortfolioSummary;
  cash: CashPosition;
};

/** One kind of observation: zero or more sentences about the portfolio. */
export type ObservationRule = (context: PortfolioContext) => TPortfolioObservation[];

/** Values the portfolio once (valuation.ts), for every observation to read. */
export function portfolioContext(snapshot: HouseholdSnapshot): PortfolioContext {
  const summary = portfolioSummary(snapshot.investments, snapshot.today);
  return { snapshot, summary, cash: cashPosition(snapshot, summary) };
}
