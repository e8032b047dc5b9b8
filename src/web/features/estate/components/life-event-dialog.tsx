import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIFE_EVENT_KINDS, LIFE_EVENT_LABELS } from '@shared/estate/instrument-kinds';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { Textarea } from '@web/components/ui/textarea';
import { localIsoDay } from '@web/lib/local-day';
import { useRecordLifeEvent } from '../api/life-event-mutations';
import { BLANK_LIFE_EVENT, LIFE_EVENT_FORM_FIELDS, ZLifeEventForm } from '../lib/life-event-form';

/** Records a marriage, divorce, birth or adoption, death, move or home purchase. */
export function LifeEventDialog({ onClose }: { onClose: () => void }) {
  const record = useRecordLifeEvent();
  const form = useForm({ resolver: zodResolver(ZLifeEventForm), defaultValues: BLANK_LIFE_EVENT });
  const { errors } = form.formState;
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
        <Field id="life-event-kind" label="What happened" error={errors.kind?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('kind')}>
              <option value="" disabled>
                Choose an event
              </option>
              <SelectOptions values={LIFE_EVENT_KINDS} label={(kind) => LIFE_EVENT_LABELS[kind]} />
            </NativeSelect>
          )}
        </Field>
        <Field id="life-event-date" label="Date" error={errors.occurredOn?.message}>
          {(control) => (
            <Input
              type="date"
              max={localIsoDay(new Date())}
              {...control}
              {...form.register('occurredOn')}
            />
          )}
        </Field>
        <Field
          id="life-event-note"
          label="Note (optional)"
          hint="Who or where: “Birth of Sofia”, “Moved to Texas”."
          error={errors.note?.message}
        >
          {(control) => <Textarea rows={2} {...control} {...form.register('note')} />}
        </Field>
      </div>
    </FormDialog>
  );
}
