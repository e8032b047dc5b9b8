import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@web/components/password-field';

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
    <PasswordField
      id={id}
      label="Current password"
      hint={hint}
      error={error}
      autoComplete="current-password"
      registration={registration}
    />
  );
}
