import { useQuery } from '@tanstack/react-query';
import { ZEstateSummary } from '@shared/estate/estate-summary-schemas';
import { api } from '@web/lib/api';
import { householdKeys } from '@web/lib/household-data';
import { useScopedOwners } from '@web/lib/use-household-scope';

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/**
 * Who gets what, the plan's gaps and its completeness score for the households on screen. It is
 * read from every household list (accounts, investments, properties, policies, obligations), and
 * the screens that change those do not know about it: it is read again each time it is shown,
 * rather than kept for the usual five minutes.
 */
export function useEstateSummary() {
  // Only households whose grant covers every list it is drawn from (issue 35); the page hides
  // the summary's parts when there is none.
  const { owners } = useScopedOwners('estateSummary');
  return useQuery({
    queryKey: householdKeys.estateSummary(owners),
    queryFn: () => api(`/estate/summary${ownersQuery(owners)}`, { schema: ZEstateSummary }),
    enabled: owners.length > 0,
    staleTime: 0,
  });
}
