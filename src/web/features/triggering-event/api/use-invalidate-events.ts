import { useQueryClient } from '@tanstack/react-query';
import { householdKeys } from '@web/lib/household-data';
import { eventKeys } from './event-keys';

/**
 * After a change the overview is read again. Stopping or re-locking an event also changes what
 * the other screens may show (items shared "after the event", the plan), so those refresh every
 * household list.
 */
export function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return {
    overview: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    everything: () => queryClient.invalidateQueries({ queryKey: householdKeys.all }),
  };
}
