import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZLoan, type ZLoanInput } from '@shared/finance/loan-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { loanKeys } from './loan-keys';

/** What the form hands over: the shared input, already checked. */
export type LoanInput = z.output<typeof ZLoanInput>;

const ZLoanSaved = z.object({ loan: ZLoan });

function useInvalidateLoans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [loanKeys.all, loanKeys.expenses, loanKeys.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Spec §8 loan messages: the title verbatim, the server's message as the description. */
function failed(title: string) {
  return (error: unknown) => toast.error(title, { description: errorMessage(error) });
}

export function useCreateLoan() {
  const invalidate = useInvalidateLoans();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: LoanInput) =>
      (
        await api(addingTo('/loans', addTarget), {
          method: 'POST',
          body: input,
          schema: ZLoanSaved,
        })
      ).loan,
    onSuccess: async () => {
      toast.success('Loan added');
      await invalidate();
    },
    onError: failed('Failed to add loan'),
  });
}

export function useUpdateLoan() {
  const invalidate = useInvalidateLoans();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: LoanInput }) =>
      (
        await api(`/loans/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: input,
          schema: ZLoanSaved,
        })
      ).loan,
    onSuccess: async () => {
      toast.success('Loan updated');
      await invalidate();
    },
    onError: failed('Failed to update loan'),
  });
}

export function useDeleteLoan() {
  const invalidate = useInvalidateLoans();
  return useMutation({
    mutationFn: (id: string) => api(`/loans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Loan deleted');
      await invalidate();
    },
    onError: failed('Failed to delete loan'),
  });
}
