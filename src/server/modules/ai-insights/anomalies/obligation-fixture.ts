import type { AmountPoint, ObligationForAnomalies } from './anomaly-types';

/** Test builder: an obligation with defaults the rules ignore, overridden per test. */
export function obligation(
  overrides: Partial<ObligationForAnomalies> & { id: string },
): ObligationForAnomalies {
  return {
    vendor: `Vendor ${overrides.id}`,
    category: 'other',
    homeSubcategory: null,
    costCents: 10000,
    frequency: 'monthly',
    isAutoPay: false,
    history: [],
    ...overrides,
  };
}

/** Test builder: a scanned bill with its statement date. */
export function scannedBill(periodStart: string, amountCents: number): AmountPoint {
  return {
    amountCents,
    periodStart,
    recordedAt: new Date(`${periodStart}T12:00:00Z`),
    source: 'bill_scan',
  };
}

/** Test builder: an amount typed (or edited) on a day, without a statement date. */
export function typedAmount(
  recordedAt: string,
  amountCents: number,
  source: AmountPoint['source'] = 'edit',
): AmountPoint {
  return { amountCents, periodStart: null, recordedAt: new Date(`${recordedAt}T12:00:00`), source };
}
