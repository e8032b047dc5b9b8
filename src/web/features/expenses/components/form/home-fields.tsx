import { useWatch } from 'react-hook-form';
import { HOME_SUBCATEGORIES } from '@shared/finance/categories';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { afterSubcategoryChange } from '../../lib/expense-form-rules';
import type { ExpenseFormValues } from '../../lib/expense-form-values';
import { MoneyField } from './money-field';
import { useExpenseFormContext } from './use-expense-form-context';

/**
 * The kind of home expense, and for a Mortgage the outstanding balance, which keeps a linked loan
 * up to date (spec §4).
 */
export function HomeFields() {
  const { form, applyPatch, errorOf } = useExpenseFormContext();
  const subcategory = useWatch({ control: form.control, name: 'homeSubcategory' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="expense-home-subcategory"
        label="Type of home expense"
        error={errorOf('homeSubcategory')}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('homeSubcategory', {
              onChange: (event: { target: { value: ExpenseFormValues['homeSubcategory'] } }) =>
                applyPatch(afterSubcategoryChange(event.target.value)),
            })}
          >
            <option value="">Choose a type</option>
            <SelectOptions values={HOME_SUBCATEGORIES} />
          </NativeSelect>
        )}
      </Field>
      {subcategory === 'Mortgage' && (
        <MoneyField
          id="expense-outstanding-balance"
          label="Outstanding loan balance"
          name="outstandingBalanceCents"
          hint="Saving keeps a Mortgage loan in Loans up to date."
        />
      )}
    </div>
  );
}
