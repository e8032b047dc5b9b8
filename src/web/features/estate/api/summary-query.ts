import { useQuery } from '@tanstack/react-query';
import { ZEstateSummary } from '@shared/estate/estate-summary-schemas';
import { api } from '@web/lib/api';
import { householdKeys } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';

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
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.estateSummary(selected),
    queryFn: () => api(`/estate/summary${ownersQuery(selected)}`, { schema: ZEstateSummary }),
    enabled: selected.length > 0,
    staleTime: 0,
  });
}
