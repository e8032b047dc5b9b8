import {
  BANK_WRAPPERS,
  IDENTIFIERS,
  PHONE_NUMBERS,
  PROCESSOR_PREFIXES,
  STORE_NUMBERS,
  TRAILING_WORDS,
} from './descriptor-noise';
import {
  NO_WORDING,
  withoutLearntPrefix,
  withoutLearntSuffix,
  type AccountWording,
} from './account-wording';
import { NAME_ALIASES, WHOLE_DESCRIPTOR_NAMES } from './merchant-aliases';
import { readableCase } from './readable-case';
import { US_CITY_TOKENS, US_STATE_CODES } from './us-places';

/** The merchant behind a bank descriptor. */
export type NormalizedDescriptor = {
  /** What charges of one merchant share: upper case, its first significant words. */
  merchantKey: string;
  /** The merchant's name as a person would write it ("Netflix", "Blue Bottle Coffee"). */
  vendor: string;
};

/**
 * How many words of the name the key keeps. Descriptors are cut at a fixed width and carry
 * varying tails ("COMCAST CABLE COMM" / "COMCAST CABLE"), while two words still tell "AMAZON
 * PRIME" from "AMAZON MARKETPLACE" and "BLUE BOTTLE" from "BLUE CROSS".
 */
const KEY_WORDS = 2;

/**
 * The merchant behind a descriptor as banks write it: "SQ *BLUE BOTTLE COFFEE 0123 SAN
 * FRANCISCO CA" → Blue Bottle Coffee; "COMCAST CABLE COMM PPD ID: 0000123456" → Comcast Cable
 * Comm. Processor prefixes, bank wrappers, identifiers, phone and store numbers, dates and the
 * city and state are removed; what is left is cased for people.
 */
export function normalizeDescriptor(
  description: string,
  wording: AccountWording = NO_WORDING,
): NormalizedDescriptor {
  const words = merchantWords(description, wording);
  const vendor = readableCase(words.map(withoutWebSuffix));
  return { merchantKey: keyOf(words), vendor };
}

function merchantWords(description: string, wording: AccountWording): string[] {
  const text = description.normalize('NFKC').replace(/\t/g, ' ').trim();
  const whole = WHOLE_DESCRIPTOR_NAMES.find(({ pattern }) => pattern.test(text));
  if (whole) return whole.name.split(' ');
  const personal = personToPersonPayee(text);
  if (personal) return personal;

  let name = achOriginator(text) ?? withoutLearntPrefix(text, wording);
  name = stripLeading(name);
  name = cutAtFixedWidthGap(name);
  for (const pattern of [...IDENTIFIERS, ...PHONE_NUMBERS, ...STORE_NUMBERS])
    name = name.replace(pattern, ' ');
  name = withoutStarReference(name);
  const alias = NAME_ALIASES.find(({ pattern }) => pattern.test(name.trim()));
  if (alias) return alias.name.split(' ');

  let words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^A-Za-z0-9&]+|[^A-Za-z0-9&.]+$|\.+$/g, ''))
    .filter((word) => word.length > 0)
    .filter((word, index) => index === 0 || !isReferenceOrUrl(word));
  words = withoutTrailingWords(withoutLearntSuffix(words, wording));
  words = withoutTrailingWords(withoutGluedSuffix(withoutPlace(words, wording)));
  if (words.length > 0) return words;
  // Nothing but noise ("ACH DEBIT 0412"): the descriptor's letters are the best name left.
  const letters = text.replace(/[^A-Za-z& ]+/g, ' ').trim();
  return letters ? letters.split(/\s+/).slice(0, 3) : ['UNKNOWN'];
}

/**
 * Chase and Bank of America write an ACH debit as fields; the originator's name is the payee:
 * "ORIG CO NAME:GEICO ORIG ID:…", "GEICO DES:AUTO PAY ID:… INDN:… CO ID:… PPD".
 */
function achOriginator(text: string): string | null {
  const chase = /ORIG CO NAME:\s*(.+?)\s+(?:ORIG ID|CO ENTRY|DESC DATE|SEC)\b/i.exec(text);
  if (chase?.[1]) return chase[1];
  const bankOfAmerica = /^(.+?)\s+DES:/i.exec(text);
  return bankOfAmerica?.[1] ?? null;
}

