import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { maskLastFour } from './sensitive-number';

/** Spec §3 bank_account: "name, space, ****, last 4 digits", as in "Chase Checking ****1234". */
const MASKED_SUFFIX = / \*{4}\d{4}$/;

/**
 * Five or more digits with nothing but spaces, dashes, dots or other non-letters between them:
 * a card or account number however it is grouped ("4111 1111 1111 1111", "12-345-678").
 */
const LONG_NUMBER = /\d(?:[^\p{L}\d]*\d){4,}/u;

export const BANK_ACCOUNT_MAX_LENGTH = 200;
export const BANK_ACCOUNT_NUMBER_MESSAGE =
  'Only the last 4 digits of a card or account number can be saved, as in Chase Checking ****1234';
export const BANK_ACCOUNT_FORMAT_MESSAGE =
  'Enter the account as its name and last 4 digits, as in Chase Checking ****1234';

/**
 * Why a bank account text cannot be saved, or null when it can. The text is stored and listed in
 * clear, so nothing of a number beyond its last 4 digits may be in it. A name alone is accepted:
 * a checking or savings account without a number is offered as "institution - account name".
 */
export function bankAccountProblem(text: string): string | null {
  const name = text.replace(MASKED_SUFFIX, '');
  if (LONG_NUMBER.test(name)) return BANK_ACCOUNT_NUMBER_MESSAGE;
  if (!name.trim() || name.includes('*')) return BANK_ACCOUNT_FORMAT_MESSAGE;
  return null;
}

/** The obligation's bank_account as the API takes it: optional, trimmed, checked. */
export const ZBankAccountText = singleLine(
  z
    .string()
    .trim()
    .max(BANK_ACCOUNT_MAX_LENGTH, `Keep this under ${BANK_ACCOUNT_MAX_LENGTH} characters`),
)
  .nullish()
  .transform((value) => value || null)
  .superRefine((value, ctx) => {
    const problem = value === null ? null : bankAccountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Spec §5: a financial account as the bank account dropdown offers it, "institution - account
 * name ****number" (the obligation's bank_account when it is paid from that account).
 */
export function bankAccountLabel(account: {
  institutionName: string;
  accountName: string;
  accountNumberLast4: string | null;
}): string {
  const masked = maskLastFour(account.accountNumberLast4);
  return `${account.institutionName} - ${account.accountName}${masked ? ` ${masked}` : ''}`;
}
