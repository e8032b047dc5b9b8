import { formatCents } from '@shared/finance/money';
import type { TDetectedSeries } from '@shared/statements/statement-api';

/** "$92.00–$141.00, latest $118.00" for an amount that varies (utilities); null when fixed. */
export function amountRangeText(series: Pick<TDetectedSeries, 'amountCents' | 'amountRange'>) {
  const range = series.amountRange;
  if (!range || range.minCents === range.maxCents) return null;
  return `${formatCents(range.minCents)}–${formatCents(range.maxCents)}, latest ${formatCents(series.amountCents)}`;
}
