import { isAPIError } from 'better-auth/api';
import type { ErrorCode } from '@shared/api-error';
import { AppError } from '../http/app-error';

/** better-auth's error codes that mean something to our users, in our vocabulary. */
const KNOWN: Record<string, { code: ErrorCode; message?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
  INVALID_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'The password is incorrect.' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    code: 'INVALID_CREDENTIALS',
    message: 'The password is incorrect.',
  },
  EMAIL_NOT_VERIFIED: {
    code: 'EMAIL_NOT_VERIFIED',
    message: 'Please check your email and click the verification link before signing in.',
  },
  INVALID_TOKEN: {
    code: 'TOKEN_INVALID',
    message: 'Invalid verification link. Please check your email and try again.',
  },
  TOKEN_EXPIRED: {
    code: 'TOKEN_EXPIRED',
    message: 'This verification link has expired. Please request a new one.',
  },
  INVALID_CODE: {
    code: 'TWO_FACTOR_INVALID',
    message: 'That code is not right. Check your authenticator app and try again.',
  },
  INVALID_BACKUP_CODE: { code: 'TWO_FACTOR_INVALID', message: 'That backup code is not valid.' },
  CODE_ALREADY_USED: { code: 'TWO_FACTOR_INVALID' },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'TWO_FACTOR_INVALID',
    message: 'Your sign-in attempt has expired. Please sign in again.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'RATE_LIMITED',
    message: 'Too many wrong codes. Please sign in again.',
  },
  TWO_FACTOR_LOCKED: {
    code: 'RATE_LIMITED',
    message: 'Too many wrong codes. Please wait a few minutes and try again.',
  },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED' },
  USER_NOT_FOUND: { code: 'NOT_FOUND', message: 'Account not found.' },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    message: 'Your session has ended. Please sign in again.',
  },
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/** Runs a better-auth call and turns its APIError into our AppError. */
export async function callAuth<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: string; message?: string };
    const known = body.code ? KNOWN[body.code] : undefined;
    const message = known?.message ?? body.message ?? 'The request could not be completed.';
    if (known?.code === 'VALIDATION_FAILED')
      throw AppError.validation({ password: message }, message);
    throw new AppError(known?.code ?? BY_STATUS[error.statusCode] ?? 'BAD_REQUEST', message);
  }
}
