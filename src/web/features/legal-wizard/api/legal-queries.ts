import { useQuery } from '@tanstack/react-query';
import type { TLegalCheck, TLegalChoices, TLegalDraft } from '@shared/legal/legal-api';
import { api } from '@web/lib/api';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { legalKeys } from './legal-keys';

// The contract (src/shared/legal/legal-api.ts) gives these answers as types only: the server
// builds them from its own validated rows, so they are read as they come.

const draftPath = (id: string) => `/legal-wizard/drafts/${encodeURIComponent(id)}`;

/** The selected households' drafts, for the landing view and the estate plan cards. */
export function useLegalDrafts() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: legalKeys.drafts(selected),
    queryFn: () =>
      api(
        `/legal-wizard/drafts${selected.length > 0 ? `?owners=${selected.map(encodeURIComponent).join(',')}` : ''}`,
      ) as Promise<TLegalDraft[]>,
    enabled: selected.length > 0,
  });
}

export function useLegalDraft(id: string) {
  return useQuery({
    queryKey: legalKeys.draft(id),
    queryFn: () => api(draftPath(id)) as Promise<TLegalDraft>,
    // The interview's form is seeded once from the draft; a background refetch must not reseed
    // it under the user's typing, so the draft is refreshed only by the saves' own answers.
    staleTime: Infinity,
  });
}

/** The checks on the saved answers; read on the review step, after the last step was saved. */
export function useLegalChecks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: legalKeys.checks(id),
    queryFn: () => api(`${draftPath(id)}/checks`) as Promise<TLegalCheck[]>,
    enabled,
    staleTime: 0,
  });
}

/** The people and assets of the draft's household the interview offers to pick. */
export function useLegalChoices(ownerId: string, enabled: boolean) {
  return useQuery({
    queryKey: legalKeys.choices(ownerId),
    enabled,
    queryFn: () =>
      api(`/legal-wizard/choices?owners=${encodeURIComponent(ownerId)}`) as Promise<TLegalChoices>,
  });
}

export { draftPath };
