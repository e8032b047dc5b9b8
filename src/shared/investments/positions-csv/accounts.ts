import { lastFour } from '../../finance/sensitive-number';

/** An account as a file names it: a preamble, a section title or an account number column. */
export interface TAccountRef {
  key: string;
  /** The account number as printed, when the file gives one. */
  number: string | null;
  name: string | null;
}

/** Rows of a file that names no account go under this key. */
export const UNNAMED_ACCOUNT_KEY = 'Unnamed account';

/** An account number as printed: `Z12345678`, `XXXX-1234`, `...123`, `535672845-01`. */
const ACCOUNT_NUMBER = /^[A-Za-z.*#-]*\d[\dA-Za-z.*#-]*$/;

function looksLikeAccountNumber(token: string): boolean {
  return ACCOUNT_NUMBER.test(token) && (token.match(/\d/g)?.length ?? 0) >= 3;
}

/**
 * Splits a Schwab account title, `Individual                        XXXX-1234` or
 * `Roth IRA ...123`, into its number (the key) and its name. A title without a number is both.
 */
export function splitAccountTitle(title: string): TAccountRef {
  const tokens = title.trim().split(/\s+/);
  const last = tokens.at(-1) ?? '';
  if (looksLikeAccountNumber(last))
    return { key: last, number: last, name: tokens.slice(0, -1).join(' ') || null };
  const name = tokens.join(' ');
  return { key: name, number: null, name };
}

/** What a brokerage prints in place of digits it hides: `XXXX-1234`, `****1234`, `...123`. */
const MASK = /[*.#]|x{2,}/i;
const MASKS = new RegExp(MASK.source, 'gi');
/** A Vanguard 529 portfolio suffix (`535672845-01`): not part of the account number. */
const PORTFOLIO_SUFFIX = /-\d{1,2}$/;

/**
 * The last 4 letters or digits of an account number as printed (`238-771204` ends in 1204,
 * `X12345678` in 5678, `00123456` in 3456), like a typed number's (lastFour), without a
 * portfolio suffix. A masked number may show only 3 (`...123`, `XXXX-123`). Null when the
 * text has fewer than 3 digits: a name, not a number.
 */
export function accountNumberLast4(accountNumber: string): string | null {
  const number = accountNumber.replace(PORTFOLIO_SUFFIX, '');
  if ((number.match(/\d/g)?.length ?? 0) < 3) return null;
  // The digits a mask leaves: `XXXX-123` ends in 123, not X123.
  return lastFour(number.replace(MASKS, '')) || null;
}

/**
 * The account number when the file prints it whole, exactly as printed (hyphens, letters and
 * leading zeros kept): `238-771204`, `X12345678`, `00123456`. Null for a masked number
 * (`XXXX-1234`, `...123`) or a section title.
 */
export function wholeAccountNumber(printed: string): string | null {
  const text = printed.trim();
  if (MASK.test(text) || !/^[A-Za-z0-9-]{4,34}$/.test(text)) return null;
  return accountNumberLast4(text)?.length === 4 ? text : null;
}

/**
 * Whether two account numbers are the same account: letters and digits compared, case and
 * separators aside, so a file's `238-771204` is the `238771204` typed in the form.
 */
export function isSameAccountNumber(a: string, b: string): boolean {
  const letters = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return letters(a) !== '' && letters(a) === letters(b);
}
