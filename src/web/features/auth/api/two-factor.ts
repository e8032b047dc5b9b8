import { useMutation } from '@tanstack/react-query';
import type { TTwoFactorVerifyRequest } from '@shared/auth/auth-schemas';
import { ZSignInResponse, type TSessionUser } from '@shared/auth/session-view';
import { api } from '@web/lib/api';

/** Finishes a sign-in that asked for the second factor (a TOTP code or a backup code). */
export async function verifyTwoFactor(input: TTwoFactorVerifyRequest): Promise<TSessionUser> {
  const answer = await api('/auth/two-factor/verify', {
    method: 'POST',
    body: input,
    schema: ZSignInResponse,
  });
  if (answer.status !== 'signed-in') {
    throw new Error('The server asked for the second factor again');
  }
  return answer.user;
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
