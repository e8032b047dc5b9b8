import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZUpdateProfileRequest } from '@shared/account/account-schemas';
import { ZSessionResponse } from '@shared/auth/session-view';
import { api } from '@web/lib/api';
import { sessionKeys } from '@web/lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof ZUpdateProfileRequest>) =>
      api('/account/profile', { method: 'PATCH', body: input, schema: ZSessionResponse }),
    onSuccess: () => {
      toast.success('Profile updated');
      // The name shows in the profile menu and the greeting, both read from the session.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
