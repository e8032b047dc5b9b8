import type {
  TBillExtractionResult,
  TBillProposals,
  TEarlierScan,
  TExtractedBillData,
  TMatchedObligation,
} from '@shared/bills/bill-schemas';
import { billProposedAddress } from '@shared/bills/proposed-address';
import type { TAddress } from '@shared/finance/address';
import type { Category, HomeSubcategory } from '@shared/finance/categories';
import type { TExpenseInput } from '@shared/finance/expense-schemas';
import type { HomeType } from '@shared/finance/property-schemas';
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
  /**
   * A home obligation needs one (spec §5): the household's property at the bill's service address,
   * or that address as a new one, until the person chooses another.
   */
  address: TAddress | null;
  /** The service address as the bill printed it (one line). */
  serviceAddress: string | null;
  /**
   * Also add the address as a property of this type when saving ("add it as a property", offered
   * when no property of the household is at the service address); null: do not.
   */
  addProperty: HomeType | null;
  /** The payment account (spec §3 bank_account), "institution - account name ****1234". */
  bankAccount: string | null;
  /** The last 4 of the account the bill says it is paid from. */
  paidFromLast4: string | null;
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
  /** This very file was read before in the household. */
  duplicate: TEarlierScan | null;
  /** What the service address and paid-from account proposed from the household's records. */
  proposals: TBillProposals;
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
    address: billProposedAddress(data, result.proposals),
    serviceAddress: data.service_address,
    addProperty: null,
    bankAccount: result.proposals.paymentAccount?.label ?? null,
    paidFromLast4: data.paid_from_last4,
    isAutoPay: data.is_auto_pay,
    autoPayDate: data.is_auto_pay ? data.auto_pay_date : null,
    accountNumber: data.account_number ?? '',
    description: data.description ?? '',
    dueDate: data.due_date,
    billDate: data.bill_date,
    match: result.match,
    updateMatch: result.match !== null,
    duplicate: result.duplicate,
    proposals: result.proposals,
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
    bankAccount: draft.bankAccount,
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
