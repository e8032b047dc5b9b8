import { useQuery } from '@tanstack/react-query';
import { ZDataSources } from '@shared/family/family-schemas';
import { api } from './api';

/**
 * The households the signed-in person can view (GET /api/family/sources). Every data screen's
 * family selector reads it, and so does the Guest Mode banner, so it lives in lib; the family
 * feature's key factory puts this key under its own root (`['family']`), so its mutations refresh it.
 */
export const familySourcesKey = ['family', 'sources'] as const;

/**
 * Fresh for a minute rather than the app's five: a member whose access was revoked should see
 * the household leave their selector soon, not after a long stale period.
 */
const SOURCES_STALE_MS = 60_000;

export function useFamilySources({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: familySourcesKey,
    queryFn: async () => (await api('/family/sources', { schema: ZDataSources })).sources,
    staleTime: SOURCES_STALE_MS,
    // Many components read it (a badge on every card of a merged list): one that mounts must not
    // start another request for a list that just failed.
    retryOnMount: false,
    enabled,
  });
}
