import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZQuoteRefreshResult, ZQuoteStatus } from '@shared/investments/investment-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { investmentKeys } from './investment-keys';
import { useInvalidateInvestments } from './use-invalidate-investments';

/** Whether live quotes can be fetched (an API key is configured on the server). */
export function useQuoteStatus() {
  return useQuery({
    queryKey: investmentKeys.quoteStatus,
    queryFn: () => api('/investments/quotes', { schema: ZQuoteStatus }),
    // A server setting: it changes only with a restart.
    staleTime: Infinity,
  });
}

/** Fetches the latest quotes for the holdings of the households on screen. */
export function useRefreshQuotes(owners: readonly string[]) {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: () =>
      api(`/investments/quotes/refresh?owners=${owners.map(encodeURIComponent).join(',')}`, {
        method: 'POST',
        schema: ZQuoteRefreshResult,
      }),
    onSuccess: async ({ updated, failed }) => {
      const prices = `${updated} ${updated === 1 ? 'price' : 'prices'}`;
      if (failed.length > 0)
        toast.warning(`Updated ${prices}`, {
          description: `No quote for ${failed.join(', ')}`,
        });
      else toast.success(`Updated ${prices}`);
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to refresh prices: ${errorMessage(error)}`),
  });
}
