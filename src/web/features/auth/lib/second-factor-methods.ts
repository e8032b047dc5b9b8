import type { InputHTMLAttributes } from 'react';
import { ZTwoFactorVerifyRequest, type TTwoFactorVerifyRequest } from '@shared/auth/auth-schemas';
import { isCompleteTwoFactorCode, sanitizeTwoFactorCode } from '@shared/validation/two-factor-code';

const [, ZBackupCodeRequest] = ZTwoFactorVerifyRequest.options;

/** One way to give the second factor at sign-in: what the field asks for and what is sent. */
export type SecondFactorMethod = {
  id: string;
  label: string;
  hint: string;
  /** How the field types, autofills and looks for this kind of code. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** What is left in the field of what was typed. */
  clean: (typed: string) => string;
  /** Whether Verify is enabled. */
  canVerify: (value: string) => boolean;
  /** The request to send, or why there is none (no problem: nothing worth saying). */
  toRequest: (value: string) => { request: TTwoFactorVerifyRequest } | { problem?: string };
  /** The link to the other method. */
  switchLabel: string;
};

/** Spec §5 "Two-factor code": digits only, Verify at exactly 6. */
export const AUTHENTICATOR_CODE: SecondFactorMethod = {
  id: 'two-factor-code',
  label: 'Authentication code',
  hint: 'The 6-digit code from your authenticator app.',
  inputProps: {
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    className: 'h-12 text-center font-mono text-xl tracking-[0.4em] md:text-xl',
  },
  clean: sanitizeTwoFactorCode,
  canVerify: isCompleteTwoFactorCode,
  toRequest: (code) =>
    isCompleteTwoFactorCode(code) ? { request: { code } } : { problem: undefined },
  switchLabel: 'Use a backup code instead',
};

/** For someone without their authenticator: one of the single-use backup codes instead. */
export const BACKUP_CODE: SecondFactorMethod = {
  id: 'two-factor-backup-code',
  label: 'Backup code',
  hint: 'One of the backup codes you saved when you turned on two-factor authentication. Each works once.',
  inputProps: {
    autoComplete: 'off',
    autoCapitalize: 'none',
    spellCheck: false,
    className: 'font-mono',
  },
  clean: (typed) => typed,
  canVerify: (backupCode) => backupCode.trim() !== '',
  toRequest: (backupCode) => {
    const parsed = ZBackupCodeRequest.safeParse({ backupCode });
    return parsed.success ? { request: parsed.data } : { problem: parsed.error.issues[0]?.message };
  },
  switchLabel: 'Use your authenticator app instead',
};
