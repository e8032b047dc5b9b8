import { ApiError } from '@web/lib/api-error';
import { SIGN_UP_MESSAGES } from './auth-messages';

export const REGISTER_FIELDS = ['fullName', 'email', 'password', 'acceptedTerms'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type SignUpFailure = {
  /** Messages the server tied to a form field. */
  fields: Partial<Record<RegisterField, string>>;
  /** Spec §8: anything not tied to a field is shown at the email field. */
  emailMessage: string | null;
  /** The destructive "Sign Up Failed" toast's text. */
  toastMessage: string;
};

function isRegisterField(name: string): name is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(name);
}

/** Spec §8 "Sign up failed": where each kind of failure is shown, in the spec's words. */
export function signUpFailure(error: unknown): SignUpFailure {
  if (!(error instanceof ApiError)) {
    return {
      fields: {},
      emailMessage: SIGN_UP_MESSAGES.unknownFailure,
      toastMessage: SIGN_UP_MESSAGES.unknownFailure,
    };
  }
  if (error.code === 'NETWORK') {
    return {
      fields: {},
      emailMessage: SIGN_UP_MESSAGES.unexpected,
      toastMessage: SIGN_UP_MESSAGES.unexpected,
    };
  }
  if (error.status >= 500) {
    return {
      fields: {},
      emailMessage: SIGN_UP_MESSAGES.unknownFailure,
      toastMessage: error.message,
    };
  }
  const fields: SignUpFailure['fields'] = {};
  let unplaced: string | null = null;
  for (const [name, message] of Object.entries(error.fields)) {
    if (isRegisterField(name)) fields[name] = message;
    else unplaced ??= message;
  }
  const placedAny = Object.keys(fields).length > 0;
  return {
    fields,
    emailMessage: unplaced ?? (placedAny ? null : error.message),
    toastMessage: error.message,
  };
}
