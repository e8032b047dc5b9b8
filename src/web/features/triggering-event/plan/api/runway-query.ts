import { useQuery } from '@tanstack/react-query';
import { ZRunway } from '@shared/triggering-event/plan-schemas';
import { api } from '@web/lib/api';
import { planKeys } from './plan-keys';

/** How many months the money on record covers the obligations that continue. */
export function useRunway(ownerId: string) {
  return useQuery({
    queryKey: planKeys.runway(ownerId),
    queryFn: ({ signal }) =>
      api(`/triggering-event/runway?owner=${encodeURIComponent(ownerId)}`, {
        schema: ZRunway,
        signal,
      }),
    staleTime: 0,
  });
}
