import type { BillText } from './bill-fields';
import { nameKey } from './company-name';
import { findLabelledValues, type Found, type Label } from './labelled-values';

/** Labels that name the person or business the bill is addressed to. */
const CUSTOMER_LABELS: Array<Label<'customer'>> = [
  {
    kind: 'customer',
    pattern:
      /customer\s*name|account\s*name|(?:bill(?:ed)?|sold|ship|deliver)\s*to|payment\s*from|prepared\s*for|service\s*for|name\s*:/i,
  },
];

/** The rest of the label's column: the name itself. */
function nameIn(text: string): Array<Found<string>> {
  const match = /[A-Za-z][^\s].*?(?=\s{3,}|$)/.exec(text);
  return match ? [{ value: match[0].trim(), index: match.index, text: match[0] }] : [];
}

/**
 * The customer's own names (as comparison keys), so the vendor rule never offers the person
 * or business the bill is addressed to: "Customer Name: KELLER ISD" and the first line of the
 * address block that follows "Payment From:" on a stub.
 */
export function customerNameKeys(text: BillText): Set<string> {
  const keys = new Set<string>();
  for (const found of findLabelledValues(text, CUSTOMER_LABELS, nameIn, { maxPage: 1 }))
    keys.add(nameKey(found.value));
  keys.delete('');
  return keys;
}
