import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordConfirmation } from '@shared/account/account-schemas';
import type { ButtonProps } from '@web/components/ui/button';
import { Button } from '@web/components/ui/button';
import { BusyButton } from '@web/components/ui/busy-button';
import { showFormError } from '../lib/form-errors';
import { CurrentPasswordField } from './current-password-field';

type Props = {
  /** Unique on the page: the field's id is built from it. */
  id: string;
  hint?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonProps['variant'];
  /** Runs the request; a rejection is shown on the field (wrong password) or as a toast. */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
};

/** "Enter your password to continue": every change to how the account is protected asks first. */
export function PasswordPromptForm(props: Props) {
  const { id, hint, submitLabel, busyLabel, variant, onConfirm, onCancel } = props;
  const form = useForm({
    resolver: zodResolver(ZPasswordConfirmation),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  // The form replaces the button that opened it, so focus goes to its one field.
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (failure) {
      showFormError(failure, form.setError, { fields: ['password'], passwordField: 'password' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <CurrentPasswordField
        id={`${id}-password`}
        hint={hint}
        error={error}
        registration={form.register('password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <BusyButton
          type="submit"
          variant={variant}
          busy={form.formState.isSubmitting}
          busyLabel={busyLabel}
        >
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
