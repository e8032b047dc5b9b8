import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { ENTITY_LABELS } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { ApiError } from '@web/lib/api-error';
import { useCreateExpense, useUpdateExpense } from '../../api/save-expense';
import type { CategoryFilter } from '../../lib/expense-filters';
import { toExpenseInput } from '../../lib/expense-form-payload';
import { formFieldForApiPath, validateExpenseForm } from '../../lib/expense-form-validation';
import {
  blankExpenseForm,
  expenseToFormValues,
  type ExpenseFormValues,
} from '../../lib/expense-form-values';
import { entitySuggestions } from '../../lib/expense-suggestions';
import type { ExpenseFormPrefill } from '../../lib/bill-form-values';
import { ExpenseFormNotesContext } from './form-notes';
import { PropertyAddressFields } from './property-address-fields';
import { AutoPayFields } from './auto-pay-fields';
import { BankAccountField } from './bank-account-field';
import { DocumentField } from './document-field';
import { EntityField } from './entity-field';
import type { ExpenseFormSuggestions } from './expense-form-suggestions';
import { HomeFields } from './home-fields';
import { CategoryVendorFields, CostFields } from './main-fields';
import { VendorDetailsFields } from './vendor-details-fields';

const NO_NOTES = {};

type Props = {
  /** The obligation being edited, or null to add one. */
  expense: TExpense | null;
  defaultCategory: CategoryFilter;
  suggestions: ExpenseFormSuggestions;
  /** A new obligation filled in from a bill that was read (the single-bill flow). */
  prefill?: ExpenseFormPrefill | null;
  onCancel: () => void;
  /** After a save, with the values saved (the single-bill flow reports how its review went). */
  onSaved: (saved: ExpenseFormValues) => void;
};

/**
 * The Add/Edit Obligation form (spec §2, §4, §5). Invalid input is not sent (spec §5: submit does
 * nothing without a category and vendor); the messages appear at the fields, so a screen-reader
 * user learns why too. Server messages about a field appear at it as well as in the toast.
 */
export function ExpenseForm({
  expense,
  defaultCategory,
  suggestions,
  prefill = null,
  onCancel,
  onSaved,
}: Props) {
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const hasAddressSuggestions = suggestions.addresses.length > 0;
  // The blank form is fixed when the dialog opens; suggestions arriving later do not change it.
  const [blank] = useState(
    () => prefill?.values ?? blankExpenseForm(defaultCategory, { hasAddressSuggestions }),
  );
  const resolver: Resolver<ExpenseFormValues> = (values) => {
    const errors = validateExpenseForm(values, expense);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([name, message]) => [name, { type: 'validate', message }]),
      ) as FieldErrors<ExpenseFormValues>,
    };
  };
  const [uploading, setUploading] = useState(false);
  const form = useForm<ExpenseFormValues>({
    defaultValues: expense ? expenseToFormValues(expense) : blank,
    resolver,
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const entityNames = useMemo(
    () => entitySuggestions(suggestions.expenses, category),
    [suggestions.expenses, category],
  );

  const submit = form.handleSubmit(async (values) => {
    const input = toExpenseInput(values, expense);
    if (prefill) {
      // The amount history says where the cost came from: the bill, unless it was typed over.
      input.amountSource = values.costCents === prefill.costCents ? 'bill_scan' : 'manual';
      input.billDate = prefill.billDate;
    }
    try {
      if (expense) await update.mutateAsync({ id: expense.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      // The toast has told what failed; messages about a field go to that field too.
      if (error instanceof ApiError) {
        let focus = true;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = formFieldForApiPath(path, values);
          if (!field) continue;
          form.setError(field, { type: 'server', message }, { shouldFocus: focus });
          focus = false;
        }
      }
      return;
    }
    // Spec §4: after an add the form is blank again.
    if (!expense) form.reset(blank);
    onSaved(values);
  });

  const busy = create.isPending || update.isPending;
  return (
    <FormProvider {...form}>
      <ExpenseFormNotesContext value={prefill?.notes ?? NO_NOTES}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          aria-label={expense ? 'Edit Obligation' : 'Add New Obligation'}
        >
          <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 py-4">
            <CategoryVendorFields />
            {category && ENTITY_LABELS[category] && (
              <EntityField category={category} suggestions={entityNames} />
            )}
            {category === 'home' && (
              <>
                <HomeFields />
                <PropertyAddressFields suggestions={suggestions.addresses} />
              </>
            )}
            <CostFields />
            <BankAccountField options={suggestions.bankAccounts} />
            <AutoPayFields />
            <VendorDetailsFields savedVendorAccount={maskLastFour(expense?.vendorAccountLast4)} />
            <DocumentField household={expense?.ownerId ?? null} onUploadingChange={setUploading} />
          </div>
          <DialogActions
            className="border-t px-6 py-4"
            busy={busy}
            busyLabel={expense ? 'Updating...' : 'Adding...'}
            onCancel={onCancel}
            disabled={uploading}
          >
            {expense ? 'Update Obligation' : 'Add Obligation'}
          </DialogActions>
        </form>
      </ExpenseFormNotesContext>
    </FormProvider>
  );
}
