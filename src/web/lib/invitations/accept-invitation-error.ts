import { toast } from 'sonner';
import { ApiError } from '@web/lib/api-error';
import { INVITATION_MESSAGES } from './invitation-messages';

export type AcceptInvitationFailure = {
  title: string;
  description: string;
  /** The person is (or was) already connected: nothing is wrong, so it is not shown as an error. */
  alreadyAccepted: boolean;
};

/** Spec §8: answers that mean the invitation was used already (possibly by this very person). */
const ALREADY_ACCEPTED = ['already been accepted', 'invalid or expired'];

/**
 * Spec §8 "Invitation": how a failed acceptance is told, the same on the invitation handler, the
 * registration with an invitation and the email-confirmed screen. Only the server's own words are
 * shown; a lost connection or a malformed answer gets the fallback.
 */
export function acceptInvitationFailure(
  error: unknown,
  fallback: string = INVITATION_MESSAGES.errorFallback,
): AcceptInvitationFailure {
  const serverMessage = error instanceof ApiError && error.code !== 'NETWORK' ? error.message : '';
  const lower = serverMessage.toLowerCase();
  if (ALREADY_ACCEPTED.some((part) => lower.includes(part))) {
    return {
      title: INVITATION_MESSAGES.alreadyAcceptedTitle,
      description: INVITATION_MESSAGES.alreadyAccepted,
      alreadyAccepted: true,
    };
  }
  return {
    title: INVITATION_MESSAGES.errorTitle,
    description: serverMessage || fallback,
    alreadyAccepted: false,
  };
}

/** Toasts the failure (see `acceptInvitationFailure`) and returns it for the caller's next step. */
export function showAcceptInvitationFailure(
  error: unknown,
  fallback?: string,
): AcceptInvitationFailure {
  const failure = acceptInvitationFailure(error, fallback);
  const show = failure.alreadyAccepted ? toast : toast.error;
  show(failure.title, { description: failure.description });
  return failure;
}
