import { toast } from 'sonner';
import { ApiError } from '@web/lib/api-error';
import { resendVerification } from '../api/resend-verification';
import { SignInTimeoutError } from '../api/sign-in';
import { SIGN_IN_MESSAGES as M } from './auth-messages';

function resendFrom(email: string): void {
  resendVerification(email).then(
    () => toast.success(M.resentTitle, { description: M.resent }),
    () => toast.error(M.resendFailed),
  );
}

/** Spec §8 "Sign in": the toast for each way a sign-in can fail. */
export function showSignInError(error: unknown, email: string): void {
  if (error instanceof SignInTimeoutError) {
    toast.error(M.timeoutTitle, { description: M.timeout });
    return;
  }
  if (!(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500) {
    toast.error(M.unexpectedTitle, { description: M.unexpected });
    return;
  }
  if (error.code === 'EMAIL_NOT_VERIFIED') {
    toast.error(M.notVerifiedTitle, {
      description: M.notVerified,
      // Long enough to reach the button; it stays until dismissed or used.
      duration: Infinity,
      action: { label: M.resendAction, onClick: () => resendFrom(email) },
    });
    return;
  }
  // Wrong password, too many attempts…: the server's message says what happened.
  toast.error(M.failedTitle, { description: error.message || M.failedFallback });
}
