import { useQuery } from '@tanstack/react-query';
import { ZGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import { api } from '@web/lib/api';
import { householdKeys } from '@web/lib/household-data';
import { useScopedOwners } from '@web/lib/use-household-scope';

/** The guidebook of the households on screen, as the server lets this person see it. */
export function useGuidebook() {
  // A client's household that did not share guidebook entries is not asked (issue 35).
  const { owners } = useScopedOwners('guidebook');
  return useQuery({
    queryKey: householdKeys.guidebook(owners),
    queryFn: () =>
      api(`/guidebook?owners=${owners.map(encodeURIComponent).join(',')}`, {
        schema: ZGuidebook,
      }),
    enabled: owners.length > 0,
    // Half of the guidebook is assembled from other screens' records (executors, advisors,
    // originals, documents): read it afresh each time it is opened, like the estate summary.
    staleTime: 0,
  });
}
