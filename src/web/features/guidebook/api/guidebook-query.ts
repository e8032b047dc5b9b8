import { useQuery } from '@tanstack/react-query';
import { ZGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import { api } from '@web/lib/api';
import { householdKeys } from '@web/lib/household-data';
import { useOwnerSelection } from '@web/lib/owner-selection';

/** The guidebook of the households on screen, as the server lets this person see it. */
export function useGuidebook() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.guidebook(selected),
    queryFn: () =>
      api(`/guidebook?owners=${selected.map(encodeURIComponent).join(',')}`, {
        schema: ZGuidebook,
      }),
    enabled: selected.length > 0,
    // Half of the guidebook is assembled from other screens' records (executors, advisors,
    // originals, documents): read it afresh each time it is opened, like the estate summary.
    staleTime: 0,
  });
}
