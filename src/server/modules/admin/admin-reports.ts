import {
  REVIEWED_BILL_FIELDS,
  type TDateRange,
  type TDocumentAnalysisReport,
  type TSegmentsReport,
} from '@shared/admin/admin-api';
import type { Database } from '../../db/client';
import { createDocumentAnalysisRepository } from './document-analysis-repository';
import { resolveReportRange, weekStartsIn } from './report-range';
import { createSegmentsRepository } from './segments-repository';

const NO_ONE = { registered: 0, verified: 0, onboarded: 0, subscribed: 0 };

/**
 * The two admin screens' reports (issue 18). Counted in the database, in UTC days; nothing that
 * names a household, a person, a vendor or a value is read.
 */
export function createAdminReports(db: Database, now: () => Date = () => new Date()) {
  const segments = createSegmentsRepository(db);
  const documents = createDocumentAnalysisRepository(db);

  return {
    async segments(query: TDateRange): Promise<TSegmentsReport> {
      const range = resolveReportRange(query, now());
      const [weeks, byCampaign, planMix, activeUsers] = await Promise.all([
        segments.funnelByWeek(range),
        segments.funnelByCampaign(range),
        segments.planMix(),
        segments.activeUsers(now()),
      ]);
      const counted = new Map(weeks.map((week) => [week.weekStart, week]));
      return {
        from: range.from,
        to: range.to,
        // Every week of the range, the quiet ones as zeros, so a chart's axis has no gaps.
        byWeek: weekStartsIn(range).map(
          (weekStart) => counted.get(weekStart) ?? { weekStart, ...NO_ONE },
        ),
        byCampaign,
        planMix,
        activeUsers,
      };
    },

    async documentAnalysis(query: TDateRange): Promise<TDocumentAnalysisReport> {
      const range = resolveReportRange(query, now());
      const [outcomes, processing, failuresByReason] = await Promise.all([
        documents.reviewOutcomes(range),
        documents.processing(range),
        documents.failuresByReason(range),
      ]);
      const byField = new Map(outcomes.map((row) => [row.field, row]));
      return {
        from: range.from,
        to: range.to,
        // Every reviewed field in the review screen's order, so a field nobody touched shows 0.
        fields: REVIEWED_BILL_FIELDS.map((field) => {
          const counted = byField.get(field);
          return {
            field,
            kept: counted?.kept ?? 0,
            corrected: counted?.corrected ?? 0,
            added: counted?.added ?? 0,
          };
        }),
        processing,
        failuresByReason,
      };
    },
  };
}

export type AdminReports = ReturnType<typeof createAdminReports>;
