import { LOW_CONFIDENCE, type BillFields } from '../fields/bill-fields';

/** Fields a summary-first read must have found, each at least LOW_CONFIDENCE sure. */
const SUMMARY_FIELDS = ['vendor', 'cost', 'dueDate', 'accountNumber', 'category'] as const;

/**
 * Whether a summary-first read (top and payment stub) found all a person scans a bill for, so
 * the rest of the page can be skipped. Auto-pay is settled only by a statement that the bill is
 * paid automatically: the field rule lets such a statement outweigh a stub to return with a
 * check, and bills print it anywhere (City of Keller's in the account activity mid-page as well
 * as on the stub), so "paid by hand" is known only once the whole page has been read. The
 * category needs the service named ("Electric service"), which is often in the charges.
 */
export function summaryFound(fields: BillFields): boolean {
  return (
    fields.isAutoPay.value &&
    fields.isAutoPay.confidence >= LOW_CONFIDENCE &&
    SUMMARY_FIELDS.every(
      (key) => fields[key].value !== null && fields[key].confidence >= LOW_CONFIDENCE,
    )
  );
}
