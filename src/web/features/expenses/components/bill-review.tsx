import { BillReviewDialog } from '@web/features/bills/components/bill-review-dialog';
import type { ExtractedBill } from '@web/features/bills/lib/bill-draft';
import { useExpenseFormSuggestions } from './form/expense-form-suggestions';

type Props = { bills: ExtractedBill[]; onClose: () => void };

/**
 * Review Extracted Expenses with the household's addresses for home bills, the same list the
 * obligation form offers. Mounted only while reviewing, so the addresses are read only then.
 */
export function BillReview({ bills, onClose }: Props) {
  const { addresses } = useExpenseFormSuggestions();
  return <BillReviewDialog bills={bills} addresses={addresses} onClose={onClose} />;
}
