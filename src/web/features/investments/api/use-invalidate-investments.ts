import { useQueryClient } from '@tanstack/react-query';
import { investmentKeys } from './investment-keys';

/**
 * After any change: the investments of every selection, the dashboard's net worth, and Financial
 * Accounts, which lists the same accounts with their holdings' value.
 */
export function useInvalidateInvestments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [investmentKeys.all, investmentKeys.dashboard, investmentKeys.accounts].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
