import { z } from 'zod';

/** Every error the API returns has one of these codes; the HTTP status follows from the code. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  /** A step the owner must confirm with a sign-in at most 15 minutes old (stopping an event). */
  FRESH_SIGN_IN_REQUIRED: 401,
  TWO_FACTOR_INVALID: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  /**
   * Payment is required and the household has no active plan (issue 35): 402 Payment Required,
   * for every household-data and paid-feature route, exports excepted.
   */
  SUBSCRIPTION_REQUIRED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A document the Legal Wizard was asked to make fails a check (issue 17); `checks` says which. */
  CHECKS_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** A write failed for lack of disk space (issue 35): retrying helps only once space is freed. */
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ZApiError = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /** Field-level messages for VALIDATION_FAILED, keyed by field path ("address.zip"). */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

export type TApiError = z.infer<typeof ZApiError>;
