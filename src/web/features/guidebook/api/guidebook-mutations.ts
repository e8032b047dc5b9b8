import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import { ZGuidebookEntrySaved } from '@shared/guidebook/guidebook-view-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';

/** What the entry form hands over: the shared input, already checked. */
export type GuidebookEntryInput = z.output<typeof ZGuidebookEntryInput>;

const guidebookKey = [...householdKeys.all, 'guidebook'] as const;

function entryPath(id: string): string {
  return `/guidebook/${encodeURIComponent(id)}`;
}

function useInvalidateGuidebook() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: guidebookKey });
}

export function useCreateEntry() {
  const invalidate = useInvalidateGuidebook();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: GuidebookEntryInput) =>
      (
        await api(addingTo('/guidebook', addTarget), {
          method: 'POST',
          body: input,
          schema: ZGuidebookEntrySaved,
        })
      ).entry,
    onSuccess: async () => {
      toast.success('Guidebook entry added successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to add the entry: ${errorMessage(error)}`),
  });
}

export function useUpdateEntry() {
  const invalidate = useInvalidateGuidebook();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: GuidebookEntryInput }) =>
      (await api(entryPath(id), { method: 'PUT', body: input, schema: ZGuidebookEntrySaved }))
        .entry,
    onSuccess: async () => {
      toast.success('Guidebook entry updated successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to update the entry: ${errorMessage(error)}`),
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateGuidebook();
  return useMutation({
    mutationFn: (id: string) => api(entryPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Guidebook entry deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete the entry: ${errorMessage(error)}`),
  });
}
