import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  TTrustedContactInput,
  TTrustedContactUpdate,
} from '@shared/triggering-event/event-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { contactPath } from './event-keys';
import { useInvalidateEvents } from './use-invalidate-events';

export function useAddContact() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (input: TTrustedContactInput) =>
      api('/triggering-event/contacts', { method: 'POST', body: input }),
    onSuccess: async () => {
      toast.success('Trusted contact added');
      await invalidate.overview();
    },
    onError: (error) => toast.error(`Failed to add the trusted contact: ${errorMessage(error)}`),
  });
}

export function useUpdateContact() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TTrustedContactUpdate }) =>
      api(contactPath(id), { method: 'PATCH', body: input }),
    onSuccess: async () => {
      toast.success('Trusted contact updated');
      await invalidate.overview();
    },
    onError: (error) => toast.error(`Failed to update the trusted contact: ${errorMessage(error)}`),
  });
}

export function useRemoveContact() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => api(contactPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Trusted contact removed');
      await invalidate.overview();
    },
    onError: (error) => toast.error(`Failed to remove the trusted contact: ${errorMessage(error)}`),
  });
}
