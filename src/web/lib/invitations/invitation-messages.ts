/** The spec's words for invitations (§8 "Invitation"), in one place so every screen quotes them exactly. */
export const INVITATION_MESSAGES = {
  invalidTitle: 'Invalid Invitation',
  invalid: 'This invitation has already been accepted or is no longer valid',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load invitation details',
  acceptedTitle: 'Invitation Accepted!',
  accepted:
    "You've successfully joined the inviter's family account. You now have access to their information.",
  alreadyAcceptedTitle: 'Already Accepted',
  alreadyAccepted: 'This invitation has already been accepted.',
  errorTitle: 'Invitation Error',
  errorFallback: 'Failed to accept invitation. Please try again or contact support',
  /** The email-confirmed screen's fallback. */
  acceptFailed: 'Failed to accept invitation',
} as const;

/** Spec §8: what the email-confirmed and account-choice screens say once the person has joined. */
export function joinedFamilyMessage(inviterName: string): string {
  return `You've joined ${inviterName}'s family!`;
}
