import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZAsset, type ZAssetInput } from '@shared/finance/asset-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { accountKeys } from './account-keys';

/** What the form hands over: the shared input, already checked. */
export type AccountInput = z.output<typeof ZAssetInput>;

const ZAssetSaved = z.object({ asset: ZAsset });

function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.dashboard }),
    ]);
}

/** Spec §8 asset messages, verbatim. */
export function useCreateAccount() {
  const invalidate = useInvalidateAccounts();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: AccountInput) =>
      (
        await api(addingTo('/assets', addTarget), {
          method: 'POST',
          body: input,
          schema: ZAssetSaved,
        })
      ).asset,
    onSuccess: async () => {
      toast.success('Account added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add account: ${errorMessage(error)}`),
  });
}

export function useUpdateAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AccountInput }) =>
      (
        await api(`/assets/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: input,
          schema: ZAssetSaved,
        })
      ).asset,
    onSuccess: async () => {
      toast.success('Account updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update account: ${errorMessage(error)}`),
  });
}

export function useDeleteAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: string) => api(`/assets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Account deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete account: ${errorMessage(error)}`),
  });
}
