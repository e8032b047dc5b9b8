import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import { documentOpenUrl } from '@web/lib/document-open-url';
import type { BillDraft } from './bill-draft';

/**
 * The existing obligation with this bill's amount: the cost, the bill as its document, the
 * bill's description and payment account only where it had none, and where the amount came from.
 * Everything else stays as the household set it; the vendor account is left out, which keeps the
 * stored number.
 */
export function matchedObligationUpdate(existing: TExpense, draft: BillDraft): TExpenseInput {
  return {
    category: existing.category,
    vendor: existing.vendor,
    costCents: draft.costCents,
    frequency: existing.frequency,
    description: existing.description || draft.description.trim() || null,
    bankAccount: existing.bankAccount || draft.bankAccount,
    isAutoPay: existing.isAutoPay,
    autoPayDate: existing.autoPayDate,
    website: existing.website,
    documentUrl: draft.documentId ? documentOpenUrl(draft.documentId) : existing.documentUrl,
    entityName: existing.entityName,
    homeSubcategory: existing.homeSubcategory,
    outstandingLoanBalanceCents: existing.outstandingLoanBalanceCents,
    address: existing.address
      ? {
          street: existing.address.street,
          city: existing.address.city,
          state: existing.address.state,
          zip: existing.address.zip,
        }
      : null,
    amountSource: 'bill_scan',
    billDate: draft.billDate,
  };
}
