import { ApiError } from '@web/lib/api-error';
import { VERIFICATION_MESSAGES } from './auth-messages';

/** Spec §8 "Verification": the text for a failed token check. */
export function verificationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK') {
    return VERIFICATION_MESSAGES.unexpected;
  }
  if (error.code === 'TOKEN_EXPIRED') return VERIFICATION_MESSAGES.expired;
  // 4xx answers carry a message written for the user (invalid link, too many attempts).
  if (error.status < 500 && error.message) return error.message;
  return VERIFICATION_MESSAGES.unableToVerify;
}
