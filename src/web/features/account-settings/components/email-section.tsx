import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { ZChangeEmailRequest } from '@shared/account/account-schemas';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { emailChangeNotice, useChangeEmail } from '../api/email';
import { showFormError } from '../lib/form-errors';
import { CurrentPasswordField } from './current-password-field';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

export function EmailSection({ email }: { email: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        setSentTo(values.newEmail);
        form.reset();
      },
      onError: (failure) =>
        showFormError(failure, form.setError, {
          fields: ['newEmail', 'password'],
          passwordField: 'password',
        }),
    }),
  );

  return (
    <SettingsSection
      id="email"
      title="Email address"
      description={
        <>
          You sign in with <span className="font-medium text-foreground">{email}</span>.
        </>
      }
    >
      <SettingsForm
        onSubmit={submit}
        busy={change.isPending}
        busyLabel="Sending…"
        submitLabel="Change email"
      >
        <div role="status">
          {sentTo && (
            <Alert variant="success">
              <MailCheck aria-hidden />
              <AlertDescription className="text-foreground">
                {emailChangeNotice(sentTo)}
              </AlertDescription>
            </Alert>
          )}
        </div>
        <Field id="email-new" label="New email address" error={errors.newEmail?.message}>
          {(control) => (
            <Input type="email" autoComplete="email" {...control} {...form.register('newEmail')} />
          )}
        </Field>
        <CurrentPasswordField
          id="email-password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
