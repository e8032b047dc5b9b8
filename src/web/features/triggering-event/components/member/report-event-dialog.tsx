import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  type TEventHousehold,
  type TEventKind,
} from '@shared/triggering-event/event-schemas';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { RadioCards } from '@web/components/ui/radio-cards';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { localIsoDay } from '@web/lib/local-day';
import { useReportEvent } from '../../api/event-mutations';
import { eventDateLabel } from '../../lib/event-words';
import { BLANK_REPORT, REPORT_FORM_FIELDS, reportFormSchema } from '../../lib/report-form';
import { EvidenceField } from './evidence-field';
import { WhatHappensNext } from './what-happens-next';

const KIND_HINTS: Record<TEventKind, string> = {
  death: 'They have died.',
  incapacity: 'They are alive but can no longer act for themselves (for example, in a coma).',
};

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({
  value: kind,
  label: EVENT_KIND_LABELS[kind],
  hint: KIND_HINTS[kind],
}));

/** The form holds '' until a kind is chosen. */
function kindValue(value: string): TEventKind | '' {
  return value === 'death' || value === 'incapacity' ? value : '';
}

/**
 * An unlocker reports the owner's death or incapacity: the kind, the date, optional evidence from
 * the document hub and a note. Mounted only while open, so it starts blank each time.
 */
export function ReportEventDialog({
  household,
  onClose,
}: {
  household: TEventHousehold;
  onClose: () => void;
}) {
  const report = useReportEvent();
  const today = localIsoDay(new Date());
  const form = useForm({
    resolver: zodResolver(reportFormSchema(household.ownerId, today)),
    defaultValues: BLANK_REPORT,
  });
  const kind = kindValue(useWatch({ control: form.control, name: 'kind' }));
  const busy = report.isPending;
  const submit = form.handleSubmit((input) =>
    report.mutate(
      { input, ownerName: household.ownerName },
      {
        onSuccess: onClose,
        onError: (error) => applyServerFieldErrors(error, form.setError, REPORT_FORM_FIELDS),
      },
    ),
  );

  return (
    <FormDialog
      title="Report an event"
      description={
        <>
          We are sorry you need this. Tell us what happened to {household.ownerName}; it takes a
          minute.
        </>
      }
      className="max-w-lg"
      onSubmit={submit}
      busy={busy}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
    >
      <div className="grid gap-4">
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <RadioCards
              // So a submit without a choice puts focus on the choice.
              ref={field.ref}
              legend="What happened"
              options={KIND_OPTIONS}
              value={kindValue(field.value)}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField
          form={form}
          name="eventDate"
          id="report-date"
          label={kind ? eventDateLabel(kind) : 'Date'}
          type="date"
          max={today}
        />
        <EvidenceField form={form} ownerId={household.ownerId} ownerName={household.ownerName} />
        <FormTextareaField
          form={form}
          name="note"
          id="report-note"
          label="Note (optional)"
          rows={3}
        />
      </div>
      <WhatHappensNext household={household} />
    </FormDialog>
  );
}
