import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { UPLOAD_REFUSAL_REASONS } from '../bills/processing-runs';
import type { Instants } from './segments-repository';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export type FieldOutcomeCounts = { field: string; kept: number; corrected: number; added: number };
export type ProcessingSummary = {
  files: number;
  succeeded: number;
  failed: number;
  p50Ms: number | null;
  p95Ms: number | null;
};

const wholeMs = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/** Counts and timings of bill scanning (bill_processing_runs, bill_review_outcomes); no values. */
export function createDocumentAnalysisRepository(db: Database) {
  return {
    async reviewOutcomes(range: Instants): Promise<FieldOutcomeCounts[]> {
      const result = await db.execute(sql`
        select
          field,
          count(*) filter (where outcome = 'kept')::int as kept,
          count(*) filter (where outcome = 'corrected')::int as corrected,
          count(*) filter (where outcome = 'added')::int as added
        from bill_review_outcomes
        where created_at >= ${at(range.start)} and created_at < ${at(range.end)}
        group by field`);
      return rowsOf(result).map((row) => ({
        field: String(row.field),
        kept: Number(row.kept),
        corrected: Number(row.corrected),
        added: Number(row.added),
      }));
    },

    /**
     * Every file read or refused at upload, failed or not; the percentiles are over the files
     * read (null when none), a refusal taking no reading time.
     */
    async processing(range: Instants): Promise<ProcessingSummary> {
      const read = sql`failure_reason is null or failure_reason not in (${sql.join(
        UPLOAD_REFUSAL_REASONS.map((reason) => sql`${reason}`),
        sql`, `,
      )})`;
      const result = await db.execute(sql`
        select
          count(*)::int as files,
          count(*) filter (where succeeded)::int as succeeded,
          count(*) filter (where not succeeded)::int as failed,
          percentile_cont(0.5) within group (order by duration_ms) filter (where ${read}) as p50,
          percentile_cont(0.95) within group (order by duration_ms) filter (where ${read}) as p95
        from bill_processing_runs
        where created_at >= ${at(range.start)} and created_at < ${at(range.end)}`);
      const [row] = rowsOf(result);
      return {
        files: Number(row?.files ?? 0),
        succeeded: Number(row?.succeeded ?? 0),
        failed: Number(row?.failed ?? 0),
        p50Ms: wholeMs(row?.p50),
        p95Ms: wholeMs(row?.p95),
      };
    },

    /** Failed files by the engine's reason code (or the upload's refusal), most frequent first. */
    async failuresByReason(range: Instants): Promise<{ reason: string; files: number }[]> {
      const result = await db.execute(sql`
        select coalesce(failure_reason, 'unknown') as reason, count(*)::int as files
        from bill_processing_runs
        where not succeeded
          and created_at >= ${at(range.start)} and created_at < ${at(range.end)}
        group by 1
        order by files desc, reason`);
      return rowsOf(result).map((row) => ({
        reason: String(row.reason),
        files: Number(row.files),
      }));
    },
  };
}
