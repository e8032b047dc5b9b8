import type { TStatementAccount } from '@shared/statements/statement-types';

const KIND_WORDS: Record<TStatementAccount['kind'], string> = {
  checking: 'checking',
  savings: 'savings',
  credit_card: 'card',
  other: 'account',
};

/**
 * How the person knows the account: "Chase ****8842"; "Chase checking" when the file gives no
 * number; the file's name when it says nothing of the account at all.
 */
export function accountLabel(account: Omit<TStatementAccount, 'label'>, fileName: string): string {
  const { institution, last4, kind } = account;
  if (institution && last4) return `${institution} ****${last4}`;
  if (institution) return `${institution} ${KIND_WORDS[kind]}`;
  if (last4) return `Account ****${last4}`;
  return fileName;
}

/** The last four digits of an account or card number as files write it ("XXXX1234", "-41005"). */
export function lastFourDigits(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
