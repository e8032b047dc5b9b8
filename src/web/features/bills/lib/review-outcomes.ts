import { REVIEWED_BILL_FIELDS, type TBillReviewOutcomes } from '@shared/admin/admin-api';
import type { TExtractedBillData } from '@shared/bills/bill-schemas';
import { dollarsToCents, type BillDraft } from './bill-draft';

type ReviewedField = (typeof REVIEWED_BILL_FIELDS)[number];
type Outcome = TBillReviewOutcomes['outcomes'][number];

/** A field's value reduced to what comparing needs; null when the field is empty. */
type Comparable = string | number | boolean | null;

const text = (value: string | null): Comparable => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** What the reader gave for each reviewed field, in the draft's own units (cents, trimmed text). */
function readValues(data: TExtractedBillData): Record<ReviewedField, Comparable> {
  return {
    vendor: text(data.vendor),
    cost: data.cost === null ? null : dollarsToCents(data.cost),
    due_date: data.due_date,
    account_number: text(data.account_number),
    category: data.category,
    is_auto_pay: data.is_auto_pay,
    bill_date: data.bill_date,
    description: text(data.description),
  };
}

/** What the person saved after review. A cost of 0 is no amount (the form requires one). */
function savedValues(draft: BillDraft): Record<ReviewedField, Comparable> {
  return {
    vendor: text(draft.vendor),
    cost: draft.costCents > 0 ? draft.costCents : null,
    due_date: draft.dueDate,
    account_number: text(draft.accountNumber),
    category: draft.category,
    is_auto_pay: draft.isAutoPay,
    bill_date: draft.billDate,
    description: text(draft.description),
  };
}

/**
 * For /document-analysis: per reviewed field, whether the person kept what was read, corrected
 * it (a changed or cleared value), or added what was not read. A field neither read nor entered
 * is left out. Only these words leave the browser, never the values.
 */
export function reviewOutcomes(extracted: TExtractedBillData, saved: BillDraft): Outcome[] {
  const read = readValues(extracted);
  const kept = savedValues(saved);
  return REVIEWED_BILL_FIELDS.flatMap((field): Outcome[] => {
    const before = read[field];
    const after = kept[field];
    if (before === null && after === null) return [];
    if (before === null) return [{ field, outcome: 'added' }];
    return [{ field, outcome: before === after ? 'kept' : 'corrected' }];
  });
}
