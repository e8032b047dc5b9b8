import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZBackupCodes, ZTwoFactorSetup } from '@shared/account/account-schemas';
import { api } from '@web/lib/api';
import { sessionKeys } from '@web/lib/session';
import { accountKeys } from './account-keys';

/** Step one of enrolment: a secret (as an otpauth URI) and backup codes; not on yet. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api('/account/two-factor/setup', {
        method: 'POST',
        body: { password },
        schema: ZTwoFactorSetup,
      }),
  });
}

/** Step two: a first code from the app proves the secret arrived, and two-factor turns on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api('/account/two-factor/confirm', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      // The session user carries twoFactorEnabled, and the server rotated this session.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
      toast.success('Two-factor authentication is on');
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api('/account/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success('Two-factor authentication is off');
    },
  });
}

/** New backup codes; the old ones stop working at once. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api('/account/two-factor/backup-codes', {
        method: 'POST',
        body: { password },
        schema: ZBackupCodes,
      }),
    onSuccess: () => toast.success('New backup codes created. The old ones no longer work.'),
  });
}
