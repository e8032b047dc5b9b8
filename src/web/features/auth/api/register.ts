import { useMutation } from '@tanstack/react-query';
import {
  ZSignUpResponse,
  type TSignUpRequest,
  type TSignUpResponse,
} from '@shared/auth/auth-schemas';
import { ZCountryCheck, type TCountryCheck } from '@shared/public-intake/public-intake-schemas';
import { api } from '@web/lib/api';

export type RegisterOutcome =
  { kind: 'outside-usa' } | { kind: 'verification-sent'; email: TSignUpResponse['email'] };

async function checkCountry(): Promise<TCountryCheck | null> {
  try {
    return await api('/check-country', { method: 'POST', schema: ZCountryCheck });
  } catch {
    // Spec §8: a failed country check does not stop a registration.
    return null;
  }
}

/** Spec §1: Nido is US-only, so the visitor's country is checked before the account is made. */
export async function register(input: TSignUpRequest): Promise<RegisterOutcome> {
  const country = await checkCountry();
  if (country && !country.isUSA) return { kind: 'outside-usa' };
  const answer = await api('/auth/sign-up', {
    method: 'POST',
    body: input,
    schema: ZSignUpResponse,
  });
  return { kind: 'verification-sent', email: answer.email };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
