export { predictBudget, PREDICTION_MONTHS } from './predict-budget';
export { theilSenSlope } from './theil-sen';
export type {
  BudgetPrediction,
  ForecastAmount,
  ForecastLine,
  ForecastMethod,
  ForecastObligation,
  MonthPrediction,
  Trend,
} from './types';
