import { useQuery } from '@tanstack/react-query';
import { ZPolicyList } from '@shared/estate/policy-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';
import { useOwnerSelection } from '@web/lib/owner-selection';

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/**
 * The insurance policies of the households on screen. Always checked again when the panel
 * mounts (staleTime 0): a policy shows its premium obligation's cost, which the obligations
 * screen may have changed, and an unchanged list costs one 304 (the list has an ETag).
 */
export function usePolicies() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.policies(selected),
    queryFn: () =>
      readList(`/policies${ownersQuery(selected)}`, ZPolicyList, (body) => body.policies),
    enabled: selected.length > 0,
    staleTime: 0,
  });
}
