import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ZHolding,
  type THoldingValues,
  type TPriceInput,
} from '@shared/investments/investment-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { useInvalidateInvestments } from './use-invalidate-investments';

const ZHoldingSaved = z.object({ holding: ZHolding });

const holdingPath = (id: string) => `/investments/holdings/${encodeURIComponent(id)}`;

/** Adds a holding to one account (the account decides the household). */
export function useCreateHolding(accountId: string) {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: async (input: THoldingValues) =>
      (
        await api(`/investments/${encodeURIComponent(accountId)}/holdings`, {
          method: 'POST',
          body: input,
          schema: ZHoldingSaved,
        })
      ).holding,
    onSuccess: async () => {
      toast.success('Holding added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add holding: ${errorMessage(error)}`),
  });
}

export function useUpdateHolding() {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: THoldingValues }) =>
      (await api(holdingPath(id), { method: 'PUT', body: input, schema: ZHoldingSaved })).holding,
    onSuccess: async () => {
      toast.success('Holding updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update holding: ${errorMessage(error)}`),
  });
}

export function useDeleteHolding() {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: (id: string) => api(holdingPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Holding deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete holding: ${errorMessage(error)}`),
  });
}

/**
 * A new price for a holding. The server applies it to every holding of the same symbol in the
 * household, so the whole list is refreshed, not only this row.
 */
export function useUpdatePrice() {
  const invalidate = useInvalidateInvestments();
  return useMutation({
    mutationFn: async ({ holdingId, input }: { holdingId: string; input: TPriceInput }) =>
      (
        await api(`${holdingPath(holdingId)}/prices`, {
          method: 'POST',
          body: input,
          schema: ZHoldingSaved,
        })
      ).holding,
    onSuccess: async () => {
      toast.success('Price updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update price: ${errorMessage(error)}`),
  });
}
