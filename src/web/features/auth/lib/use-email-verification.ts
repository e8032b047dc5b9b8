import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TVerifyEmailResponse } from '@shared/auth/auth-schemas';
import type { TInvitationFound } from '@shared/family/family-schemas';
import { sessionKeys, useSession } from '@web/lib/session';
import { verifyEmail } from '../api/verify-email';
import { VERIFICATION_MESSAGES } from './auth-messages';
import { removeUrlSecrets } from './remove-url-secrets';
import { verificationErrorMessage } from './verification-error-message';
import { readVerificationLink } from './verification-link';
import { markEmailJustVerified } from './verified-notice';

/** Spec §2 "Email-confirmed" states. */
export type VerificationView =
  | { kind: 'loading' }
  /** `signedIn`: whether this browser has a session, which decides where the countdown leads. */
  | { kind: 'verified'; email: string; signedIn: boolean }
  /** Spec §4: verified, and a pending invitation from a subscriber awaits this address. */
  | { kind: 'invitation-found'; email: string; invitation: TInvitationFound }
  | { kind: 'email-changed'; email: string }
  | { kind: 'already-verified' }
  | { kind: 'continue-onboarding' }
  | { kind: 'error'; message: string };

type CheckedView =
  Exclude<VerificationView, { kind: 'verified' }> | { kind: 'verified'; email: string };

function viewFor(answer: TVerifyEmailResponse): CheckedView {
  if (answer.status === 'already-verified') return { kind: 'already-verified' };
  if (answer.status === 'verified' && answer.invitation) {
    return { kind: 'invitation-found', email: answer.email, invitation: answer.invitation };
  }
  return { kind: answer.status === 'verified' ? 'verified' : 'email-changed', email: answer.email };
}

/**
 * Spec §4 "Email verification": reads the link once, checks its token once (a ref, so StrictMode's
 * second effect run does not spend the single-use token twice), and removes it from the address.
 * Without a link, a signed-in user whose address is verified continues where they belong.
 */
export function useEmailVerification(): VerificationView {
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const [link] = useState(() => readVerificationLink(location.search, location.hash));
  const [result, setResult] = useState<CheckedView | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    removeUrlSecrets();
    if (link.kind !== 'token') return;
    verifyEmail(link.token).then(
      (answer) => {
        if (answer.status === 'verified') markEmailJustVerified(answer.email);
        // A signed-in user's session view (verified flag, address) is now out of date.
        if (answer.status !== 'already-verified') {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        }
        setResult(viewFor(answer));
      },
      (error: unknown) => setResult({ kind: 'error', message: verificationErrorMessage(error) }),
    );
  }, [link, queryClient]);

  if (link.kind === 'failed') return { kind: 'error', message: link.message };
  if (link.kind === 'token') {
    if (result?.kind !== 'verified') return result ?? { kind: 'loading' };
    // Where the countdown leads depends on the session: wait for it rather than change course.
    if (session.isPending) return { kind: 'loading' };
    return { ...result, signedIn: Boolean(session.data?.user) };
  }
  if (session.isPending) return { kind: 'loading' };
  const user = session.data?.user;
  if (user?.emailVerified) {
    // Guests skip onboarding (spec §4).
    return user.accountType === 'primary' && !user.onboardingCompleted
      ? { kind: 'continue-onboarding' }
      : { kind: 'already-verified' };
  }
  return { kind: 'error', message: VERIFICATION_MESSAGES.invalidLink };
}
