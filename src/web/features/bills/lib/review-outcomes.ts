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
 * Per reviewed field the person saw: kept what was read, corrected it (a changed or cleared
 * value), or added what was not read. A field neither read nor entered, or not on the screen
 * (absent from `saved`), is left out. Only these words leave the browser, never the values.
 */
function compare(
  read: Record<ReviewedField, Comparable>,
  saved: Partial<Record<ReviewedField, Comparable>>,
): Outcome[] {
  return REVIEWED_BILL_FIELDS.flatMap((field): Outcome[] => {
    if (!(field in saved)) return [];
    const before = read[field];
    const after = saved[field] ?? null;
    if (before === null && after === null) return [];
    if (before === null) return [{ field, outcome: 'added' }];
    return [{ field, outcome: before === after ? 'kept' : 'corrected' }];
  });
}

/** For /document-analysis: how the review of one bill in Review Extracted Expenses went. */
export function reviewOutcomes(extracted: TExtractedBillData, saved: BillDraft): Outcome[] {
  return compare(readValues(extracted), savedValues(saved));
}

/** The fields the Add Obligation form shows for a bill that was read (no due or bill date). */
export type FormReviewedValues = {
  vendor: string;
  costCents: number;
  category: string;
  accountNumber: string;
  isAutoPay: boolean;
  description: string;
};

/** The same for the single-bill flow, where the bill was checked in the prefilled Add form. */
export function formReviewOutcomes(
  extracted: TExtractedBillData,
  saved: FormReviewedValues,
): Outcome[] {
  return compare(readValues(extracted), {
    vendor: text(saved.vendor),
    cost: saved.costCents > 0 ? saved.costCents : null,
    category: saved.category === '' ? null : saved.category,
    account_number: text(saved.accountNumber),
    is_auto_pay: saved.isAutoPay,
    description: text(saved.description),
  });
}
