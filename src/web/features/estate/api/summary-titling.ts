import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { useInvalidateEstate } from './use-invalidate-estate';

/**
 * The owner's answer to "How does this pass?" for a financial account or property (null forgets
 * it). The who-gets-what map, its totals and the score are read again afterwards.
 */
export function useSetTitling() {
  const invalidate = useInvalidateEstate();
  return useMutation({
    mutationFn: (input: TAssetTitlingInput) =>
      api('/estate/titling', { method: 'PUT', body: input }),
    onSuccess: async () => {
      toast.success('Saved how it passes');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to save how it passes: ${errorMessage(error)}`),
  });
}
