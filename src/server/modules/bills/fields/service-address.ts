import type { BillText, ExtractedField } from './bill-fields';

/** Where the service is delivered. */
export function findServiceAddress(_text: BillText): ExtractedField<string | null> {
  return { value: null, confidence: 0, source: null };
}
