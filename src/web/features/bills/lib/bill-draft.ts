import type {
  TBillExtractionResult,
  TExtractedBillData,
  TMatchedObligation,
} from '@shared/bills/bill-schemas';
import type { TAddress } from '@shared/finance/address';
import type { Category, HomeSubcategory } from '@shared/finance/categories';
import type { TExpenseInput } from '@shared/finance/expense-schemas';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { fieldDoubts, type FieldDoubts } from './low-confidence';

/**
 * One extracted bill on its way to becoming an obligation, as the review screen edits it.
 * Money is cents (the bill's dollars converted once, here).
 */
export type BillDraft = {
  /** Stable while the draft lives: the signed link is unique per upload. */
  key: string;
  fileName: string;
  documentId: string | null;
  vendor: string;
  costCents: number;
  category: Category;
  homeSubcategory: HomeSubcategory | null;
  /** A home obligation needs one (spec §5); bills do not say which property they are for. */
  address: TAddress | null;
  isAutoPay: boolean;
  autoPayDate: number | null;
  /** The vendor account number as read; stored encrypted, shown as its last 4. */
  accountNumber: string;
  description: string;
  dueDate: string | null;
  billDate: string | null;
  /** The household's obligation for the same vendor and account, if there is one. */
  match: TMatchedObligation | null;
  /** With a match: update it (the default) rather than add a new obligation. */
  updateMatch: boolean;
  doubts: FieldDoubts;
};

/** An extraction that worked, with the data the draft is made of. */
export type ExtractedBill = TBillExtractionResult & { data: TExtractedBillData };

export function isExtracted(result: TBillExtractionResult): result is ExtractedBill {
  return result.success && result.data !== null;
}

export const dollarsToCents = (dollars: number | null) =>
  dollars === null ? 0 : Math.round(dollars * 100);

export function draftFromResult(result: ExtractedBill): BillDraft {
  const { data } = result;
  return {
    key: result.imageUrl,
    fileName: result.fileName ?? 'Bill',
    documentId: result.documentId,
    vendor: data.vendor ?? '',
    costCents: dollarsToCents(data.cost),
    category: data.category,
    homeSubcategory: data.category === 'home' ? data.home_subcategory : null,
    address: null,
    isAutoPay: data.is_auto_pay,
    autoPayDate: data.is_auto_pay ? data.auto_pay_date : null,
    accountNumber: data.account_number ?? '',
    description: data.description ?? '',
    dueDate: data.due_date,
    billDate: data.bill_date,
    match: result.match,
    updateMatch: result.match !== null,
    doubts: fieldDoubts(result.evidence),
  };
}

/** The draft as a new obligation, with the bill attached as its document. */
export function draftToNewObligation(draft: BillDraft): TExpenseInput {
  const isHome = draft.category === 'home';
  return {
    category: draft.category,
    vendor: draft.vendor.trim(),
    costCents: draft.costCents,
    frequency: 'monthly',
    description: draft.description.trim() || null,
    isAutoPay: draft.isAutoPay,
    autoPayDate: draft.isAutoPay ? draft.autoPayDate : null,
    vendorAccount: draft.accountNumber.trim() || null,
    documentUrl: draft.documentId ? documentOpenUrl(draft.documentId) : null,
    homeSubcategory: isHome ? draft.homeSubcategory : null,
    address: isHome ? draft.address : null,
    amountSource: 'bill_scan',
    billDate: draft.billDate,
  };
}
