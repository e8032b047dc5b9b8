import type { BillLine, BillText } from './bill-fields';

/** Words that open the tear-off part of page 1: the payer returns it with the payment. */
const STUB_MARKER =
  /return\s*(?:this|bottom)\s*(?:portion|part|stub|coupon)|detach\s*(?:and|&)?\s*return|please\s*return|amount\s*enclosed|payment\s*(?:stub|coupon)|remittance\s*(?:stub|coupon|portion)|tear\s*(?:here|off)/i;

/** Where a value was printed: the payment stub, or the rest of the bill (its summary). */
export type Place = 'stub' | 'summary';

/**
 * Which part of the bill a line belongs to: page 1 from its first stub marker down is the stub
 * (the marker's own row included), everything else is the summary.
 */
export function placeOf(text: BillText): (line: BillLine) => Place {
  const marker = text.lines.find((line) => line.page === 1 && STUB_MARKER.test(line.text));
  return (line) => (marker && line.page === 1 && line.top >= marker.top - 1 ? 'stub' : 'summary');
}

/**
 * How the payment stub and the summary agree on a value: printed in both (surer), contradicted
 * by a value as strongly labelled in the part where it is not printed (the person must look),
 * or printed in one part only.
 */
export function stubAgreement(
  best: Set<Place>,
  rivals: Array<Set<Place>>,
): 'agree' | 'disagree' | 'alone' {
  if (best.has('stub') && best.has('summary')) return 'agree';
  return rivals.some((places) => [...places].some((place) => !best.has(place)))
    ? 'disagree'
    : 'alone';
}
