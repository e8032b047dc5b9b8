import type { TDetectedSeries } from '@shared/statements/statement-api';

/** Whether the review offers the series as an obligation: a bill not already saved as found. */
export const isOffered = (series: TDetectedSeries) =>
  series.kind === 'bill' && series.proposal !== 'unchanged';

/** Bills already in the household's obligations as found: counted, not offered again. */
export const isAlreadySaved = (series: TDetectedSeries) =>
  series.kind === 'bill' && series.proposal === 'unchanged';

/** Transfers between the household's own accounts: listed apart, never saved. */
export const isTransfer = (series: TDetectedSeries) => series.kind === 'transfer';
