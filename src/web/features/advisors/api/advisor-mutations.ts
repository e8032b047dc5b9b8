import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZAdvisor, type ZAdvisorInput } from '@shared/advisors/advisor-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { advisorKeys } from './advisor-keys';

/** What the form hands over: the shared input, already checked. */
export type AdvisorInput = z.output<typeof ZAdvisorInput>;

export const ZAdvisorSaved = z.object({ advisor: ZAdvisor });

export function advisorPath(id: string, rest = ''): string {
  return `/advisors/${encodeURIComponent(id)}${rest}`;
}

export function useInvalidateAdvisors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: advisorKeys.all }),
      queryClient.invalidateQueries({ queryKey: advisorKeys.documents }),
    ]);
}

export function useCreateAdvisor() {
  const invalidate = useInvalidateAdvisors();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: AdvisorInput) =>
      (
        await api(addingTo('/advisors', addTarget), {
          method: 'POST',
          body: input,
          schema: ZAdvisorSaved,
        })
      ).advisor,
    onSuccess: async () => {
      toast.success('Advisor added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add advisor: ${errorMessage(error)}`),
  });
}

export function useUpdateAdvisor() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AdvisorInput }) =>
      (await api(advisorPath(id), { method: 'PUT', body: input, schema: ZAdvisorSaved })).advisor,
    onSuccess: async () => {
      toast.success('Advisor updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update advisor: ${errorMessage(error)}`),
  });
}

export function useDeleteAdvisor() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: (id: string) => api(advisorPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Advisor deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete advisor: ${errorMessage(error)}`),
  });
}
