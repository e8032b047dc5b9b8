import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZPolicy, type ZPolicyInput } from '@shared/estate/policy-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';

/** What the policy form hands over: the shared input, already checked. */
export type PolicyInput = z.output<typeof ZPolicyInput>;

const ZPolicySaved = z.object({ policy: ZPolicy });

const policyPath = (id: string) => `/policies/${encodeURIComponent(id)}`;

/** After any change: the policies of every selection, and the estate plan that counts them. */
function useInvalidatePolicies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...householdKeys.all, 'policies'] }),
      queryClient.invalidateQueries({ queryKey: householdKeys.estate }),
    ]);
}

export function useCreatePolicy() {
  const invalidate = useInvalidatePolicies();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: PolicyInput) =>
      (
        await api(addingTo('/policies', addTarget), {
          method: 'POST',
          body: input,
          schema: ZPolicySaved,
        })
      ).policy,
    onSuccess: async () => {
      toast.success('Insurance policy added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add insurance policy: ${errorMessage(error)}`),
  });
}

export function useUpdatePolicy() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: PolicyInput }) =>
      (await api(policyPath(id), { method: 'PUT', body: input, schema: ZPolicySaved })).policy,
    onSuccess: async () => {
      toast.success('Insurance policy updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update insurance policy: ${errorMessage(error)}`),
  });
}

export function useDeletePolicy() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (id: string) => api(policyPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Insurance policy deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete insurance policy: ${errorMessage(error)}`),
  });
}
