import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';

type Props = {
  /** Unique on the page: several forms on Settings ask for the password. */
  id: string;
  error: string | undefined;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
};

/** "Current password": every change to how the account is protected asks for it first. */
export function CurrentPasswordField({ id, error, hint, registration }: Props) {
  return (
    <Field id={id} label="Current password" hint={hint} error={error}>
      {(control) => (
        <PasswordInput autoComplete="current-password" {...control} {...registration} />
      )}
    </Field>
  );
}
