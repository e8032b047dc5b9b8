import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteLoan } from '../api/loan-mutations';

/** Asks before deleting a loan, saying that its linked obligation and property stay. */
export function DeleteLoanDialog({ loan, onClose }: { loan: TLoan; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      title="Delete this loan?"
      description={
        <>
          The {LOAN_TYPE_LABELS[loan.loanType]} with {loan.lender} will be removed from your
          family's records, with its account number. Its linked obligation and property stay. This
          cannot be undone.
        </>
      }
      confirmLabel="Delete loan"
      deletion={useDeleteLoan()}
      id={loan.id}
      onClose={onClose}
    />
  );
}
