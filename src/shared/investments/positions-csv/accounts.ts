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

/**
 * The last 4 digits of an account number as printed, or fewer when the file masks all but 3
 * (`...123`). The digits come from the last group of 4 or more, so a Vanguard 529 portfolio
 * suffix (`535672845-01`) does not count. Null when the text has no such digits.
 */
export function accountNumberLast4(accountNumber: string): string | null {
  const groups = accountNumber.match(/\d+/g) ?? [];
  const long = groups.filter((group) => group.length >= 4).at(-1);
  if (long) return long.slice(-4);
  const last = groups.at(-1);
  return last && last.length === 3 ? last : null;
}
