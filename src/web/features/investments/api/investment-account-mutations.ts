import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ZInvestmentAccount,
  type ZInvestmentAccountInput,
} from '@shared/investments/investment-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { useInvalidateInvestments } from './use-invalidate-investments';

/** What the account form hands over: the shared input, already checked. */
export type InvestmentAccountInput = z.output<typeof ZInvestmentAccountInput>;

const ZInvestmentSaved = z.object({ investment: ZInvestmentAccount });

const accountPath = (id: string) => `/investments/${encodeURIComponent(id)}`;

export function useCreateInvestmentAccount() {
  const invalidate = useInvalidateInvestments();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: InvestmentAccountInput) =>
      (
        await api(addingTo('/investments', addTarget), {
          method: 'POST',
          body: input,
          schema: ZInvestmentSaved,
        })
      ).investment,
    onSuccess: async () => {
      toast.success('Investment account added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add investment account: ${errorMessage(error)}`),
  });
}

export function useUpdateInvestmentAccount() {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: InvestmentAccountInput }) =>
      (await api(accountPath(id), { method: 'PUT', body: input, schema: ZInvestmentSaved }))
        .investment,
    onSuccess: async () => {
      toast.success('Investment account updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update investment account: ${errorMessage(error)}`),
  });
}

export function useDeleteInvestmentAccount() {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: (id: string) => api(accountPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Investment account deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete investment account: ${errorMessage(error)}`),
  });
}
