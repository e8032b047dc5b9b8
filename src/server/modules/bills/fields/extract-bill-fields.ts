import { findAccountNumber } from './account-number';
import { findAmountDue } from './amount-due';
import { autoPayDay, findAutoPay } from './auto-pay';
import type { BillFields, BillText } from './bill-fields';
import { findBillDate } from './bill-date';
import { findCategory } from './category';
import { describeBill } from './description';
import { findDueDate } from './due-date';
import { repairOcrText } from './ocr-repair';
import { KNOWN_BILLERS, type KnownBiller } from './known-billers';
import { findPaidFromLast4 } from './paid-from';
import { findServiceAddress } from './service-address';
import { repairSplitTokens } from './split-tokens';
import { findVendor } from './vendor';

/**
 * The values a person would type into the "Add obligation" form, read from the text of a bill
 * (its PDF text layer or OCR), each with a confidence and the text it came from. `today` gives
 * a year to dates printed without one when the bill has no date of its own; `billers` is the
 * dictionary of known companies the vendor rule may confirm (a benchmark leaves an issuer out).
 */
export function extractBillFields(
  raw: BillText,
  { today, billers = KNOWN_BILLERS }: { today: Date; billers?: readonly KnownBiller[] },
): BillFields {
  const text = repairOcrText(repairSplitTokens(raw));
  const billDate = findBillDate(text, { today });
  const dueDate = findDueDate(text, { today, billDate: billDate.value });
  const isAutoPay = findAutoPay(text);
  const { category, homeSubcategory } = findCategory(text);
  return {
    vendor: findVendor(text, billers),
    cost: findAmountDue(text, { today }),
    dueDate,
    billDate,
    accountNumber: findAccountNumber(text),
    isAutoPay,
    autoPayDate: autoPayDay(isAutoPay, dueDate),
    category,
    homeSubcategory,
    description: describeBill(text, {
      today,
      category: category.value,
      homeSubcategory: homeSubcategory.value,
    }),
    serviceAddress: findServiceAddress(text),
    paidFromLast4: findPaidFromLast4(text),
  };
}