/** "Zelle payment to JANE DOE 1234…": the person is the payee, not the service. */
function personToPersonPayee(text: string): string[] | null {
  const match =
    /\b(ZELLE|VENMO|CASH APP)\b.*?\b(?:TO|FROM)\s+([A-Za-z][A-Za-z' .-]+?)(?:\s+(?:[A-Z0-9]*\d[A-Z0-9]*|ON|CONF|REF)\b|$)/i.exec(
      text,
    );
  if (!match?.[1] || !match[2]) return null;
  const person = match[2].trim().split(/\s+/).slice(0, 3);
  return [match[1].toUpperCase(), ...person];
}

function stripLeading(text: string): string {
  let name = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of [...BANK_WRAPPERS, ...PROCESSOR_PREFIXES]) {
      const next = name.replace(pattern, '');
      // Never strip a descriptor down to nothing: "PAYMENT" alone is then its own name.
      if (next !== name && next.trim().length > 0) {
        name = next;
        changed = true;
      }
    }
  }
  return name;
}

/**
 * Card networks send the name and the place in fixed-width fields; where an export keeps their
 * padding, everything after the first wide gap is the place (or the merchant's URL or phone).
 */
function cutAtFixedWidthGap(text: string): string {
  const gap = /\S\s{2,}\S/.exec(text);
  if (!gap || gap.index < 2) return text;
  return text.slice(0, gap.index + 1);
}

/** "SPOTIFY*P1A2B3C4", "AMAZON PRIME*AB12C": the part after the star is a reference. */
function withoutStarReference(text: string): string {
  return text.replace(/\*\s*(\S+)/g, (_, after: string) => (/\d/.test(after) ? ' ' : ` ${after}`));
}

/** Later words that are references (digits among letters), bare numbers or web addresses. */
function isReferenceOrUrl(word: string): boolean {
  if (/^\d+$/.test(word)) return true;
  if (/\d/.test(word) && /[A-Za-z]/.test(word) && (word.match(/\d/g)?.length ?? 0) >= 3)
    return true;
  return /\//.test(word) || /\.(?:COM|NET|ORG|CO|IO|TV)$/i.test(word) || /^WWW\./i.test(word);
}

/** Drops a trailing state code and the city before it ("… SAN JOSE CA"). */
function withoutPlace(words: string[], wording: AccountWording): string[] {
  if (words.length < 2) return words;
  const last = words.at(-1)?.toUpperCase() ?? '';
  if (!US_STATE_CODES.has(last)) return words;
  const rest = words.slice(0, -1);
  const upper = rest.map((word) => word.toUpperCase());
  for (const city of [...wording.towns, ...US_CITY_TOKENS]) {
    if (city.length >= upper.length) continue;
    const tail = upper.slice(-city.length);
    // "CITY OF PALO ALTO": the city is the payee there.
    const payeeIsTheCity = upper[upper.length - city.length - 1] === 'OF';
    if (!payeeIsTheCity && tail.every((word, index) => word === city[index]))
      return rest.slice(0, -city.length);
  }
  return rest;
}

/** PayPal glues names: "PAYPAL *SPOTIFYUSA", "PAYPAL *HULUCOM". */
function withoutGluedSuffix(words: string[]): string[] {
  const [first, ...rest] = words;
  if (!first || first.length < 8) return words;
  return [first.replace(/(?<=[A-Z]{5})(?:USA|COM|INC)$/i, ''), ...rest];
}

/** Also a lone letter left of a card mark ("… C#4417" → "C"). */
function withoutTrailingWords(words: string[]): string[] {
  let end = words.length;
  const isNoise = (word: string) =>
    TRAILING_WORDS.has(word.toUpperCase()) || (word.length === 1 && word !== '&');
  while (end > 1 && isNoise(words[end - 1]!)) end -= 1;
  return words.slice(0, end);
}

/** "NETFLIX.COM" is Netflix: the web suffix is part of how the merchant bills, not its name. */
function withoutWebSuffix(word: string): string {
  return word.replace(/\.(?:COM|NET|ORG)$/i, '');
}

function keyOf(words: readonly string[]): string {
  const cleaned = words
    .map((word) =>
      withoutWebSuffix(word)
        .toUpperCase()
        .replace(/[^A-Z0-9&]/g, ''),
    )
    .filter((word) => word.length > 0);
  const significant = cleaned[0] === 'THE' && cleaned.length > 1 ? cleaned.slice(1) : cleaned;
  // "CITY OF PALO ALTO", "STATE OF …": the payee's name starts after "OF".
  const length = significant[1] === 'OF' ? KEY_WORDS + 1 : KEY_WORDS;
  return significant.slice(0, length).join(' ');
}
