import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ZExpenseSaved,
  type TExpenseInput,
  type TExpenseSaved,
} from '@shared/finance/expense-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { invalidateAfterExpenseChange } from './expense-keys';

/** The second line of the toast when saving also created or updated the linked loan (spec §4). */
export function linkedLoanNote(loan: TExpenseSaved['loan']): string | undefined {
  if (!loan) return undefined;
  return loan.action === 'created'
    ? 'Mortgage loan created in Loans'
    : 'Mortgage loan updated in Loans';
}

/** Adds to the household on screen that the person may add to (see useHouseholdPermissions). */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: (input: TExpenseInput) =>
      api(addingTo('/expenses', addTarget), { method: 'POST', body: input, schema: ZExpenseSaved }),
    onSuccess: async (saved) => {
      toast.success('Obligation added', { description: linkedLoanNote(saved.loan) });
      await invalidateAfterExpenseChange(queryClient);
    },
    onError: (error) =>
      toast.error('Failed to add obligation', { description: errorMessage(error) }),
  });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TExpenseInput }) =>
      api(`/expenses/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: ZExpenseSaved,
      }),
    onSuccess: async (saved) => {
      toast.success('Obligation updated', { description: linkedLoanNote(saved.loan) });
      await invalidateAfterExpenseChange(queryClient);
    },
    onError: (error) =>
      toast.error('Failed to update obligation', { description: errorMessage(error) }),
  });
}
