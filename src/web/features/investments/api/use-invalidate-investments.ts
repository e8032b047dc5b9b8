import { useQueryClient } from '@tanstack/react-query';
import { investmentKeys } from './investment-keys';

/** After any change: the investments of every selection, and the dashboard's net worth. */
export function useInvalidateInvestments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: investmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: investmentKeys.dashboard }),
    ]);
}
