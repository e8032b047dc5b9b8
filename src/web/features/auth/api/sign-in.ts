import { useMutation } from '@tanstack/react-query';
import { SIGN_IN_TIMEOUT_MS } from '@shared/constants';
import type { TSignInRequest } from '@shared/auth/auth-schemas';
import { ZSignInResponse, type TSignInResponse } from '@shared/auth/session-view';
import { api } from '@web/lib/api';

/** Spec §8: a sign-in with no answer after 30 s is given up, and the user is told. */
export class SignInTimeoutError extends Error {
  override name = 'SignInTimeoutError';
}

export async function signIn(input: TSignInRequest): Promise<TSignInResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_IN_TIMEOUT_MS);
  try {
    return await api('/auth/sign-in', {
      method: 'POST',
      body: input,
      schema: ZSignInResponse,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new SignInTimeoutError('Sign-in timed out');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
