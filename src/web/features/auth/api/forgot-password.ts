import { useMutation } from '@tanstack/react-query';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { api } from '@web/lib/api';

/** Emails a reset link if the address has an account; the answer is the same either way. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/auth/forgot-password', { method: 'POST', body: { email }, schema: ZOkResponse }),
  });
}
