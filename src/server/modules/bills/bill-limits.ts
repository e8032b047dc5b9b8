import { AppError } from '../../http/app-error';

/*
 * What one person may ask of the bill reader (issue 35), sized so a family never meets them:
 * a stack of bills is read ten at a time, a few minutes apart. Files per request is the shared
 * MAX_BILLS_PER_UPLOAD (the web dialog keeps to it before anything is sent).
 *
 * The daily volume is counted in the database, so it holds with several app servers on one
 * PostgreSQL. The per-minute and at-once limits are counted in each server process: behind
 * several servers a person may reach them on each.
 */

/** Bill uploads per person per minute. */
export const BILL_UPLOADS_PER_MINUTE = 30;
export const BILL_UPLOAD_WINDOW_MS = 60_000;

/**
 * process-bills requests one person may have running at once. The dialog sends one a batch, so
 * two leaves room for a second tab or the AI Extract tab; each holds one of the API's admission
 * slots while it reads (four on the embedded database), so one person cannot hold most of them.
 */
export const BILL_PROCESSING_AT_ONCE = 2;
/**
 * process-bills requests running at once in this process, everyone's together. Reading does not
 * hold the API's admission slots (admission-control.ts: it would shut out everyone else for the
 * minutes a batch of photos takes); the reader's own threads queue the pages, and this bounds
 * how many requests wait on them, so a busy reader answers 503 at once instead of minutes late.
 */
export const BILL_PROCESSING_SERVER_WIDE = 6;
/** What a refused process-bills request is told to wait: a batch of photos takes about this. */
export const BILL_PROCESSING_RETRY_AFTER_SECONDS = 15;

/** Bytes of bills one person may upload in any 24 hours: 200 MB, twenty files at the 10 MB limit. */
export const BILL_BYTES_PER_DAY = 200 * 1024 * 1024;
export const BILL_BYTES_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A bill limit was reached: 429 (a person's limit) or 503 (the reader is busy for everyone) with a
 * message that says what to do, and how many seconds to wait, which the bill routes send as
 * Retry-After.
 */
export class BillLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: 'RATE_LIMITED' | 'UNAVAILABLE' = 'RATE_LIMITED',
  ) {
    super(code, message);
  }
}

/** "about 3 hours", "about 20 minutes", "a minute": how long a person is asked to wait. */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  if (seconds < 90 * 60) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `about ${Math.round(seconds / 3600)} hours`;
}
