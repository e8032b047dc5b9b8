import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDeleteAccountRequest } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';

/**
 * Deletes the account and everything in it; the server also ends the session. The caller leaves
 * the signed-in screens and forgets the cached user (see DeleteAccountDialog).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: z.output<typeof ZDeleteAccountRequest>) =>
      api('/account', { method: 'DELETE', body: input }),
  });
}
