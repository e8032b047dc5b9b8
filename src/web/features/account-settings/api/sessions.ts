import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZSessionList } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { accountKeys } from './account-keys';

/** The devices signed in to this account, most recently active first. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: () => api('/account/sessions', { schema: ZSessionList }),
    // A security list: show what is true now, not what was true five minutes ago.
    staleTime: 0,
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/account/sessions/revoke-others', { method: 'POST' }),
    onSuccess: () => {
      toast.success('Signed out of all other devices');
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
