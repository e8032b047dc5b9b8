import { ERROR_STATUS, type ErrorCode } from '@shared/api-error';

/** The one error type services throw; `error-handler.ts` turns it into the JSON error shape. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer, beside `error` (the Legal Wizard's failed checks). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static validation(
    fields: Record<string, string>,
    message = 'Please correct the highlighted fields.',
  ): AppError {
    return new AppError('VALIDATION_FAILED', message, fields);
  }
}
