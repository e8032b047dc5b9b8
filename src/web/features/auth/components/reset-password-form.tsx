import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { BusyButton } from '@web/components/ui/busy-button';
import { FormCheckboxField } from '@web/components/ui/form-checkbox-field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { ApiError } from '@web/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { ZResetPasswordForm, type TResetPasswordForm } from '../lib/reset-password-form-schema';

const FAILED = 'We could not update your password. Please try again.';

type Props = {
  token: string;
  onReset: () => void;
  /** The link was refused (used, expired or never ours). */
  onInvalidLink: () => void;
};

/**
 * Spec §2 "Reset-password" and §5: a mismatch or a password under 6 characters never reaches the
 * server; the reason is shown beside the field so it is not silent for anyone.
 */
export function ResetPasswordForm({ token, onReset, onInvalidLink }: Props) {
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '', signOutEverywhere: true },
  });
  const { handleSubmit } = form;
  const reset = useResetPassword();

  const onSubmit = handleSubmit(({ newPassword, signOutEverywhere }) =>
    reset.mutate(
      { token, newPassword, signOutEverywhere },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED')
          ) {
            onInvalidLink();
          }
        },
      },
    ),
  );

  const failure = reset.error;
  // Spec §8 only logs these; a line here keeps the user from guessing. Rate limits say when to retry.
  const failureMessage =
    failure instanceof ApiError && failure.code === 'RATE_LIMITED' ? failure.message : FAILED;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertDescription className="text-foreground">{failureMessage}</AlertDescription>
        </Alert>
      )}
      <FormPasswordField form={form} name="newPassword" id="reset-password" label="New Password" />
      <FormPasswordField
        form={form}
        name="confirmPassword"
        id="reset-confirm"
        label="Confirm Password"
      />
      <FormCheckboxField
        form={form}
        name="signOutEverywhere"
        id="reset-sign-out"
        label="Sign out of all other devices"
        hint="Recommended if you think someone else knows your old password."
      />
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={reset.isPending}
        busyLabel="Updating…"
      >
        Update Password
      </BusyButton>
    </form>
  );
}
