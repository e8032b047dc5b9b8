/** Words kept in lower case inside a name ("City of Keller"), unless they start it. */
const MINOR_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'de', 'la', 'by', 'to']);

/** Words that open a line that is an instruction or a care-of line, not a company. */
const NOT_A_NAME =
  /^(?:c\/o|attn|attention|care of|p\.?\s*o\.?\s*box|payment|please|check|return|keep|retain|amount|account|total|due|service|customer|page|to\b|from\b|remit)/i;

/**
 * Whether a line reads like a company name on an address block: a few words, letters rather
 * than digits, no sentence punctuation, and written as a name (upper or title case), so
 * "Check here & provide information on back." is not taken for one.
 */
export function looksLikeCompanyName(line: string): boolean {
  const text = line.trim();
  if (text.length < 3 || text.length > 40 || NOT_A_NAME.test(text)) return false;
  if (/\d|[:;?!@]|\.$|\.com|www/i.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 6) return false;
  return words.every(
    (word) =>
      MINOR_WORDS.has(word.toLowerCase()) || /^[A-Z&'(]/.test(word) || /^[^A-Za-z]+$/.test(word),
  );
}

/** Abbreviations common in the names of billers, kept in capitals. */
const ACRONYMS = new Set([
  'HOA',
  'LLC',
  'LLP',
  'LP',
  'ISD',
  'MUD',
  'PUD',
  'EMC',
  'USA',
  'US',
  'TV',
]);

function capitalise(word: string): string {
  // Initials and names with symbols (AT&T, PG&E, TXU) read better as printed.
  if (/&/.test(word) || ACRONYMS.has(word) || (/^[A-Z]{1,3}$/.test(word) && !/[AEIOUY]/.test(word)))
    return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * A company name as a person would type it: "ATMOS ENERGY" → "Atmos Energy", "CITY OF KELLER"
 * → "City of Keller". Names already in mixed case are kept as printed.
 */
export function toDisplayName(name: string): string {
  const trimmed = name
    .trim()
    .replace(/[\s,.;:*-]+$/, '')
    .replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  // A name of one short word in capitals is an initialism ("LADWP", "SMUD").
  if (/^[A-Z&]{2,5}$/.test(trimmed)) return trimmed;
  return trimmed
    .split(' ')
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(' ');
}

/** Names compared without case, spacing or punctuation. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
