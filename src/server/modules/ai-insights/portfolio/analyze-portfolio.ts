import type { TPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import { cashShare } from './observations/cash-share';
import {
  accountConcentration,
  holdingConcentration,
} from './observations/concentration-observations';
import { gainAgainstCost, missingCostBasis } from './observations/gain-observations';
import { noInvestments } from './observations/no-investments';
import { portfolioContext, type ObservationRule } from './observations/observation-rule';
import { stalePrices, unpricedPositions } from './observations/price-observations';

/** The observations, in the order they read best: what is there, then its risks, then upkeep. */
export const OBSERVATION_RULES: readonly ObservationRule[] = [
  noInvestments,
  gainAgainstCost,
  holdingConcentration,
  accountConcentration,
  cashShare,
  stalePrices,
  unpricedPositions,
  missingCostBasis,
];

/**
 * Spec §3 `analyze_portfolio`: the Investments screen's own figures (valuation.ts, so both always
 * agree) plus plain-language observations about concentration, cash, gains and price upkeep.
 */
export function analyzePortfolio(snapshot: HouseholdSnapshot): TPortfolioInsights {
  const context = portfolioContext(snapshot);
  return {
    ...context.summary.ai,
    observations: OBSERVATION_RULES.flatMap((rule) => rule(context)),
  };
}
