import { ApiError } from '@web/lib/api-error';
import { SIGN_IN_MESSAGES } from './auth-messages';

/** The server's words for a wrong, reused or expired code; a generic line for anything else. */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return SIGN_IN_MESSAGES.unexpected;
}
