import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormBinding } from './form-field';
import { Textarea } from './textarea';

type FormTextareaFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> &
  Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'form'> & {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
  };

/** A labelled multi-line text input (notes) for one of a form's values. */
export function FormTextareaField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
  ...textarea
}: FormTextareaFieldProps<T, TOut>) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => <Textarea {...textarea} {...control} {...form.register(name)} />}
    </FormField>
  );
}
