import { useQuery } from '@tanstack/react-query';
import { ZPolicyList } from '@shared/estate/policy-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';
import { useScopedOwners } from '@web/lib/use-household-scope';

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/**
 * The insurance policies of the households on screen. Always checked again when the panel
 * mounts (staleTime 0): a policy shows its premium obligation's cost, which the obligations
 * screen may have changed, and an unchanged list costs one 304 (the list has an ETag).
 */
export function usePolicies() {
  // A client's household that did not share its policies is not asked (issue 35): none to show.
  const { owners, ready } = useScopedOwners('policies');
  return useQuery({
    queryKey: householdKeys.policies(owners),
    queryFn: () =>
      owners.length > 0
        ? readList(`/policies${ownersQuery(owners)}`, ZPolicyList, (body) => body.policies)
        : Promise.resolve([]),
    enabled: ready,
    staleTime: 0,
  });
}
