import { z } from 'zod';
import { singleLine } from '../validation/plain-text';

/**
 * Issue 18's admin screens. Counts only: nothing here names a household, a person, a vendor or
 * an account number.
 */
const ZDay = singleLine(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-26.'));
/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included; the server defaults to the last 12 weeks. */
export const ZDateRange = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TDateRange = z.infer<typeof ZDateRange>;

const ZFunnelCounts = z.object({
  registered: z.number().int(),
  verified: z.number().int(),
  onboarded: z.number().int(),
  subscribed: z.number().int(),
});
export type TFunnelCounts = z.infer<typeof ZFunnelCounts>;

/** GET /api/admin/segments (and /api/admin/segments.csv, the same rows as CSV). */
export const ZSegmentsReport = z.object({
  from: ZDay,
  to: ZDay,
  /** One row per week (weeks start on Monday) of registration, oldest first. */
  byWeek: z.array(ZFunnelCounts.extend({ weekStart: ZDay })),
  /** One row per campaign the people registered under; null parts mean "not given". */
  byCampaign: z.array(
    ZFunnelCounts.extend({
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
    }),
  ),
  planMix: z.array(z.object({ planType: z.string(), users: z.number().int() })),
  activeUsers: z.object({ last7Days: z.number().int(), last30Days: z.number().int() }),
});
export type TSegmentsReport = z.infer<typeof ZSegmentsReport>;

/** The extracted fields a person reviews (issue 12) whose outcome is counted. */
export const REVIEWED_BILL_FIELDS = [
  'vendor',
  'cost',
  'due_date',
  'account_number',
  'category',
  'is_auto_pay',
  'bill_date',
  'description',
] as const;
export const ZReviewedBillField = z.enum(REVIEWED_BILL_FIELDS);
/** kept: saved as extracted; corrected: changed; added: empty when extracted, filled by the person. */
export const ZReviewOutcome = z.enum(['kept', 'corrected', 'added']);

/** POST /api/bills/review-outcomes, sent once per saved bill after review. Values never travel. */
export const ZBillReviewOutcomes = z.object({
  outcomes: z
    .array(z.object({ field: ZReviewedBillField, outcome: ZReviewOutcome }))
    .max(REVIEWED_BILL_FIELDS.length),
});
export type TBillReviewOutcomes = z.infer<typeof ZBillReviewOutcomes>;

/** GET /api/admin/document-analysis?from&to. */
export const ZDocumentAnalysisReport = z.object({
  from: ZDay,
  to: ZDay,
  fields: z.array(
    z.object({
      field: ZReviewedBillField,
      kept: z.number().int(),
      corrected: z.number().int(),
      added: z.number().int(),
    }),
  ),
  processing: z.object({
    files: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
  }),
  /** Failures by the engine's reason code (password, corrupt, empty, unsupported, timeout, …). */
  failuresByReason: z.array(z.object({ reason: z.string(), files: z.number().int() })),
});
export type TDocumentAnalysisReport = z.infer<typeof ZDocumentAnalysisReport>;
