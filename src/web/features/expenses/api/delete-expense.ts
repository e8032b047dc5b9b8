import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { invalidateAfterExpenseChange } from './expense-keys';

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/expenses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Obligation deleted');
      await invalidateAfterExpenseChange(queryClient);
    },
    onError: (error) =>
      toast.error('Failed to delete obligation', { description: errorMessage(error) }),
  });
}
