import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ExpenseFormField, ExpenseFormValues } from '../../lib/expense-form-values';

/** The obligation form, and a way to apply one of the form rules' patches (lib/expense-form-rules). */
export function useExpenseFormContext() {
  const form = useFormContext<ExpenseFormValues>();
  const { setValue } = form;
  const applyPatch = useCallback(
    (patch: Partial<ExpenseFormValues>) => {
      for (const [name, value] of Object.entries(patch) as [
        ExpenseFormField,
        ExpenseFormValues[ExpenseFormField],
      ][]) {
        setValue(name, value, { shouldDirty: true });
      }
    },
    [setValue],
  );
  const errorOf = (name: ExpenseFormField) => form.formState.errors[name]?.message;
  return { form, applyPatch, errorOf };
}
