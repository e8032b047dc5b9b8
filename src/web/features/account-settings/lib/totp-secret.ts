/**
 * The base32 secret inside an otpauth:// URI, for people who type it into their authenticator
 * app instead of scanning the QR code. Null when the URI has none.
 */
export function secretFromOtpauthUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
