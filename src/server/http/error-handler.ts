import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, TApiError } from '@shared/api-error';
import { AppError } from './app-error';
import type { AppEnv } from './context';

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
  c.get('log').error({ err: error }, 'unhandled error');
  return c.json(
    errorBody(c, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    500,
  );
}
