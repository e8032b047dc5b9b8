/*
 * Some banks' OFX files name them by a code, not a name: Chase writes `<ORG>B1` (`<FID>10898`),
 * American Express `<ORG>AMEX` (`<FID>3101`). Source: csingley/ofxtools,
 * ofxtools/config/fi.cfg (the [chase] and [amex] entries). Other banks are named as their file
 * writes `<ORG>`; add a code here when a bank's own word is not one people know it by.
 */
const BY_ORG: Record<string, string> = { B1: 'Chase', AMEX: 'American Express' };
const BY_FID: Record<string, string> = { '10898': 'Chase', '3101': 'American Express' };

/** The institution as people know it, from an OFX file's `<FI>` (or Quicken's `INTU.BID`). */
export function ofxInstitution(
  org: string | null,
  fid: string | null,
  intuitBankId: string | null,
): string | null {
  if (org && BY_ORG[org.toUpperCase()]) return BY_ORG[org.toUpperCase()] ?? null;
  const byId = BY_FID[fid ?? ''] ?? BY_FID[intuitBankId ?? ''];
  return byId ?? (org?.trim() || null);
}
