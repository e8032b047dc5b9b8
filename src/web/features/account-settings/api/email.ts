import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZChangeEmailRequest } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';

export function emailChangeNotice(newEmail: string): string {
  return `We sent a confirmation link to ${newEmail}. Your email changes when you click it.`;
}

/** Nothing changes yet: the address changes when the link sent to it is clicked. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: z.output<typeof ZChangeEmailRequest>) =>
      api('/account/email', { method: 'POST', body: input }),
    onSuccess: (_answer, { newEmail }) => toast.success(emailChangeNotice(newEmail)),
  });
}
