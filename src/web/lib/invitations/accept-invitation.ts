import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAcceptInvitationResponse } from '@shared/family/family-schemas';
import { api } from '@web/lib/api';

export function acceptInvitation(reference: string) {
  return api('/family/invitations/accept', {
    method: 'POST',
    body: { invitation: reference },
    schema: ZAcceptInvitationResponse,
  });
}

/**
 * POST /api/family/invitations/accept for the signed-in person. Joining a family changes the
 * session (who invited them), the family selector's sources and what every data screen may show,
 * so everything cached is refetched before the caller moves on to the dashboard.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
