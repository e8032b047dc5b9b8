import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TVerifyEmailResponse } from '@shared/auth/auth-schemas';
import type { TInvitationFound } from '@shared/family/family-schemas';
import { fetchSession, sessionKeys, useSession } from '@web/lib/session';
import { verifyEmail } from '../api/verify-email';
import { VERIFICATION_MESSAGES } from './auth-messages';
import { removeUrlSecrets } from './remove-url-secrets';
import { verificationErrorMessage } from './verification-error-message';
import { readVerificationLink } from './verification-link';
import { markEmailJustVerified } from './verified-notice';

/** Spec §2 "Email-confirmed" states. */
export type VerificationView =
  | { kind: 'loading' }
  /**
   * `signedIn`: whether the link signed this browser in (spec §4: it does, unless the account
   * has a second factor), which decides where the countdown leads.
   */
  | { kind: 'verified'; email: string; signedIn: boolean }
  /** Spec §4: verified, and a pending invitation from a subscriber awaits this address. */
  | { kind: 'invitation-found'; email: string; invitation: TInvitationFound }
  | { kind: 'email-changed'; email: string }
  | { kind: 'already-verified' }
  | { kind: 'continue-onboarding' }
  | { kind: 'error'; message: string };

function viewFor(answer: TVerifyEmailResponse, signedIn: boolean): VerificationView {
  if (answer.status === 'already-verified') return { kind: 'already-verified' };
  if (answer.status === 'email-changed') return { kind: 'email-changed', email: answer.email };
  if (answer.invitation) {
    return { kind: 'invitation-found', email: answer.email, invitation: answer.invitation };
  }
  return { kind: 'verified', email: answer.email, signedIn };
}

/**
 * Whether this browser is signed in once the link was checked: the answer may have signed it in
 * (its cookie), and a signed-in user's view (verified flag, address) is out of date. A read
 * started before the answer came would say "nobody", so it is dropped and the session read again,
 * before the screen says where it goes next: it never changes course mid-countdown.
 */
async function sessionAfterVerification(queryClient: QueryClient): Promise<boolean> {
  await queryClient.cancelQueries({ queryKey: sessionKeys.all });
  try {
    const answer = await queryClient.fetchQuery({
      queryKey: sessionKeys.all,
      queryFn: fetchSession,
      staleTime: 0,
    });
    return answer.user !== null;
  } catch {
    // Unknown: the sign-in form is the way on that works either way.
    return false;
  }
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
  const [result, setResult] = useState<VerificationView | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    removeUrlSecrets();
    if (link.kind !== 'token') return;
    verifyEmail(link.token).then(
      async (answer) => {
        const signedIn =
          answer.status !== 'already-verified' && (await sessionAfterVerification(queryClient));
        // Signed out (an account with a second factor), the sign-in form says the address was
        // verified and fills it in.
        if (answer.status === 'verified' && !signedIn) markEmailJustVerified(answer.email);
        setResult(viewFor(answer, signedIn));
      },
      (error: unknown) => setResult({ kind: 'error', message: verificationErrorMessage(error) }),
    );
  }, [link, queryClient]);

  if (link.kind === 'failed') return { kind: 'error', message: link.message };
  if (link.kind === 'token') return result ?? { kind: 'loading' };
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
