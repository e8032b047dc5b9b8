import { Controller, type FieldValues } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import type { FormBinding } from './form-field';

type FormCheckboxFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> & {
  id: string;
  label: string;
  hint: string;
};

/** A checkbox with its label and hint for one of a form's yes-or-no values (unset is no). */
export function FormCheckboxField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
}: FormCheckboxFieldProps<T, TOut>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          id={id}
          label={label}
          hint={hint}
          value={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
