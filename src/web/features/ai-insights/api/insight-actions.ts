import {
  PREDICTION_MONTHS,
  ZAnomalies,
  ZBudgetPrediction,
  ZPortfolioInsights,
  ZRecommendations,
} from '@shared/ai-insights/ai-schemas';
import { AI_MESSAGES, anomaliesFoundMessage } from '../lib/ai-messages';
import { useInsightAction } from './use-insight-action';

// Module constants, so each hook's spec (and so its `run`) keeps one identity across renders.
const ANOMALIES = {
  request: { action: 'detect_anomalies' },
  schema: ZAnomalies,
  successMessage: (answer: { anomalies: readonly unknown[] }) =>
    anomaliesFoundMessage(answer.anomalies.length),
} as const;
const FORECAST = {
  request: { action: 'predict_budget', months: PREDICTION_MONTHS },
  schema: ZBudgetPrediction,
  successMessage: () => AI_MESSAGES.forecastGenerated,
} as const;
const PORTFOLIO = {
  request: { action: 'analyze_portfolio' },
  schema: ZPortfolioInsights,
  successMessage: () => AI_MESSAGES.portfolioReady,
} as const;
const RECOMMENDATIONS = {
  request: { action: 'get_recommendations' },
  schema: ZRecommendations,
  successMessage: () => AI_MESSAGES.recommendationsReady,
} as const;

/** Spec §7 detect_anomalies: unusual obligations. */
export const useAnomalies = () => useInsightAction(ANOMALIES);
/** Spec §7 predict_budget: the next 3 months. */
export const useBudgetForecast = () => useInsightAction(FORECAST);
/** Spec §7 analyze_portfolio: value, allocation, prices and observations. */
export const usePortfolioInsights = () => useInsightAction(PORTFOLIO);
/** Spec §7 get_recommendations: tips over finances and the estate plan. */
export const useRecommendations = () => useInsightAction(RECOMMENDATIONS);
