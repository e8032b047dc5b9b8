import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';

type Props = {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  /** What the browser's password manager offers: the saved password, or a new one. */
  autoComplete: 'current-password' | 'new-password';
  /** `form.register(…)`. */
  registration: UseFormRegisterReturn;
};

/** A labelled password input of a form, with its hint and error. */
export function PasswordField({ id, label, error, hint, autoComplete, registration }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <PasswordInput autoComplete={autoComplete} {...control} {...registration} />}
    </Field>
  );
}
