import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZAsset, type ZAssetInput } from '@shared/finance/asset-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { accountKeys } from './account-keys';

/**
 * What the form hands over: the shared input, already checked. The beneficiary line is left out
 * for an account whose beneficiaries are named on Investments.
 */
export type AccountInput = Omit<z.output<typeof ZAssetInput>, 'beneficiary'> & {
  beneficiary?: string | null;
};

const ZAssetSaved = z.object({ asset: ZAsset });

/**
 * After any change: the accounts of every selection, the dashboard's net worth, and Investments,
 * which lists the investment-type accounts as the same records (issue 40: one ledger).
 */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [accountKeys.all, accountKeys.dashboard, accountKeys.investments].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
