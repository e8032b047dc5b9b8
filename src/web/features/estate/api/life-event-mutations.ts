import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZLifeEvent, type ZLifeEventInput } from '@shared/estate/estate-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { useInvalidateEstate } from './use-invalidate-estate';

export type LifeEventInput = z.output<typeof ZLifeEventInput>;

const ZLifeEventSaved = z.object({ lifeEvent: ZLifeEvent });

/** A life event changes the review dates of the plan, so everything estate is read again. */
export function useRecordLifeEvent() {
  const invalidate = useInvalidateEstate();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: async (input: LifeEventInput) =>
      (
        await api(addingTo('/estate/life-events', addTarget), {
          method: 'POST',
          body: input,
          schema: ZLifeEventSaved,
        })
      ).lifeEvent,
    onSuccess: async () => {
      toast.success('Life event recorded successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to record the life event: ${errorMessage(error)}`),
  });
}

export function useDeleteLifeEvent() {
  const invalidate = useInvalidateEstate();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/estate/life-events/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Life event deleted successfully!');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to delete the life event: ${errorMessage(error)}`),
  });
}
