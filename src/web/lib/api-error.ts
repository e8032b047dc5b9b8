import { ZApiError, type ErrorCode } from '@shared/api-error';

/** An error answer of our API, parsed from the one JSON error shape. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    try {
      const parsed = ZApiError.safeParse(await response.json());
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        return new ApiError(response.status, code, message, fields);
      }
    } catch {
      // Not JSON (a proxy's error page): fall through.
    }
    return new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
      'Something went wrong. Please try again.',
    );
  }
}

/** The message to show for any error a request can end with. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
