import type { TParsedPositionAccount } from '@shared/investments/positions-import-schemas';
import {
  isSameAccountNumber,
  wholeAccountNumber,
} from '@shared/investments/positions-csv/accounts';
import type { FieldCipher } from '../../platform/crypto/field-encryption';

/** What the preview compares of each of the household's investment accounts. */
export type TStoredAccountNumber = {
  id: string;
  institutionName: string;
  sealed: string | null;
  last4: string | null;
};

/** A sealed number this server cannot open (another key) matches nothing rather than failing. */
function openedNumber(cipher: FieldCipher, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return cipher.decrypt(sealed);
  } catch {
    return null;
  }
}

/**
 * The household's account a file's account is: the same whole number (the file's `238-771204`
 * is the `238771204` typed in the form), else the same institution and last 4 (a masked number,
 * or an account saved with its last 4 only), else the same institution and the part of the
 * number an earlier import kept (isSavedPrefix).
 */
export function matchFileAccount(
  cipher: FieldCipher,
  account: TParsedPositionAccount,
  stored: readonly TStoredAccountNumber[],
  isSameInstitution: (name: string) => boolean,
): string | null {
  const whole = account.accountNumberLast4 === null ? null : wholeAccountNumber(account.key);
  const byNumber =
    whole === null
      ? undefined
      : stored.find((row) => {
          const number = openedNumber(cipher, row.sealed);
          return number !== null && isSameAccountNumber(number, whole);
        });
  const byLast4 = stored.find(
    (row) =>
      account.accountNumberLast4 !== null &&
      row.last4 === account.accountNumberLast4 &&
      isSameInstitution(row.institutionName),
  );
  const bySavedPrefix =
    whole === null
      ? undefined
      : stored.find(
          (row) =>
            isSameInstitution(row.institutionName) &&
            isSavedPrefix(openedNumber(cipher, row.sealed), whole),
        );
  return (byNumber ?? byLast4 ?? bySavedPrefix)?.id ?? null;
}

/**
 * Whether a stored number is what imports before issue 40 kept of a hyphenated one: the part
 * before the first hyphen (`238` of `238-771204`), shown as "****238".
 */
function isSavedPrefix(stored: string | null, whole: string): boolean {
  const prefix = whole.split('-')[0] ?? '';
  return stored !== null && prefix !== whole && stored === prefix;
}

/**
 * The number columns that mend an account an earlier import saved as the part before the hyphen,
 * when a file brings its whole number; none otherwise (a number the household typed is kept).
 */
export function mendedNumberColumns(
  cipher: FieldCipher,
  account: TParsedPositionAccount | undefined,
  storedSealed: string | null,
): { accountNumberSealed?: string; accountNumberLast4?: string } {
  const whole = account?.accountNumberLast4 ? wholeAccountNumber(account.key) : null;
  if (whole === null || !isSavedPrefix(openedNumber(cipher, storedSealed), whole)) return {};
  return importedNumberColumns(cipher, account);
}

/**
 * The number columns of an account created from a file: a whole number sealed exactly as printed
 * (hyphens, letters, leading zeros), a masked one (Schwab's `XXXX-1234`) by its last 4 only, so
 * that the next file from the same account matches it.
 */
export function importedNumberColumns(
  cipher: FieldCipher,
  account: TParsedPositionAccount | undefined,
): { accountNumberSealed?: string; accountNumberLast4?: string } {
  if (!account?.accountNumberLast4) return {};
  const whole = wholeAccountNumber(account.key);
  return {
    ...(whole === null ? {} : { accountNumberSealed: cipher.encrypt(whole) }),
    accountNumberLast4: account.accountNumberLast4,
  };
}
