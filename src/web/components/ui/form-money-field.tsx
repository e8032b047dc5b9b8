import type { ReactNode } from 'react';
import { Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CurrencyInput } from '@web/components/currency-input';
import { FormField, type FormBinding } from './form-field';

type FormMoneyFieldProps<T extends FieldValues, TOut> = Omit<FormBinding<T, TOut>, 'name'> & {
  /** A value in integer cents. */
  name: FieldPathByValue<T, number>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
};

/** A labelled amount of money for one of a form's values, held in integer cents. */
export function FormMoneyField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
  disabled,
}: FormMoneyFieldProps<T, TOut>) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <CurrencyInput {...control} {...field} disabled={disabled ?? field.disabled} />
          )}
        />
      )}
    </FormField>
  );
}
