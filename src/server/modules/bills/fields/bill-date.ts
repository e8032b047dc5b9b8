import type { BillText, ExtractedField } from './bill-fields';
import { isoDateOnOrBefore } from './date-text';
import { findLabelledDate, type DateLabels } from './labelled-date';

type BillDateKind = 'billDate' | 'other';

const BILL_DATE_LABELS: DateLabels<BillDateKind> = {
  labels: [
    { kind: 'billDate', pattern: /billing\s*date|bill\s*date|statement\s*date|invoice\s*date/i },
    {
      kind: 'billDate',
      pattern: /date\s*of\s*(?:bill|statement|invoice)|(?:issue|print|mailing)\s*date/i,
    },
    { kind: 'billDate', pattern: /date\s*(?:issued|prepared|mailed)|bill\s*issued/i },
    // Other dates of a bill, read so they end the segment of a bill-date label on their line.
    { kind: 'other', pattern: /due\s*date|date\s*due|payment\s*due|pay\s*by|past\s*due\s*after/i },
    { kind: 'other', pattern: /service\s*period|payment\s*received|read\s*date/i },
  ],
  weight: { billDate: 1, other: 0 },
};

/**
 * The bill or statement date. A date printed without a year is the last such day up to today:
 * a bill is read after it was issued.
 */
export function findBillDate(
  text: BillText,
  { today }: { today: Date },
): ExtractedField<string | null> {
  return findLabelledDate(text, BILL_DATE_LABELS, {
    today,
    toIso: (date) => isoDateOnOrBefore(date, today),
  });
}
