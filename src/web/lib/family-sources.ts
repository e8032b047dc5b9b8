import { useQuery } from '@tanstack/react-query';
import {
  ZDataSources,
  type TDataSource,
  type TEndedAdvisorGrant,
} from '@shared/family/family-schemas';
import { api } from './api';

/**
 * The households the signed-in person can view (GET /api/family/sources). Every data screen's
 * family selector reads it, and so does the Guest Mode banner, so it lives in lib; the family
 * feature's key factory puts this key under its own root (`['family']`), so its mutations refresh it.
 * The cache holds the whole answer: the sources, and the advisor grants that have ended.
 */
export const familySourcesKey = ['family', 'sources'] as const;

/**
 * Fresh for a minute rather than the app's five: a member whose access was revoked should see
 * the household leave their selector soon, not after a long stale period.
 */
const SOURCES_STALE_MS = 60_000;

function useSourcesAnswer<T>(
  select: (answer: { sources: TDataSource[]; endedAdvisorGrants: TEndedAdvisorGrant[] }) => T,
  enabled: boolean,
) {
  return useQuery({
    queryKey: familySourcesKey,
    queryFn: () => api('/family/sources', { schema: ZDataSources }),
    select,
    staleTime: SOURCES_STALE_MS,
    // Many components read it (a badge on every card of a merged list): one that mounts must not
    // start another request for a list that just failed.
    retryOnMount: false,
    enabled,
  });
}

const selectSources = (answer: { sources: TDataSource[] }) => answer.sources;
const selectEnded = (answer: { endedAdvisorGrants: TEndedAdvisorGrant[] }) =>
  answer.endedAdvisorGrants;

export function useFamilySources({ enabled = true }: { enabled?: boolean } = {}) {
  return useSourcesAnswer(selectSources, enabled);
}

/**
 * Households whose advisor grant to this person has ended (issue 35), newest first: an advisor
 * is told whose access ended and whom to ask, rather than that something failed to load.
 */
export function useEndedAdvisorGrants({ enabled = true }: { enabled?: boolean } = {}) {
  return useSourcesAnswer(selectEnded, enabled);
}
