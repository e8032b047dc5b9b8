import type { BillText, ExtractedField } from './bill-fields';

/** Last four digits of the account the bill says it is paid from. */
export function findPaidFromLast4(_text: BillText): ExtractedField<string | null> {
  return { value: null, confidence: 0, source: null };
}
