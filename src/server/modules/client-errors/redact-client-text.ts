/**
 * Error reports are text a browser sends, so anything can be in them: an account number shown on
 * the screen that crashed, a token in a URL. What reaches the server log is cut down to what
 * helps find the bug.
 */

export const REDACTED = '[redacted]';

/** Five or more digits, also in groups as card and account numbers are written. */
const LONG_NUMBER = /\d(?:[\s.-]*\d){4,}/g;

/** A word of a message or stack: a URL, a path, `name=value`… (split where quotes and brackets are). */
const TOKEN = /[^\s"'`<>()[\]{}]+/g;

/**
 * The query string or fragment of a URL or path (`/x?token=…`, `https://host#access_token=…`),
 * and parameters without a path in front (`?account=…`, `&token=…`). Done word by word, not with
 * one pattern over the whole text: that keeps the time linear whatever a client sends.
 */
function withoutQuery(token: string): string {
  const at = token.search(/[?#&]/);
  if (at < 0) return token;
  const before = token.slice(0, at);
  const after = token.slice(at + 1);
  if (!before.includes('/') && !after.includes('=')) return token;
  return `${before}${token.charAt(at)}${REDACTED}`;
}

/** The text with query strings and long numbers replaced, cut to `maxLength` characters. */
export function redactClientText(text: string, maxLength: number): string {
  const redacted = text.replace(TOKEN, withoutQuery).replace(LONG_NUMBER, REDACTED);
  return redacted.length > maxLength ? `${redacted.slice(0, maxLength)}…` : redacted;
}

/** The page the error happened on, without its query string or fragment. */
export function redactClientPath(path: string, maxLength: number): string {
  return redactClientText(path.replace(/[?#].*$/s, ''), maxLength);
}
