import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, TApiError } from '@shared/api-error';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import { failedStatementOf } from '../db/failed-statement';
import {
  OUT_OF_DISK_SPACE_MESSAGE,
  isDatabaseStoppedForSpace,
  isOutOfDiskSpace,
} from '../platform/disk-space/out-of-disk-space';

export function errorBody(
  c: Context<AppEnv>,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): TApiError {
  return { error: { code, message, ...(fields ? { fields } : {}), requestId: c.get('requestId') } };
}

/** First message for each field path, e.g. `{ "address.zip": "Required" }`. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * SQLSTATEs of text the database cannot store: U+0000 in text (22021) or in JSON (22P05). The
 * shared schemas refuse control characters first; this is the backstop for a field that forgot.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const UNSTORABLE_TEXT_MESSAGE =
  'Something you entered holds a hidden control character that cannot be saved. Remove it and try again.';

/** A write failed for lack of disk space: say so (507), and let /api/health report it. */
function outOfDiskSpace(error: Error, c: Context<AppEnv>): Response {
  const status = c.get('diskSpace');
  const failed = failedStatementOf(error);
  if (isDatabaseStoppedForSpace(error)) {
    status?.databaseStopped();
    c.get('log').fatal(
      { err: error },
      'the embedded database stopped: a write failed for lack of disk space. Free space on the disk of DATA_DIR, then restart Nido',
    );
  } else {
    if (failed) status?.writeFailed('database');
    c.get('log').error({ err: error }, 'out of disk space');
  }
  return c.json(errorBody(c, 'INSUFFICIENT_STORAGE', OUT_OF_DISK_SPACE_MESSAGE), 507);
}

/** The one place where errors become HTTP responses. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    return c.json(
      { ...error.details, ...errorBody(c, error.code, error.message, error.fields) },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const code = HTTP_EXCEPTION_CODES[error.status] ?? 'BAD_REQUEST';
    const status: ContentfulStatusCode = error.status;
    return c.json(
      errorBody(c, code, error.message || 'The request could not be processed.'),
      status,
    );
  }
  if (isOutOfDiskSpace(error)) return outOfDiskSpace(error, c);
  const failed = failedStatementOf(error);
  if (failed?.code && UNSTORABLE_TEXT.has(failed.code)) {
    c.get('log').warn({ err: error }, 'text the database cannot store reached it');
    return c.json(errorBody(c, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE), 400);
  }
  // The logger's error serializer leaves out what a failed statement held (error-for-log.ts).
  c.get('log').error({ err: error }, 'unhandled error');
  return c.json(
    errorBody(c, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    500,
  );
}
