import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZSignInRequest, type TSignInRequest } from '@shared/auth/auth-schemas';
import type { TSessionUser } from '@shared/auth/session-view';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { Input } from '@web/components/ui/input';
import { useSignIn } from '../api/sign-in';
import { showSignInError } from '../lib/show-sign-in-error';

type Props = {
  defaultEmail: string;
  onSignedIn: (user: TSessionUser) => void;
  onTwoFactorRequired: (email: string) => void;
  /** Opens the reset dialog with whatever address is typed so far. */
  onForgotPassword: (email: string) => void;
};

/** Spec §2 "Login": email and password, failures told in the spec's toasts (§8). */
export function SignInForm({
  defaultEmail,
  onSignedIn,
  onTwoFactorRequired,
  onForgotPassword,
}: Props) {
  const form = useForm<TSignInRequest, unknown, z.output<typeof ZSignInRequest>>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const signIn = useSignIn();

  const onSubmit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: (answer) =>
        answer.status === 'two-factor-required'
          ? onTwoFactorRequired(credentials.email)
          : onSignedIn(answer.user),
      onError: (error) => showSignInError(error, credentials.email),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id="login-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" autoComplete="username" {...register('email')} {...control} />
        )}
      </Field>
      <div className="grid gap-2">
        <FormPasswordField
          form={form}
          name="password"
          id="login-password"
          label="Password"
          autoComplete="current-password"
        />
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-end px-0"
          onClick={() => onForgotPassword(getValues('email'))}
        >
          Forgot Password?
        </Button>
      </div>
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={signIn.isPending}
        busyLabel="Signing In…"
      >
        Sign In
      </BusyButton>
    </form>
  );
}
