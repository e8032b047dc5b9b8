import { useMutation } from '@tanstack/react-query';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import type { TWaitlistRequest } from '@shared/public-intake/public-intake-schemas';
import { api } from '@web/lib/api';

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (entry: TWaitlistRequest) =>
      api('/waitlist', { method: 'POST', body: entry, schema: ZOkResponse }),
  });
}
