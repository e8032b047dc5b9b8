import type { TAddress } from './address';

/**
 * Telling whether two US street addresses are the same place: a bill prints "1420 SE Oak Street
 * Apt 2" where the household typed "1420 Oak St". The street number and the street's own name
 * decide; the type of street (St, Ave…), directions (SE, North…), the unit and letter case do not.
 */

const STREET_TYPES = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'rd',
  'road',
  'dr',
  'drive',
  'ln',
  'lane',
  'blvd',
  'boulevard',
  'ct',
  'court',
  'pl',
  'place',
  'ter',
  'terrace',
  'way',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'cir',
  'circle',
  'trl',
  'trail',
  'loop',
  'sq',
  'square',
]);

const DIRECTIONS = new Set([
  'n',
  's',
  'e',
  'w',
  'ne',
  'nw',
  'se',
  'sw',
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
]);

/** What starts a unit within a building: it and everything after it are not the street. */
const UNIT = /[\s,]+(?:apt|apartment|unit|suite|ste|fl|floor|bldg|rm)\b.*$|\s*#.*$/i;

/**
 * "1420|oak" for "1420 SE Oak Street, Apt 2": the number and the street's name, or null when the
 * line does not start with a street number (a PO Box, a name, a city).
 */
export function streetKey(street: string): string | null {
  const words = street
    .toLowerCase()
    .replace(UNIT, '')
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const number = words[0]?.match(/^\d+[a-z]?$/)?.[0];
  if (!number) return null;
  const rest = words.slice(1);
  // Street types at the end go ("Oak St" is "Oak"), but never the whole name ("E St" stays "E").
  while (rest.length > 1 && STREET_TYPES.has(rest[rest.length - 1] ?? '')) rest.pop();
  const name = rest.filter((word) => !DIRECTIONS.has(word) || rest.length === 1);
  if (name.length === 0) return null;
  return `${number}|${name.join(' ')}`;
}

const STATE_AND_ZIP = /^(.*?)[,\s]+([A-Za-z]{2})[,\s]+(\d{5})(?:-\d{4})?\s*$/;

/**
 * A service address printed on one line ("1420 SE Oak St, Portland, OR 97214") as its parts, or
 * null when it is not street, city, state and ZIP in that order.
 */
export function parseOneLineAddress(line: string): TAddress | null {
  const found = STATE_AND_ZIP.exec(line.trim());
  if (!found) return null;
  const [, before = '', state = '', zip = ''] = found;
  const parts = before
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const city = parts.pop() ?? '';
  const street = parts.join(', ');
  if (!streetKey(street)) return null;
  return { street, city, state: state.toUpperCase(), zip };
}

/**
 * Whether a bill's service address is this address: the same street key, and the same 5-digit
 * ZIP where both have one (one street name recurs from town to town).
 */
export function isSameStreetAddress(
  bill: { street: string; zip?: string | null },
  address: { street: string; zip?: string | null },
): boolean {
  const key = streetKey(bill.street);
  if (!key || key !== streetKey(address.street)) return false;
  const zipOf = (value: string | null | undefined) => value?.match(/\d{5}/)?.[0] ?? null;
  const [billZip, zip] = [zipOf(bill.zip), zipOf(address.zip)];
  return !billZip || !zip || billZip === zip;
}

/**
 * The street part of a one-line address when it cannot be split into parts (no state or ZIP):
 * everything before the first comma.
 */
export function streetOfLine(line: string): { street: string; zip: string | null } {
  const parsed = parseOneLineAddress(line);
  if (parsed) return { street: parsed.street, zip: parsed.zip };
  return { street: line.split(',')[0]?.trim() ?? '', zip: line.match(/\b\d{5}\b/)?.[0] ?? null };
}
