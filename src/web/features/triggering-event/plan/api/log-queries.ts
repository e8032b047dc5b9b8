import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ZExecutorLog,
  ZLogEntry,
  type TLogEntryInput,
} from '@shared/triggering-event/plan-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { eventPath, planKeys } from './plan-keys';

const ZLogEntrySaved = z.object({ entry: ZLogEntry });

/** The executor's time and expense log of one event, with its totals. */
export function useExecutorLog(eventId: string) {
  return useQuery({
    queryKey: planKeys.log(eventId),
    queryFn: ({ signal }) => api(`${eventPath(eventId)}/log`, { schema: ZExecutorLog, signal }),
  });
}

export function useAddLogEntry(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TLogEntryInput) =>
      (
        await api(`${eventPath(eventId)}/log`, {
          method: 'POST',
          body: input,
          schema: ZLogEntrySaved,
        })
      ).entry,
    onSuccess: async () => {
      toast.success('Added to the log');
      await queryClient.invalidateQueries({ queryKey: planKeys.log(eventId) });
    },
    onError: (error) =>
      toast.error('Could not add to the log', { description: errorMessage(error) }),
  });
}

export function useDeleteLogEntry(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api(`/triggering-event/log/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Removed from the log');
      await queryClient.invalidateQueries({ queryKey: planKeys.log(eventId) });
    },
    onError: (error) =>
      toast.error('Could not remove it from the log', { description: errorMessage(error) }),
  });
}
