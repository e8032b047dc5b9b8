import { useState } from 'react';
import { ApiError } from '@web/lib/api-error';
import { useInvitationDetails } from '@web/lib/invitations/invitation-details';

export type RegistrationInvitation = {
  /** The code to register with: the page's, unless it is known to be unusable. */
  invitation: string | null;
  /** The page came with an invitation that cannot be used: say so, and register without it. */
  invalid: boolean;
  /** The address the invitation was sent to, to fill in. */
  invitedEmail: string | undefined;
  /** The server refused the code on submit (it expired or was used meanwhile). */
  refuse: () => void;
  /** A professional's access from Advisor Contacts, not a family invitation (issue 15). */
  asAdvisor: boolean;
};

/**
 * Spec §2 "Register" with `?invitation=`: the invitation is looked up as the page opens. An unknown
 * code, or one no longer pending, would make every submit fail, so the page registers without it
 * instead. A lookup that failed otherwise (no connection) proves nothing: the server decides.
 */
export function useRegistrationInvitation(code: string | null): RegistrationInvitation {
  const details = useInvitationDetails(code);
  const [refused, setRefused] = useState(false);
  const unknown = details.error instanceof ApiError && details.error.status === 404;
  const notPending = details.data !== undefined && details.data.status !== 'pending';
  const invalid = code !== null && (refused || unknown || notPending);
  return {
    invitation: invalid ? null : code,
    invalid,
    invitedEmail: details.data?.status === 'pending' ? details.data.inviteeEmail : undefined,
    refuse: () => setRefused(true),
    asAdvisor: details.data?.role === 'advisor',
  };
}
