import { useQueryClient } from '@tanstack/react-query';
import { householdKeys } from '@web/lib/household-data';

/**
 * After a change to the plan: every estate list and figure (instruments, life events, and the
 * plan's health and who-gets-what summary, which read them) of every selection of households.
 */
export function useInvalidateEstate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: householdKeys.estate });
}
