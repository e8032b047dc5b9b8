import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { RESEND_MESSAGES as M } from '../lib/auth-messages';

/** The server answers the same for any address, so this says nothing about whether it exists. */
export async function resendVerification(email: string): Promise<void> {
  await api('/auth/resend-verification', { method: 'POST', body: { email }, schema: ZOkResponse });
}

/** Spec §8 "Resend": sends the verification email again, with its toasts. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(M.sentTitle, { description: M.sent }),
    onError: (error) => toast.error(M.failedTitle, { description: errorMessage(error) }),
  });
}
