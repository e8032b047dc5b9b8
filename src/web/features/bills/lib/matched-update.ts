import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { obligationAsInput } from '@web/lib/obligation-as-input';
import type { BillDraft } from './bill-draft';

/**
 * The existing obligation with this bill's amount: the cost, the bill as its document, the
 * bill's description and payment account only where it had none, and where the amount came from.
 * Everything else stays as the household set it; the vendor account is left out, which keeps the
 * stored number.
 */
export function matchedObligationUpdate(existing: TExpense, draft: BillDraft): TExpenseInput {
  return {
    ...obligationAsInput(existing),
    costCents: draft.costCents,
    description: existing.description || draft.description.trim() || null,
    bankAccount: existing.bankAccount || draft.bankAccount,
    documentUrl: draft.documentId ? documentOpenUrl(draft.documentId) : existing.documentUrl,
    amountSource: 'bill_scan',
    billDate: draft.billDate,
  };
}
