import { useQuery } from '@tanstack/react-query';
import { ZInvitationDetails } from '@shared/family/family-schemas';
import { api } from '@web/lib/api';

export const invitationKeys = {
  details: (reference: string) => ['invitation', reference] as const,
};

/**
 * GET /api/invitations/{code}: public, so it works before anyone signs in. Only the emailed code
 * answers (an id is refused like an unknown code); signed in, an id still accepts through
 * POST /api/family/invitations/accept. Not retried: a missing invitation stays missing, and the
 * screen has to say so at once.
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
