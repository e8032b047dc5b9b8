import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZChangePasswordRequest } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';
import { accountKeys } from './account-keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof ZChangePasswordRequest>) =>
      api('/account/password', { method: 'POST', body: input }),
    onSuccess: () => {
      toast.success('Password changed');
      // Other devices may have just been signed out.
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
