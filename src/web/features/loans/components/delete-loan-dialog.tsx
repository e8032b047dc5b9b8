import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteLoan } from '../api/loan-mutations';

/** Asks before deleting; stays open (with the failure toast) when the delete fails. */
export function DeleteLoanDialog({ loan, onClose }: { loan: TLoan; onClose: () => void }) {
  const remove = useDeleteLoan();
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete this loan?"
      description={
        <>
          The {LOAN_TYPE_LABELS[loan.loanType]} with {loan.lender} will be removed from your
          family's records, with its account number. Its linked obligation and property stay. This
          cannot be undone.
        </>
      }
      confirmLabel="Delete loan"
      busyLabel="Deleting…"
      busy={remove.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(loan.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
