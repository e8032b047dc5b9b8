import type { TExpense } from '@shared/finance/expense-schemas';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
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
    <DialogFrame
      open={expense !== null}
      onClose={onClose}
      busy={remove.isPending}
      role="alertdialog"
      title="Delete Expense"
      description={`Delete ${expense?.vendor ?? 'this obligation'}? It is removed for everyone who views this household. This cannot be undone.`}
    >
      <DialogActions
        variant="destructive"
        busy={remove.isPending}
        busyLabel="Deleting..."
        onCancel={onClose}
        onConfirm={confirm}
      >
        Delete
      </DialogActions>
    </DialogFrame>
  );
}
