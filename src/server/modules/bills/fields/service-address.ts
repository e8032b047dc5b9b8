import type { BillLine, BillText, ExtractedField } from './bill-fields';
import { findLabelledValues, type Found, type Label } from './labelled-values';

type AddressKind = 'service' | 'other';

const ADDRESS_LABELS: Array<Label<AddressKind>> = [
  {
    kind: 'service',
    pattern:
      /service\s*(?:address|location)|premises?\s*(?:address|location)|location\s*of\s*service|service\s*at\b/i,
  },
  // Other addresses, read so they end a service address label's segment on their line.
  { kind: 'other', pattern: /mailing\s*address|billing\s*address|remit\s*to|customer\s*service/i },
];

/**
 * A street line: a house number, then the street ("1420 SE OAK ST", "601 N PATE ORR RD#1"), with
 * its unit, city, state and ZIP when they follow on the same line ("42 Birch Lane, Lakeside, MN
 * 55401").
 */
const STREET =
  /\b\d{1,6}[A-Z]?\s+(?:[A-Za-z0-9][\w.'#/-]*\s?){1,7}(?:,\s*(?:apt|unit|ste|suite|#)\.?\s*[\w-]+)?(?:,\s*[A-Za-z][A-Za-z .'-]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)?/gi;
const PO_BOX = /\bp\.?\s*o\.?\s*box\b/i;
/** "PORTLAND, OR 97214", "GREELEY CO 80631-5310": the city line under a street. */
const CITY_LINE = /^[A-Za-z][A-Za-z .'-]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

function readStreet(text: string): Array<Found<string>> {
  return [...text.matchAll(STREET)]
    .filter((match) => /[A-Za-z]{2,}/.test(match[0]) && !PO_BOX.test(match[0]))
    .map((match) => ({ value: match[0].trim(), index: match.index, text: match[0] }));
}

/** The city line within the two lines under the street, near where the street starts. */
function cityUnder(lines: BillLine[], line: BillLine, street: string): string | null {
  const at = lines.indexOf(line);
  const cell = line.cells?.find((candidate) => candidate.text.includes(street));
  for (const next of lines.slice(at + 1, at + 3)) {
    if (next.page !== line.page) break;
    const city = (next.cells ?? [{ text: next.text, x: next.x }]).find(
      (candidate) =>
        CITY_LINE.test(candidate.text.trim()) &&
        (!cell || Math.abs(candidate.x - cell.x) <= Math.max(cell.end - cell.x, 40)),
    );
    if (city) return city.text.trim();
  }
  return null;
}

/**
 * Where the service is delivered, as one line: the street under or after a "Service Address"
 * label, with its city line when one stands under it. Mailing and remit-to addresses are not it.
 */
export function findServiceAddress(text: BillText): ExtractedField<string | null> {
  const found = findLabelledValues(text, ADDRESS_LABELS, readStreet, { maxPage: 1 }).find(
    (candidate) => candidate.kind === 'service',
  );
  if (!found) return { value: null, confidence: 0, source: null };
  const street = found.value.replace(/\s{2,}.*$/, '');
  const city = /\d{5}(?:-\d{4})?$/.test(street) ? null : cityUnder(text.lines, found.line, street);
  const whole = city ? `${street}, ${city}` : street;
  return {
    value: whole,
    confidence: /\d{5}(?:-\d{4})?$/.test(whole) ? 0.85 : 0.7,
    source: found.source,
  };
}
