import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';

const ZVendorAccount = z.object({ vendorAccount: z.string().nullable() });

/**
 * The full vendor account number, asked for when the user presses Show. A mutation rather than a
 * query on purpose: the number is not kept in the query cache, and each Show asks again.
 */
export function useRevealVendorAccount(expenseId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await api(`/expenses/${encodeURIComponent(expenseId)}/vendor-account`, {
          schema: ZVendorAccount,
        })
      ).vendorAccount,
    onError: (error) =>
      toast.error('Could not show the account number', { description: errorMessage(error) }),
  });
}
