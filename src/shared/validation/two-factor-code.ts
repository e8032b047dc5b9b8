import { MFA_CODE_LENGTH } from '../constants';

/** Spec §5: non-digits are stripped; Verify needs exactly 6 digits. */
export function sanitizeTwoFactorCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
}

export function isCompleteTwoFactorCode(value: string): boolean {
  return value.length === MFA_CODE_LENGTH && /^\d+$/.test(value);
}
