import type { TBillReviewOutcomes } from '@shared/admin/admin-api';
import type { Database } from '../../db/client';
import { billProcessingRuns, billReviewOutcomes } from '../../db/schema';
import type { Logger } from '../../logger';
import { BillExtractionError } from './extraction/bill-extraction-error';

/**
 * Issue 18 /document-analysis: what the bill engine did with each file, and how people reviewed
 * what it read. Counts and timings only, never a person, household, vendor or value, so the admin
 * screen can show them without showing anyone's data.
 */
export type ProcessingRun = {
  succeeded: boolean;
  failureReason: string | null;
  durationMs: number;
};

/** A file the engine could not read, by a short code that stays stable for the report. */
export const UNEXPECTED_FAILURE = 'unexpected';

/**
 * The reason code of a failed read: the engine's own kind (empty, unsupported, encrypted,
 * corrupt, timeout, no-text), or `unexpected` for an error it did not classify.
 */
export function failureReasonOf(error: unknown): string {
  return error instanceof BillExtractionError ? error.reason : UNEXPECTED_FAILURE;
}

/** Appends the batch's runs; a failure to record is logged and never fails the batch. */
export async function recordProcessingRuns(
  db: Database,
  runs: readonly ProcessingRun[],
  logger?: Logger,
): Promise<void> {
  if (runs.length === 0) return;
  try {
    await db.insert(billProcessingRuns).values(
      runs.map((run) => ({
        succeeded: run.succeeded,
        failureReason: run.succeeded ? null : run.failureReason,
        durationMs: Math.max(0, Math.round(run.durationMs)),
      })),
    );
  } catch (error) {
    logger?.error({ err: error, files: runs.length }, 'bill processing runs were not recorded');
  }
}

/** Appends one saved bill's review outcomes (field and outcome only). */
export async function recordReviewOutcomes(
  db: Database,
  outcomes: TBillReviewOutcomes['outcomes'],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db
    .insert(billReviewOutcomes)
    .values(outcomes.map(({ field, outcome }) => ({ field, outcome })));
}
