import { useQueryClient } from '@tanstack/react-query';
import { householdKeys } from '@web/lib/household-data';
import { familyKeys } from './family-keys';

/**
 * After any change to who sees what: the Family page, the selector's sources and (when a
 * household was left or a member removed) the merged lists all refresh.
 */
export function useInvalidateFamily({ households = false }: { households?: boolean } = {}) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: familyKeys.all }),
      households && queryClient.invalidateQueries({ queryKey: householdKeys.all }),
    ]);
}
