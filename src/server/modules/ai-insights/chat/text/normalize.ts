/**
 * One spelling for the question and for the records it is matched against, so "auto-pay",
 * "Auto Pay" and "autopay", or "CR-V" and "crv", or "AT&T" and "att" meet.
 */
const UNIFIED_SPELLINGS: readonly [RegExp, string][] = [
  [/[’‘`´]/g, "'"],
  [/\bauto[\s-]?pay(s|ed|ing|ment|ments)?\b/g, 'autopay'],
  [/\bauto[\s-]?draft(s|ed)?\b/g, 'autopay'],
  [/\be-?mail\b/g, 'email'],
  [/\b401\s*\(?k\)?/g, '401k'],
  [/\b403\s*\(?b\)?/g, '403b'],
  [/\bhealth[\s-]care\b/g, 'healthcare'],
  [/\bnet[\s-]?worth\b/g, 'networth'],
  [/\bpowers? of att?orn[a-z]*\b/g, 'poa'],
  [/\bp\.o\.a\.?/g, 'poa'],
  [/\bpay[\s-]off\b/g, 'payoff'],
  [/\bpaid[\s-]off\b/g, 'paidoff'],
  [/\bwi[\s-]?fi\b/g, 'wifi'],
  [/\bi\.?r\.?a\.?s?\b/g, 'ira'],
  [/n't\b/g, 'nt'],
  [/\bi'm\b/g, 'im'],
  [/\b(\w+)'s\b/g, '$1'],
  [/\b(\w+s)'(?=\s|$)/g, '$1'],
  [/\s&\s/g, ' and '],
];

/** Lowercase, no accents, no punctuation, one space between words. */
export function normalizeText(text: string): string {
  let normalized = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, replacement] of UNIFIED_SPELLINGS)
    normalized = normalized.replace(pattern, replacement);
  // Letters joined by & or - are one name (AT&T, CR-V); run twice for "a-b-c" (matches overlap).
  return normalized
    .replace(/([a-z0-9])[&-]([a-z0-9])/g, '$1$2')
    .replace(/([a-z0-9])[&-]([a-z0-9])/g, '$1$2')
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokensOf(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}
