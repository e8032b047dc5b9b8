import type { TBillReviewOutcomes } from '@shared/admin/admin-api';
import type { ErrorCode } from '@shared/api-error';
import type { Database } from '../../db/client';
import { billProcessingRuns, billReviewOutcomes } from '../../db/schema';
import { AppError } from '../../http/app-error';
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

/**
 * Issue 40: a bill refused at upload (413, 415, 429) is a failure the person saw, so it counts as
 * a failed file by these reasons, though the engine never read it; its time is not a read's.
 */
const UPLOAD_REFUSALS: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'refused-too-large',
  UNSUPPORTED_MEDIA_TYPE: 'refused-file-type',
  RATE_LIMITED: 'refused-upload-limit',
};
export const UPLOAD_REFUSAL_REASONS: readonly string[] = Object.values(UPLOAD_REFUSALS);

/** The failed run to count for an upload refused with this error, or null for another error. */
export function uploadRefusalRun(error: unknown): ProcessingRun | null {
  const failureReason = error instanceof AppError ? UPLOAD_REFUSALS[error.code] : undefined;
  return failureReason ? { succeeded: false, failureReason, durationMs: 0 } : null;
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
