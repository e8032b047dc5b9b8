import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { CATEGORIES, CATEGORY_LABELS, HOME_SUBCATEGORIES } from '@shared/finance/categories';
import { AutoPayDayField } from '@web/components/auto-pay-day-field';
import { CurrencyInput } from '@web/components/currency-input';
import { Button } from '@web/components/ui/button';
import { FormCheckboxField } from '@web/components/ui/form-checkbox-field';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { Textarea } from '@web/components/ui/textarea';
import type { BillDraft } from '../lib/bill-draft';
import {
  draftToEditValues,
  editProblems,
  editValuesToDraft,
  type AddressOption,
  type BillEditValues,
} from '../lib/bill-edit-values';
import { doubtText } from '../lib/low-confidence';
import { BillAddressFields } from './bill-address-fields';

type Props = {
  draft: BillDraft;
  /** Tells the fields of one card from another's. */
  idPrefix: string;
  addresses: readonly AddressOption[];
  onDone: (draft: BillDraft) => void;
  onCancel: () => void;
};

/**
 * A review card in edit mode. Done keeps the changes only when they would save (the same rules
 * as the API, messages at the fields); Cancel puts the card back as it was.
 */
export function BillEditor({ draft, idPrefix, addresses, onDone, onCancel }: Props) {
  const resolver: Resolver<BillEditValues> = (values) => {
    const problems = Object.entries(editProblems(values, draft, addresses));
    if (problems.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        problems.map(([name, message]) => [name, { type: 'validate', message }]),
      ),
    };
  };
  const form = useForm<BillEditValues>({
    defaultValues: draftToEditValues(draft, addresses),
    resolver,
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const isAutoPay = useWatch({ control: form.control, name: 'isAutoPay' });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const hint = (field: keyof BillDraft['doubts']) => {
    const doubt = draft.doubts[field];
    return doubt ? doubtText(doubt) : undefined;
  };
  const done = form.handleSubmit((values) => onDone(editValuesToDraft(values, draft, addresses)));

  return (
    <FormProvider {...form}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={id('vendor')}
          label="Vendor"
          error={errors.vendor?.message}
          hint={hint('vendor')}
        >
          {(control) => <Input {...control} aria-required {...form.register('vendor')} />}
        </Field>
        <Field id={id('cost')} label="Amount" error={errors.costCents?.message} hint={hint('cost')}>
          {(control) => (
            <Controller
              control={form.control}
              name="costCents"
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
        <Field id={id('category')} label="Category" hint={hint('category')}>
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              <SelectOptions values={CATEGORIES} label={(option) => CATEGORY_LABELS[option]} />
            </NativeSelect>
          )}
        </Field>
        {category === 'home' && (
          <Field
            id={id('home-type')}
            label="Home expense type"
            error={errors.homeSubcategory?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('homeSubcategory')}>
                <option value="">Select a type</option>
                <SelectOptions values={HOME_SUBCATEGORIES} />
              </NativeSelect>
            )}
          </Field>
        )}
        {category === 'home' && <BillAddressFields idPrefix={idPrefix} options={addresses} />}
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <FormCheckboxField
            form={form}
            name="isAutoPay"
            id={id('auto-pay')}
            label="Auto-pay"
            hint={hint('is_auto_pay') ?? 'Paid automatically from an account or card'}
          />
          {isAutoPay && (
            <AutoPayDayField
              id={id('auto-pay-day')}
              error={errors.autoPayDate?.message}
              placeholder="Day of the month"
              registration={form.register('autoPayDate')}
            />
          )}
        </div>
        <Field
          id={id('account')}
          label="Account number"
          error={errors.accountNumber?.message}
          hint={hint('account_number')}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              spellCheck={false}
              {...form.register('accountNumber')}
            />
          )}
        </Field>
        <Field
          id={id('description')}
          label="Description"
          error={errors.description?.message}
          hint={hint('description')}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={2} {...form.register('description')} />}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void done()}>
          Done
        </Button>
      </div>
    </FormProvider>
  );
}
