import { useMutation } from '@tanstack/react-query';
import {
  ZSignUpResponse,
  type TSignUpRequest,
  type TSignUpResponse,
} from '@shared/auth/auth-schemas';
import type { TSessionUser } from '@shared/auth/session-view';
import {
  ZSignUpAndAcceptResponse,
  type TSignUpAndAcceptRequest,
} from '@shared/family/family-schemas';
import { ZCountryCheck, type TCountryCheck } from '@shared/public-intake/public-intake-schemas';
import { api } from '@web/lib/api';

export type RegisterOutcome =
  | { kind: 'outside-usa' }
  | { kind: 'verification-sent'; email: TSignUpResponse['email'] }
  /** Spec §4: registering with an invitation signs the new guest in at once. */
  | { kind: 'joined-family'; user: TSessionUser; inviterName: string };

/** The form's values, and the invitation the page was opened with (if any). */
export type RegisterInput = TSignUpRequest & { invitation: string | null };

async function checkCountry(): Promise<TCountryCheck | null> {
  try {
    return await api('/check-country', { method: 'POST', schema: ZCountryCheck });
  } catch {
    // Spec §8: a failed country check does not stop a registration.
    return null;
  }
}

/** Spec §7 signup-and-accept-invitation: the account, the connection and the session at once. */
export async function signUpAndAccept(input: TSignUpAndAcceptRequest): Promise<RegisterOutcome> {
  const answer = await api('/auth/sign-up-and-accept', {
    method: 'POST',
    body: input,
    schema: ZSignUpAndAcceptResponse,
  });
  return { kind: 'joined-family', user: answer.user, inviterName: answer.inviterName };
}

/** Spec §1: Nido is US-only, so the visitor's country is checked before the account is made. */
export async function register({ invitation, ...input }: RegisterInput): Promise<RegisterOutcome> {
  const country = await checkCountry();
  if (country && !country.isUSA) return { kind: 'outside-usa' };
  if (invitation) return signUpAndAccept({ ...input, invitationCode: invitation });
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
