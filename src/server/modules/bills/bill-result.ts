import type {
  TBillExtractionResult,
  TBillFieldName,
  TExtractedBillData,
} from '@shared/bills/bill-schemas';
import type { BillFields, ExtractedField } from './fields/bill-fields';

/** Spec §3's `data` of an extraction result, from the fields the rules read. */
export function toExtractedData(fields: BillFields): TExtractedBillData {
  return {
    vendor: fields.vendor.value,
    cost: fields.cost.value,
    category: fields.category.value,
    home_subcategory: fields.category.value === 'home' ? fields.homeSubcategory.value : null,
    account_number: fields.accountNumber.value,
    is_auto_pay: fields.isAutoPay.value,
    auto_pay_date: fields.isAutoPay.value ? fields.autoPayDate.value : null,
    description: fields.description.value,
    due_date: fields.dueDate.value,
    bill_date: fields.billDate.value,
    service_address: fields.serviceAddress.value,
    paid_from_last4: fields.paidFromLast4.value,
  };
}

/** How sure each field is and the printed text it came from, for the review screens. */
export function toEvidence(fields: BillFields): TBillExtractionResult['evidence'] {
  const pick = (field: ExtractedField<unknown>) => ({
    confidence: Math.round(field.confidence * 100) / 100,
    source: field.source,
  });
  const evidence: Record<TBillFieldName, { confidence: number; source: string | null }> = {
    vendor: pick(fields.vendor),
    cost: pick(fields.cost),
    category: pick(fields.category),
    account_number: pick(fields.accountNumber),
    is_auto_pay: pick(fields.isAutoPay),
    due_date: pick(fields.dueDate),
    bill_date: pick(fields.billDate),
    description: pick(fields.description),
  };
  return evidence;
}
