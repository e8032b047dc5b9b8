import type { TExpense } from '@shared/finance/expense-schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { CategoryFilter } from '../lib/expense-filters';
import { ExpenseForm } from './form/expense-form';
import { useExpenseFormSuggestions } from './form/expense-form-suggestions';
import { AddingToNote } from '@web/components/adding-to-note';

/** Which obligation the dialog is for: `expense: null` adds a new one. */
export type ExpenseFormTarget = { expense: TExpense | null };

type Props = {
  target: ExpenseFormTarget | null;
  defaultCategory: CategoryFilter;
  onClose: () => void;
};

function DialogBody({ target, defaultCategory, onClose }: Props & { target: ExpenseFormTarget }) {
  const suggestions = useExpenseFormSuggestions();
  return (
    <ExpenseForm
      expense={target.expense}
      defaultCategory={defaultCategory}
      suggestions={suggestions}
      onCancel={onClose}
      onSaved={onClose}
    />
  );
}

/**
 * Spec §2 "Add/Edit Obligation dialog": at most 80% of the viewport high, with the header and the
 * buttons fixed and the fields scrolling between them. Only the Manual Entry form: AI Extract
 * comes with bill scanning.
 */
export function ExpenseFormDialog({ target, defaultCategory, onClose }: Props) {
  const editing = Boolean(target?.expense);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[80vh] flex-col gap-0 overflow-y-hidden p-0 sm:max-w-2xl">
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>{editing ? 'Edit Obligation' : 'Add New Obligation'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change what this obligation costs, how it is paid, or who it is for.'
              : 'A bill the household pays regularly. Category and vendor are required.'}
            {target && !editing && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <DialogBody
            key={target.expense?.id ?? 'new'}
            target={target}
            defaultCategory={defaultCategory}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
