import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateProfileRequest } from '@shared/account/account-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useUpdateProfile } from '../api/profile';
import { showFormError } from '../lib/form-errors';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

export function ProfileSection({ fullName }: { fullName: string }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { fullName },
  });
  const error = form.formState.errors.fullName?.message;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      // The saved (trimmed) name becomes the new starting point for "unchanged".
      onSuccess: () => form.reset({ fullName: values.fullName }),
      onError: (failure) => showFormError(failure, form.setError, { fields: ['fullName'] }),
    }),
  );

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name as your family and advisors see it."
    >
      <SettingsForm
        onSubmit={submit}
        busy={update.isPending}
        busyLabel="Saving…"
        submitLabel="Save"
      >
        <Field id="profile-full-name" label="Full name" error={error}>
          {(control) => <Input autoComplete="name" {...control} {...form.register('fullName')} />}
        </Field>
      </SettingsForm>
    </SettingsSection>
  );
}
