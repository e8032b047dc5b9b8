import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { BusyButton } from '@web/components/ui/busy-button';
import { Field } from '@web/components/ui/field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError } from '@web/lib/api-error';
import { showAcceptInvitationFailure } from '@web/lib/invitations/accept-invitation-error';
import { useRegister, type RegisterOutcome } from '../api/register';
import { SIGN_UP_MESSAGES } from '../lib/auth-messages';
import {
  ZRegisterForm,
  type TRegisterForm,
  type TRegisterFormInput,
} from '../lib/register-form-schema';
import { REGISTER_FIELDS, signUpFailure } from '../lib/sign-up-failure';
import { TermsCheckbox } from './terms-checkbox';

/** The sign-up-and-accept answer for an unknown, expired or revoked invitation. */
function isUnknownInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const EMPTY: TRegisterFormInput = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

type Props = {
  onOutcome: (outcome: RegisterOutcome) => void;
  /** The invitation the page was opened with: the account is made and the invitation accepted. */
  invitation: string | null;
  /** The address the invitation was sent to, filled in unless the visitor typed one already. */
  invitedEmail?: string;
  /** The server does not know the invitation (or it is no longer pending): the page says so. */
  onInvitationRefused?: () => void;
};

/** Spec §2 "Register": the fields, the live strength meter and the terms box gating submit. */
export function RegisterForm({ onOutcome, invitation, invitedEmail, onInvitationRefused }: Props) {
  const form = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    // Errors appear from the first submit on (then live), not on blur: an error appearing when
    // a field loses focus pushes the terms box away from the pointer that is clicking it.
    resolver: zodResolver(ZRegisterForm),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' });
  const acceptedTerms = useWatch({ control, name: 'acceptedTerms' });
  const registration = useRegister();

  useEffect(() => {
    if (invitedEmail && !getValues('email')) setValue('email', invitedEmail);
  }, [invitedEmail, getValues, setValue]);

  function showFailure(error: unknown) {
    const failure = signUpFailure(error);
    for (const name of REGISTER_FIELDS) {
      const message = failure.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
    // The page tells an unusable invitation itself, and the next submit goes without it.
    if (invitation && onInvitationRefused && isUnknownInvitation(error)) {
      onInvitationRefused();
      return;
    }
    // Spec §8: with an invitation, the failure is told as an acceptance failure.
    if (invitation) {
      showAcceptInvitationFailure(error);
      return;
    }
    if (failure.emailMessage && !failure.fields.email) {
      setError('email', { type: 'server', message: failure.emailMessage }, { shouldFocus: true });
    }
    toast.error(SIGN_UP_MESSAGES.failedTitle, { description: failure.toastMessage });
  }

  const onSubmit = handleSubmit(
    ({ fullName, email, password: newPassword, acceptedTerms: terms }) =>
      registration.mutate(
        { fullName, email, password: newPassword, acceptedTerms: terms, invitation },
        { onSuccess: onOutcome, onError: showFailure },
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id="register-name" label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input autoComplete="name" {...register('fullName')} {...control} />}
      </Field>
      <Field id="register-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" autoComplete="email" {...register('email')} {...control} />
        )}
      </Field>
      <Field id="register-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <>
            <PasswordInput autoComplete="new-password" {...register('password')} {...control} />
            <PasswordStrengthMeter id="register-password-strength" password={password} />
          </>
        )}
      </Field>
      <FormPasswordField
        form={form}
        name="confirmPassword"
        id="register-confirm"
        label="Confirm Password"
      />
      <TermsCheckbox control={control} error={errors.acceptedTerms?.message} />
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        disabled={!acceptedTerms}
        busy={registration.isPending}
        busyLabel="Creating Account…"
      >
        Create Account
      </BusyButton>
    </form>
  );
}
