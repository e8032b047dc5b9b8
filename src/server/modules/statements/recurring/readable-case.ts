/** Names that are written in capitals however a descriptor spells them. */
const ACRONYMS: ReadonlySet<string> = new Set([
  'AT&T',
  'PG&E',
  'SDG&E',
  'HBO',
  'USAA',
  'YMCA',
  'YWCA',
  'IRS',
  'CVS',
  'ADT',
  'BMW',
  'GM',
  'HOA',
  'ESPN',
  'NYT',
  'AAA',
  'UPS',
  'DMV',
  'LA',
  'NY',
  'TV',
  'II',
  'III',
]);

const SMALL_WORDS: ReadonlySet<string> = new Set([
  'OF',
  'AND',
  'THE',
  'FOR',
  'AT',
  'IN',
  'ON',
  'TO',
]);

/**
 * A name in the case people write it: "NETFLIX" → "Netflix", "BLUE BOTTLE COFFEE" → "Blue Bottle
 * Coffee", "AT&T" stays. A word that already mixes cases ("YouTube") was written by the merchant
 * and is kept as it is.
 */
export function readableCase(words: readonly string[]): string {
  return words
    .map((word, index) => {
      if (/[a-z]/.test(word) && /[A-Z]/.test(word.slice(1))) return word;
      const upper = word.toUpperCase();
      if (ACRONYMS.has(upper) || upper.includes('&') || /\d/.test(upper)) return upper;
      // A short word without vowels is an abbreviation ("BP", "TJ"), not a word to capitalise.
      if (upper.length <= 3 && !/[AEIOUY]/.test(upper)) return upper;
      if (index > 0 && SMALL_WORDS.has(upper)) return upper.toLowerCase();
      return upper
        .toLowerCase()
        .replace(/(^|[-'./])([a-z])/g, (_, separator: string, letter: string) =>
          separator === "'" ? `${separator}${letter}` : `${separator}${letter.toUpperCase()}`,
        );
    })
    .join(' ');
}
