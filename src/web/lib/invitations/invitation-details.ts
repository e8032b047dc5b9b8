import { useQuery } from '@tanstack/react-query';
import { ZInvitationDetails } from '@shared/family/family-schemas';
import { api } from '@web/lib/api';

export const invitationKeys = {
  details: (reference: string) => ['invitation', reference] as const,
};

/**
 * GET /api/invitations/{reference}: public, so it works before anyone signs in. The reference is
 * passed as it came (an id or a short code; the server tells them apart). Not retried: a missing
 * invitation stays missing, and the screen has to say so at once.
 */
export function useInvitationDetails(reference: string | null) {
  return useQuery({
    queryKey: invitationKeys.details(reference ?? ''),
    queryFn: () =>
      api(`/invitations/${encodeURIComponent(reference ?? '')}`, { schema: ZInvitationDetails }),
    enabled: Boolean(reference),
    retry: false,
  });
}
