import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormBinding } from './form-field';
import { PasswordInput } from './password-input';

type FormPasswordFieldProps<T extends FieldValues, TOut> = FormBinding<T, TOut> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** What the browser's password manager offers: a new password unless it is the saved one. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A labelled password input, with its show and hide button, for one of a form's values. */
export function FormPasswordField<T extends FieldValues, TOut>({
  form,
  name,
  id,
  label,
  hint,
  autoComplete = 'new-password',
}: FormPasswordFieldProps<T, TOut>) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(control) => (
        <PasswordInput autoComplete={autoComplete} {...control} {...form.register(name)} />
      )}
    </FormField>
  );
}
