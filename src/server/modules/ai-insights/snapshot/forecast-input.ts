import type { ForecastObligation } from '../forecast';
import type { SnapshotObligation } from './household-snapshot';

/** An obligation as the forecast reads it: its amount history dated by when each was recorded. */
export function toForecastObligation(obligation: SnapshotObligation): ForecastObligation {
  return {
    id: obligation.id,
    vendor: obligation.vendor,
    costCents: obligation.costCents,
    frequency: obligation.frequency,
    createdAt: obligation.createdAt,
    amounts: obligation.history.map((point) => ({
      amountCents: point.amountCents,
      periodStart: point.periodStart,
      createdAt: point.recordedAt,
    })),
  };
}
