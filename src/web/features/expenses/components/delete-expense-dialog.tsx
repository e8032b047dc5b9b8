import type { TExpense } from '@shared/finance/expense-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
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
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <BusyButton
            variant="destructive"
            busy={remove.isPending}
            busyLabel="Deleting..."
            onClick={confirm}
          >
            Delete
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
