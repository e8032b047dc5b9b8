import { z } from 'zod';
import { singleLine } from './plain-text';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_STRONG_LENGTH = 14;
export const RESET_PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the cap only keeps hashing cheap to attack-proof. */
export const PASSWORD_MAX_LENGTH = 256;

const RULES: { test: (password: string) => boolean; message: string }[] = [
  {
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
    message: 'Password must be at least 10 characters',
  },
  { test: (p) => /[A-Z]/.test(p), message: 'Must contain an uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Must contain a lowercase letter' },
  { test: (p) => /\d/.test(p), message: 'Must contain a number' },
  { test: (p) => /[^A-Za-z0-9]/.test(p), message: 'Must contain a special character' },
];

/** Spec §5: every broken registration rule, in order. */
export function passwordProblems(password: string): string[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** Spec §5: the rules' messages joined with ". ". */
export function passwordRuleMessage(password: string): string | null {
  const problems = passwordProblems(password);
  return problems.length > 0 ? problems.join('. ') : null;
}

export const STRENGTH_LABELS = ['Too weak', 'Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Spec §5: one point each for ≥10, ≥14, mixed case, a digit, a special character. */
export function passwordStrength(password: string): {
  score: number;
  label: (typeof STRENGTH_LABELS)[number];
} {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 1;
  if (password.length >= PASSWORD_STRONG_LENGTH) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return { score, label: STRENGTH_LABELS[score] ?? 'Too weak' };
}

/** A new password under the registration rules (sign-up, password change). */
export const ZNewPassword = singleLine(
  z
    .string({ error: 'Please enter a password' })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
).superRefine((password, ctx) => {
  const message = passwordRuleMessage(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** Spec §5: a reset only needs 6 characters. */
export const ZResetPassword = singleLine(
  z
    .string()
    .min(
      RESET_PASSWORD_MIN_LENGTH,
      `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters`,
    )
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
