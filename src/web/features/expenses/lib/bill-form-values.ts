import type { TBillExtractionResult, TExtractedBillData } from '@shared/bills/bill-schemas';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { doubtText, fieldDoubts } from '@web/features/bills/lib/low-confidence';
import type { ExpenseFormNotes } from '../components/form/form-notes';
import { billProposedAddress } from '@shared/bills/proposed-address';
import { fullAddress } from '@shared/finance/address';
import { NEW_CHOICE, type ExpenseFormValues } from './expense-form-values';

/** The Add form filled in from a bill that was read (the single-bill flow). */
export type ExpenseFormPrefill = {
  /** Tells one bill's form from the next, so each opens fresh. */
  key: string;
  values: ExpenseFormValues;
  /** The fields read with little confidence, with the text printed on the bill. */
  notes: ExpenseFormNotes;
  /** The amount as read: kept, the obligation's amount came from the bill scan. */
  costCents: number;
  billDate: string | null;
};

type ReadBill = TBillExtractionResult & { data: TExtractedBillData };

/** A read bill over a blank form: what the bill says, its file attached as the document. */
export function billToFormPrefill(bill: ReadBill, blank: ExpenseFormValues): ExpenseFormPrefill {
  const { data } = bill;
  const costCents = data.cost === null ? 0 : Math.round(data.cost * 100);
  const doubts = fieldDoubts(bill.evidence);
  const notes: ExpenseFormNotes = {};
  if (doubts.vendor) notes.vendor = doubtText(doubts.vendor);
  if (doubts.category) notes.category = doubtText(doubts.category);
  if (doubts.cost) notes.costCents = doubtText(doubts.cost);
  if (doubts.description) notes.description = doubtText(doubts.description);
  if (doubts.account_number) notes.vendorAccount = doubtText(doubts.account_number);
  if (doubts.is_auto_pay) notes.isAutoPay = doubtText(doubts.is_auto_pay);
  return {
    key: bill.imageUrl,
    costCents,
    billDate: data.bill_date,
    notes,
    values: {
      ...blank,
      category: data.category,
      vendor: data.vendor ?? '',
      costCents,
      description: data.description ?? '',
      isAutoPay: data.is_auto_pay,
      autoPayDate: data.is_auto_pay && data.auto_pay_date ? String(data.auto_pay_date) : '',
      vendorAccount: data.account_number ?? '',
      homeSubcategory: data.category === 'home' ? (data.home_subcategory ?? '') : '',
      documentUrl: bill.documentId ? documentOpenUrl(bill.documentId) : null,
      ...addressFromBill(bill, blank),
      bankAccountChoice: bill.proposals.paymentAccount?.label ?? blank.bankAccountChoice,
    },
  };
}

/**
 * A home bill's address, as in the review dialog: the household's property at the service
 * address (chosen from the list), else the service address itself as a new one.
 */
function addressFromBill(
  bill: ReadBill,
  blank: ExpenseFormValues,
): Pick<ExpenseFormValues, 'addressChoice' | 'street' | 'city' | 'state' | 'zip'> {
  const address =
    bill.data.category === 'home' ? billProposedAddress(bill.data, bill.proposals) : null;
  if (!address) {
    const { addressChoice, street, city, state, zip } = blank;
    return { addressChoice, street, city, state, zip };
  }
  return { addressChoice: bill.proposals.property ? fullAddress(address) : NEW_CHOICE, ...address };
}
