import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { BusyButton } from '@web/components/ui/busy-button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useSendInvitation } from '../api/invitation-mutations';
import { ZInviteForm } from '../lib/invite-form-schema';
import { showInviteError } from '../lib/invite-error';

/** Invite someone by name and email; the form empties once the invitation is on its way. */
export function InviteForm() {
  const send = useSendInvitation();
  const form = useForm({
    resolver: zodResolver(ZInviteForm),
    defaultValues: { inviteeName: '', inviteeEmail: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => form.reset(),
      onError: (error) => showInviteError(error, form.setError),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invitee-name" label="Full Name" error={errors.inviteeName?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('inviteeName')} />}
        </Field>
        <Field id="invitee-email" label="Email" error={errors.inviteeEmail?.message}>
          {(control) => (
            <Input
              type="email"
              autoComplete="off"
              inputMode="email"
              {...control}
              {...form.register('inviteeEmail')}
            />
          )}
        </Field>
      </div>
      <BusyButton type="submit" busy={send.isPending} busyLabel="Sending…" className="w-fit">
        <Send aria-hidden />
        Send Invitation
      </BusyButton>
    </form>
  );
}
