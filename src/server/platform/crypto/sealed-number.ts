import { lastFour } from '@shared/finance/sensitive-number';
import type { FieldCipher } from './field-encryption';

export type SealedColumns = { sealed: string | null; last4: string | null };

/**
 * The column values for a secret number of a create or update: `undefined` (not sent) keeps
 * what is stored, `null` removes it, a value is sealed with its last 4 kept for display.
 */
export function sealNumber(
  cipher: FieldCipher,
  value: string | null | undefined,
): SealedColumns | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { sealed: null, last4: null };
  return { sealed: cipher.encrypt(value), last4: lastFour(value) };
}
