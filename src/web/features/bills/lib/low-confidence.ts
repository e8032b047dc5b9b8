import {
  LOW_CONFIDENCE,
  type TBillExtractionResult,
  type TBillFieldName,
} from '@shared/bills/bill-schemas';

/** A field the reader was unsure of, and the printed text it read it from (if any). */
export type FieldDoubt = { source: string | null };
export type FieldDoubts = Partial<Record<TBillFieldName, FieldDoubt>>;

/** The fields of a result read with less than LOW_CONFIDENCE, to be highlighted for a look. */
export function fieldDoubts(evidence: TBillExtractionResult['evidence']): FieldDoubts {
  const doubts: FieldDoubts = {};
  for (const [field, item] of Object.entries(evidence) as [
    TBillFieldName,
    { confidence: number; source: string | null } | undefined,
  ][]) {
    if (item && item.confidence < LOW_CONFIDENCE) doubts[field] = { source: item.source };
  }
  return doubts;
}

/** The words that go with a highlighted field: why, and what was printed on the bill. */
export function doubtText(doubt: FieldDoubt): string {
  return doubt.source
    ? `Please check: read from “${doubt.source}” on the bill`
    : 'Please check: this was hard to read on the bill';
}
