import { differenceInCalendarDays } from 'date-fns';
import type { BillText, ExtractedField } from './bill-fields';
import { fromIsoDate, isoDate } from './date-text';
import { findLabelledDate, type DateLabels } from './labelled-date';

type DueDateKind = 'due' | 'draft' | 'other';

const DUE_DATE_LABELS: DateLabels<DueDateKind> = {
  labels: [
    { kind: 'due', pattern: /(?:payment\s*)?due\s*date|date\s*due|payment\s*due/i },
    { kind: 'due', pattern: /(?:please\s*)?pay\s*by|due\s*(?:by|on)|past\s*due\s*(?:after|date)/i },
    // "pay 27,156.27 IN FULL before 12/11/2020", "please pay $84.10 by Jul 3".
    { kind: 'due', pattern: /\bpay\b[\s$\d,.]*(?:in\s*full\s*)?(?:by|before|on\s*or\s*before)\b/i },
    // "CURRENT BILL DUE 07/22/2019": a due amount's label followed by its date.
    { kind: 'due', pattern: /(?:amount|bill|balance|total)\s*due(?!\s*(?:upon|after))/i },
    // The day an automatic payment is taken is the due date as the payer sees it.
    {
      kind: 'draft',
      pattern:
        /(?:to\s*be|will\s*be)\s*(?:drafted|debited|deducted|charged)\s*on|(?:bank|card)\s*draft/i,
    },
    { kind: 'draft', pattern: /draft(?:ed)?\s*(?:date|on)|scheduled\s*(?:payment\s*)?(?:for|on)/i },
    // "AUTO PAYMENT   Oct 8, 2020" where the stub of a bill paid automatically has no due date.
    { kind: 'draft', pattern: /auto(?:matic)?\s*payment(?:\s*date)?/i },
    { kind: 'draft', pattern: /auto[\s-]*pay\s*(?:scheduled|date|on)\b\s*(?:for|on)?/i },
    // Other dates of a bill, read so they end the segment of a due-date label on their line.
    { kind: 'other', pattern: /billing\s*date|bill\s*date|statement\s*date|invoice\s*date/i },
    { kind: 'other', pattern: /service\s*period|payment\s*received|read\s*date|\bfrom\b|\bto:/i },
  ],
  weight: { due: 1, draft: 0.7, other: 0 },
};

/** Bills fall due within about three months of being issued; anything else is a misread. */
const LONGEST_TERM_DAYS = 90;

/**
 * The due date. A date printed without a year is the first such day after the bill date, or
 * after today when the bill prints no date of its own.
 */
export function findDueDate(
  text: BillText,
  { today, billDate }: { today: Date; billDate: string | null },
): ExtractedField<string | null> {
  const issued = billDate ? fromIsoDate(billDate) : null;
  const found = findLabelledDate(text, DUE_DATE_LABELS, {
    today,
    toIso: (date) => isoDate(date, issued ?? today),
    plausible: (iso) => {
      if (!issued) return true;
      const days = differenceInCalendarDays(fromIsoDate(iso), issued);
      return days >= 0 && days <= LONGEST_TERM_DAYS;
    },
  });
  if (found.value !== null || !billDate) return found;
  // "Due upon receipt" with no date of its own: due the day the bill is dated.
  const uponReceipt = text.lines.find((line) => UPON_RECEIPT.test(line.text));
  return uponReceipt ? { value: billDate, confidence: 0.6, source: uponReceipt.text } : found;
}

const UPON_RECEIPT = /due\s*(?:up)?on\s*receipt|payable\s*(?:up)?on\s*receipt/i;
