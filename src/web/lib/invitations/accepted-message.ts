import type { TAcceptInvitationResponse } from '@shared/family/family-schemas';
import { advisorAccessSentence } from '@web/lib/advisor-grant-words';
import { INVITATION_MESSAGES } from './invitation-messages';

/**
 * What an accepted invitation is told in its toast: the spec's "Invitation Accepted!" with its
 * words for a family guest, and for an advisor their grant (issue 15): whose household, what is
 * shared, view only or not, until when.
 */
export function acceptedMessage(answer: TAcceptInvitationResponse): {
  title: string;
  description: string;
} {
  if (answer.role === 'advisor' && answer.advisorGrant) {
    return {
      title: INVITATION_MESSAGES.acceptedTitle,
      description: advisorAccessSentence(answer.inviterName, answer.advisorGrant),
    };
  }
  return { title: INVITATION_MESSAGES.acceptedTitle, description: INVITATION_MESSAGES.accepted };
}
