import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CONSENT_GRANTED_MESSAGE,
  CONSENT_REVOKED_MESSAGE,
  ZConsentList,
  ZConsentRecord,
  type ConsentType,
} from '@shared/consent/consent-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';

export const consentKeys = {
  all: ['consent'] as const,
};

export function useConsents() {
  return useQuery({
    queryKey: consentKeys.all,
    queryFn: () => api('/consent', { schema: ZConsentList }),
  });
}

/** Grants or revokes one kind of consent, with the spec's toasts. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, consented }: { type: ConsentType; consented: boolean }) =>
      api(`/consent/${type}`, { method: 'PUT', body: { consented }, schema: ZConsentRecord }),
    onSuccess: (record) => {
      toast.success(record.consented ? CONSENT_GRANTED_MESSAGE : CONSENT_REVOKED_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: consentKeys.all });
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Could not save your choice. Please try again.')),
  });
}
