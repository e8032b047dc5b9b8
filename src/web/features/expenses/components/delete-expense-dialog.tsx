import type { TExpense } from '@shared/finance/expense-schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { useDeleteExpense } from '../api/delete-expense';

type Props = { expense: TExpense | null; onClose: () => void };

/** Spec §2: deleting asks first, in a dialog titled "Delete Expense". */
export function DeleteExpenseDialog({ expense, onClose }: Props) {
  const remove = useDeleteExpense();
  const confirm = () => {
    if (!expense) return;
    remove.mutate(expense.id, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={expense !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete Expense</DialogTitle>
          <DialogDescription>
            Delete {expense?.vendor ?? 'this obligation'}? It is removed for everyone who views this
            household. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogActions
          variant="destructive"
          busy={remove.isPending}
          busyLabel="Deleting..."
          onCancel={onClose}
          onConfirm={confirm}
        >
          Delete
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
