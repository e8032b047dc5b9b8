import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZEventOverview, type TEventOverview } from '@shared/triggering-event/event-schemas';
import { api } from '@web/lib/api';
import { eventKeys } from './event-keys';

/**
 * While a report is waiting the page asks again every minute, so the owner sees it unlock (or the
 * reporter sees it stopped) without reloading.
 */
const PENDING_REFRESH_MS = 60_000;

function hasPending(overview: TEventOverview | undefined): boolean {
  return overview?.households.some((household) => household.event?.status === 'pending') ?? false;
}

/** Every household the reader meets on /triggering-event, their own first. */
export function useEventOverview() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventKeys.overview(),
    queryFn: ({ signal }) =>
      api('/triggering-event', {
        schema: ZEventOverview,
        signal,
        // A refresh the page makes on its own does not keep the session alive.
        background: queryClient.getQueryData(eventKeys.overview()) !== undefined,
      }),
    // An event changes what every screen shows: read it afresh each time the page opens.
    staleTime: 0,
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_REFRESH_MS : false),
    select: (overview) => ({
      households: [...overview.households].sort(
        (left, right) => Number(right.isOwner) - Number(left.isOwner),
      ),
    }),
  });
}
