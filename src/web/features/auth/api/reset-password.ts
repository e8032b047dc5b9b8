import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TResetPasswordRequest } from '@shared/auth/auth-schemas';
import { api } from '@web/lib/api';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: TResetPasswordRequest) =>
      api('/auth/reset-password', { method: 'POST', body: input, schema: ZOkResponse }),
  });
}
