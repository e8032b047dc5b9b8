import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  INVITATION_LIFETIME_DAYS,
  ZInvitationResponse,
  type TCreateInvitationRequest,
  type TInvitation,
} from '@shared/family/family-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { useInvalidateFamily } from './use-invalidate-family';

const invitationPath = (invitation: TInvitation) =>
  `/family/invitations/${encodeURIComponent(invitation.id)}`;

/**
 * Sends an invitation. Failures are the form's to show (beside a field, or as a toast), so this
 * only toasts success; a refused one (no subscription any more) still refreshes the page's state.
 */
export function useSendInvitation() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: async (input: TCreateInvitationRequest) =>
      (
        await api('/family/invitations', {
          method: 'POST',
          body: input,
          schema: ZInvitationResponse,
        })
      ).invitation,
    onSuccess: async (invitation) => {
      toast.success('Invitation sent', {
        description: `We emailed ${invitation.inviteeName} an invitation to join your family.`,
      });
      await invalidate();
    },
    onError: () => void invalidate(),
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: async (invitation: TInvitation) =>
      (
        await api(`${invitationPath(invitation)}/resend`, {
          method: 'POST',
          schema: ZInvitationResponse,
        })
      ).invitation,
    onSuccess: async (invitation) => {
      toast.success('Invitation sent again', {
        description: `We emailed ${invitation.inviteeName} a new link. It works for ${INVITATION_LIFETIME_DAYS} days.`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast.error("Couldn't resend the invitation", { description: errorMessage(error) }),
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateFamily();
  return useMutation({
    mutationFn: (invitation: TInvitation) => api(invitationPath(invitation), { method: 'DELETE' }),
    onSuccess: async (_answer, invitation) => {
      toast.success('Invitation revoked', {
        description: `${invitation.inviteeName} can no longer use it to join your family.`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast.error("Couldn't revoke the invitation", { description: errorMessage(error) }),
  });
}
