export { detectAnomalies } from './detect-anomalies';
export type { Anomaly, AmountPoint, AnomalyRule, ObligationForAnomalies } from './anomaly-types';
export type { IncomeForAnomalies } from './income-dates';
