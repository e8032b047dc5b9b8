/**
 * The guidebook promises that no password is kept in it in plain text: it says where the family
 * finds them instead. The rule is deliberately simple, so people can predict it: a password word
 * (password, passwd, pwd, passcode, passphrase, PIN) followed by ":" or "=" and a value, or
 * directly by a number ("passcode 4821"). "The passwords are in our password manager" passes.
 */
const PASSWORD_WORD = String.raw`\b(?:password|passwd|pwd|passcode|passphrase|pin)`;
const LOOKS_LIKE_A_PASSWORD = new RegExp(
  String.raw`${PASSWORD_WORD}\s*[:=]\s*\S|${PASSWORD_WORD}\s+\d`,
  'i',
);

export const NO_PASSWORDS_MESSAGE =
  "Don't store passwords here: say where the family can find them (for example a password manager's emergency access)";

export function looksLikeItHoldsAPassword(text: string): boolean {
  return LOOKS_LIKE_A_PASSWORD.test(text);
}
