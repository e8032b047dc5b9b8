import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TContactCandidate, TTrustedContact } from '@shared/triggering-event/event-schemas';
import { Field } from '@web/components/ui/field';
import { FormDialog } from '@web/components/ui/form-dialog';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api-error';
import { useAddContact, useUpdateContact } from '../../api/contact-mutations';
import {
  CONTACT_SERVER_FIELDS,
  ZContactForm,
  editContactValues,
  newContactValues,
  type ContactFormOutput,
} from '../../lib/contact-form';
import { contactRoleLabel } from '../../lib/contact-roles';
import { PriorityChoice } from './priority-choice';
import { WaitPeriodFields } from './wait-period-fields';

/** Adding someone (from the people connected to the household), or changing a contact. */
export type ContactFormRequest =
  { contact: TTrustedContact } | { candidates: readonly TContactCandidate[]; hasPrimary: boolean };

/**
 * Names a trusted contact who may report the owner's death or incapacity, or changes one's
 * priority and waiting period. Mounted only while open, so it starts from the current values.
 */
export function ContactFormDialog({
  request,
  onClose,
}: {
  request: ContactFormRequest;
  onClose: () => void;
}) {
  const add = useAddContact();
  const update = useUpdateContact();
  const editing = 'contact' in request ? request.contact : null;
  const form = useForm({
    resolver: zodResolver(ZContactForm),
    defaultValues:
      'contact' in request
        ? editContactValues(request.contact)
        : newContactValues(request.hasPrimary),
  });
  const { errors } = form.formState;
  const busy = add.isPending || update.isPending;

  // The server's field messages go beside the fields; its waitHours is the waiting period list.
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    Object.entries(CONTACT_SERVER_FIELDS).forEach(([serverField, formField]) => {
      const message = error.fields[serverField];
      if (message) form.setError(formField, { type: 'server', message }, { shouldFocus: true });
    });
  };
  const submit = form.handleSubmit((input: ContactFormOutput) => {
    const callbacks = { onSuccess: onClose, onError: showServerErrors };
    if (editing) {
      const { priority, waitHours } = input;
      update.mutate({ id: editing.id, input: { priority, waitHours } }, callbacks);
    } else add.mutate(input, callbacks);
  });

  return (
    <FormDialog
      title={editing ? 'Edit trusted contact' : 'Add a trusted contact'}
      description={
        editing
          ? `${editing.name} · ${contactRoleLabel(editing.role)}`
          : 'Someone you trust to tell Nido if you die or can no longer act for yourself. You are emailed at once and can stop the report during the waiting period.'
      }
      className="max-w-lg"
      onSubmit={submit}
      busy={busy}
      submitLabel={editing ? 'Save changes' : 'Add trusted contact'}
      busyLabel={editing ? 'Saving…' : 'Adding…'}
      onClose={onClose}
    >
      <div className="grid gap-4">
        {!editing && 'candidates' in request && (
          <Field id="contact-person" label="Person" error={errors.contactUserId?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('contactUserId')}>
                <option value="" disabled>
                  Choose a person
                </option>
                {request.candidates.map((candidate) => (
                  <option key={candidate.userId} value={candidate.userId}>
                    {candidate.name} ({candidate.email}) · {contactRoleLabel(candidate.role)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )}
        <PriorityChoice form={form} />
        <WaitPeriodFields form={form} />
      </div>
    </FormDialog>
  );
}
