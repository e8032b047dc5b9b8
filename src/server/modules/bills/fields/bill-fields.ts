import type { LayoutLine } from '../../../platform/pdf/layout-lines';
import type { Category, HomeSubcategory } from '../../../../shared/finance/categories';

/**
 * A line of a bill as read from its text layer or by OCR: columns separated by three or more
 * spaces, `top` in points from the top of the page (PDF) or pixels (OCR), `page` from 1, and
 * where each column stands on the page when the reader knows it.
 */
export type BillLine = LayoutLine;

/** What the field rules read: the lines of the pages that were read, top to bottom per page. */
export type BillText = {
  /** `ocr` text is noisier (O for 0, missing decimal points), so rules are more forgiving on it. */
  origin: 'pdf-text' | 'ocr';
  lines: BillLine[];
  /** Pages in the whole file, of which only the first few may have been read. */
  pageCount: number;
};

/**
 * One extracted value with how sure the rule is (0–1) and the text it came from, so review
 * screens can show the evidence and highlight what needs a look.
 */
export type ExtractedField<T> = { value: T; confidence: number; source: string | null };

/** Below this confidence a field is highlighted for review. */
export { LOW_CONFIDENCE } from '../../../../shared/bills/bill-schemas';

export type BillFields = {
  vendor: ExtractedField<string | null>;
  /** The amount a person would pay now, in dollars. */
  cost: ExtractedField<number | null>;
  /** YYYY-MM-DD */
  dueDate: ExtractedField<string | null>;
  /** YYYY-MM-DD: the bill or statement date. */
  billDate: ExtractedField<string | null>;
  /** As printed (e.g. "001-0000838-000"). */
  accountNumber: ExtractedField<string | null>;
  isAutoPay: ExtractedField<boolean>;
  /** Day of the month 1–31, from the due date when the bill is paid automatically. */
  autoPayDate: ExtractedField<number | null>;
  category: ExtractedField<Category>;
  homeSubcategory: ExtractedField<HomeSubcategory | null>;
  /** One line: what the service is, its period and address. */
  description: ExtractedField<string | null>;
  /** Where the service is delivered, one line ("1420 SE Oak St, Portland, OR 97214"). */
  serviceAddress: ExtractedField<string | null>;
  /** Last four digits of the bank or card account the bill says it is paid from. */
  paidFromLast4: ExtractedField<string | null>;
};
