import type { ReportRange } from '../lib/date-range';

/**
 * The admin screens' cache keys: a root of their own (no household's data is in them). Sign-out
 * clears the whole cache, these included.
 */
export const adminKeys = {
  all: ['admin'] as const,
  segments: (range: ReportRange) => ['admin', 'segments', range.from, range.to] as const,
  documentAnalysis: (range: ReportRange) =>
    ['admin', 'document-analysis', range.from, range.to] as const,
  paymentSetting: ['admin', 'payment-setting'] as const,
};
