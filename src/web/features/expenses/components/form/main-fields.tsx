import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { FREQUENCIES, FREQUENCY_LABELS } from '@shared/finance/frequency';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { Textarea } from '@web/components/ui/textarea';
import { afterCategoryChange } from '../../lib/expense-form-rules';
import type { ExpenseFormValues } from '../../lib/expense-form-values';
import { useFieldNote } from './form-notes';
import { MoneyField } from './money-field';
import { useExpenseFormContext } from './use-expense-form-context';

/** Category and vendor (both required, spec §5). */
export function CategoryVendorFields() {
  const { form, applyPatch, errorOf } = useExpenseFormContext();
  const categoryNote = useFieldNote('category');
  const vendorNote = useFieldNote('vendor');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="expense-category" label="Category" error={errorOf('category')} hint={categoryNote}>
        {(control) => (
          <NativeSelect
            {...control}
            aria-required
            {...form.register('category', {
              onChange: (event: { target: { value: ExpenseFormValues['category'] } }) =>
                applyPatch(afterCategoryChange(event.target.value)),
            })}
          >
            <option value="">Select a category</option>
            <SelectOptions values={CATEGORIES} label={(category) => CATEGORY_LABELS[category]} />
          </NativeSelect>
        )}
      </Field>
      <Field id="expense-vendor" label="Vendor" error={errorOf('vendor')} hint={vendorNote}>
        {(control) => (
          <Input
            {...control}
            aria-required
            autoComplete="organization"
            {...form.register('vendor')}
          />
        )}
      </Field>
    </div>
  );
}

/** What it costs and how often (spec §9 frequency labels), and a description. */
export function CostFields() {
  const { form, errorOf } = useExpenseFormContext();
  const costNote = useFieldNote('costCents');
  const descriptionNote = useFieldNote('description');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField id="expense-cost" label="Cost" name="costCents" hint={costNote} />
        <Field id="expense-frequency" label="Frequency" error={errorOf('frequency')}>
          {(control) => (
            <NativeSelect {...control} {...form.register('frequency')}>
              <SelectOptions
                values={FREQUENCIES}
                label={(frequency) => FREQUENCY_LABELS[frequency]}
              />
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        id="expense-description"
        label="Description"
        error={errorOf('description')}
        hint={descriptionNote}
      >
        {(control) => <Textarea {...control} rows={2} {...form.register('description')} />}
      </Field>
    </>
  );
}
