import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZChangePasswordRequest } from '@shared/account/account-schemas';
import { PASSWORDS_DO_NOT_MATCH } from '@shared/validation/password';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormCheckboxField } from '@web/components/ui/form-checkbox-field';
import { Field } from '@web/components/ui/field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { useChangePassword } from '../api/password';
import { showFormError } from '../lib/form-errors';
import { CurrentPasswordField } from './current-password-field';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** The API's request plus the form-only confirmation (spec §5). */
const ZPasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH },
);

const EMPTY = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOtherSessions: true,
};

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: EMPTY });
  const { register } = form;
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...request }) =>
    change.mutate(request, {
      onSuccess: () => form.reset(EMPTY),
      onError: (failure) =>
        showFormError(failure, form.setError, {
          fields: ['currentPassword', 'newPassword'],
          passwordField: 'currentPassword',
        }),
    }),
  );

  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Use at least 10 characters with upper and lower case letters, a number and a symbol."
    >
      <SettingsForm
        onSubmit={submit}
        busy={change.isPending}
        busyLabel="Changing…"
        submitLabel="Change password"
      >
        <CurrentPasswordField
          id="password-current"
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
        <Field id="password-new" label="New password" error={errors.newPassword?.message}>
          {(control) => (
            <>
              <PasswordInput
                autoComplete="new-password"
                {...control}
                // The strength is part of the field's description, after any error.
                aria-describedby={`${control['aria-describedby'] ?? ''} password-strength`.trim()}
                {...register('newPassword')}
              />
              <PasswordStrengthMeter
                id="password-strength"
                password={newPassword}
                caption="Strength"
                emptyLabel="None yet"
              />
            </>
          )}
        </Field>
        <FormPasswordField
          form={form}
          name="confirmPassword"
          id="password-confirm"
          label="Confirm new password"
        />
        <FormCheckboxField
          form={form}
          name="signOutOtherSessions"
          id="password-sign-out-others"
          label="Sign out of other devices"
          hint="Recommended if you think someone else may know your old password."
        />
      </SettingsForm>
    </SettingsSection>
  );
}
