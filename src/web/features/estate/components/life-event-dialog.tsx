import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIFE_EVENT_LABELS } from '@shared/estate/instrument-kinds';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { localIsoDay } from '@web/lib/local-day';
import { useRecordLifeEvent } from '../api/life-event-mutations';
import { BLANK_LIFE_EVENT, LIFE_EVENT_FORM_FIELDS, ZLifeEventForm } from '../lib/life-event-form';

/** Records a marriage, divorce, birth or adoption, death, move or home purchase. */
export function LifeEventDialog({ onClose }: { onClose: () => void }) {
  const record = useRecordLifeEvent();
  const form = useForm({ resolver: zodResolver(ZLifeEventForm), defaultValues: BLANK_LIFE_EVENT });
  const busy = record.isPending;
  const submit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: onClose,
      onError: (error) => applyServerFieldErrors(error, form.setError, LIFE_EVENT_FORM_FIELDS),
    }),
  );

  return (
    <FormDialog
      title="Record a life event"
      description={
        <>
          The documents of your plan come up for review from the day it happened, since they may no
          longer say what you want.
          <AddingToNote />
        </>
      }
      className="max-w-lg"
      onSubmit={submit}
      busy={busy}
      submitLabel="Record life event"
      busyLabel="Recording…"
      onClose={onClose}
    >
      <div className="grid gap-4">
        <FormSelectField
          form={form}
          name="kind"
          id="life-event-kind"
          label="What happened"
          options={LIFE_EVENT_LABELS}
          placeholder="Choose an event"
        />
        <FormTextField
          form={form}
          name="occurredOn"
          id="life-event-date"
          label="Date"
          type="date"
          max={localIsoDay(new Date())}
        />
        <FormTextareaField
          form={form}
          name="note"
          id="life-event-note"
          label="Note (optional)"
          hint="Who or where: “Birth of Sofia”, “Moved to Texas”."
          rows={2}
        />
      </div>
    </FormDialog>
  );
}
