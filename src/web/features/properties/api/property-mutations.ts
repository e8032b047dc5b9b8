import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZProperty, type ZPropertyInput } from '@shared/finance/property-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { propertyKeys } from './property-keys';

/** What the form hands over: the shared input, already checked. */
export type PropertyInput = z.output<typeof ZPropertyInput>;

const ZPropertySaved = z.object({ property: ZProperty });

function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [propertyKeys.all, propertyKeys.loans, propertyKeys.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * The spec gives no property messages; these follow the loan ones (spec §8): a short title, and
 * the server's message as the description.
 */
function failed(title: string) {
  return (error: unknown) => toast.error(title, { description: errorMessage(error) });
}

export function useCreateProperty() {
  const invalidate = useInvalidateProperties();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: PropertyInput) =>
      (
        await api(addingTo('/properties', addTarget), {
          method: 'POST',
          body: input,
          schema: ZPropertySaved,
        })
      ).property,
    onSuccess: async () => {
      toast.success('Property added');
      await invalidate();
    },
    onError: failed('Failed to add property'),
  });
}

export function useUpdateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: PropertyInput }) =>
      (
        await api(`/properties/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: input,
          schema: ZPropertySaved,
        })
      ).property,
    onSuccess: async () => {
      toast.success('Property updated');
      await invalidate();
    },
    onError: failed('Failed to update property'),
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: string) => api(`/properties/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Property deleted');
      await invalidate();
    },
    onError: failed('Failed to delete property'),
  });
}
