import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormBinding } from './form-field';
import { Input } from './input';

type FormTextFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'form'> & {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
  };

/** A labelled text input (or date, phone, email…) for one of a form's values; the rest goes on the input. */
export function FormTextField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
  ...input
}: FormTextFieldProps<T, TOut>) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => <Input {...input} {...control} {...form.register(name)} />}
    </FormField>
  );
}
