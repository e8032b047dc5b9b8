import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_KINDS, EVENT_KIND_LABELS } from '@shared/triggering-event/event-schemas';
import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { Textarea } from '@web/components/ui/textarea';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { localIsoDay } from '@web/lib/local-day';
import { useReportEvent } from '../../api/event-mutations';
import { eventDateLabel } from '../../lib/event-words';
import { BLANK_REPORT, REPORT_FORM_FIELDS, reportFormSchema } from '../../lib/report-form';
import { EvidenceField } from './evidence-field';
import { WhatHappensNext } from './what-happens-next';

const KIND_HINTS = {
  death: 'They have died.',
  incapacity: 'They are alive but can no longer act for themselves (for example, in a coma).',
} as const;

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
  const returnFocus = useReturnFocus();
  const report = useReportEvent();
  const today = localIsoDay(new Date());
  const form = useForm({
    resolver: zodResolver(reportFormSchema(household.ownerId, today)),
    defaultValues: BLANK_REPORT,
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
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
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Report an event</DialogTitle>
          <DialogDescription>
            We are sorry you need this. Tell us what happened to {household.ownerName}; it takes a
            minute.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <div className="grid gap-4">
            <div className="grid gap-2">
              <span id="report-kind-label" className="text-sm font-medium">
                What happened
              </span>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <RadioGroup
                    // So a submit without a choice puts focus on the choice.
                    ref={field.ref}
                    aria-labelledby="report-kind-label"
                    aria-invalid={errors.kind ? true : undefined}
                    aria-describedby={errors.kind ? 'report-kind-error' : undefined}
                    value={field.value}
                    onValueChange={field.onChange}
                    className="grid gap-2"
                  >
                    {EVENT_KINDS.map((each) => (
                      <div key={each} className="flex items-start gap-3 rounded-lg border p-3">
                        <RadioGroupItem
                          id={`report-kind-${each}`}
                          value={each}
                          aria-describedby={`report-kind-${each}-hint`}
                          className="mt-0.5"
                        />
                        <div className="grid gap-1">
                          <Label htmlFor={`report-kind-${each}`}>{EVENT_KIND_LABELS[each]}</Label>
                          <span
                            id={`report-kind-${each}-hint`}
                            className="text-xs text-muted-foreground"
                          >
                            {KIND_HINTS[each]}
                          </span>
                        </div>
                      </div>
                    ))}
                  </RadioGroup>
                )}
              />
              {errors.kind && (
                <p id="report-kind-error" className="text-sm font-medium text-destructive">
                  {errors.kind.message}
                </p>
              )}
            </div>
            <Field
              id="report-date"
              label={kind === 'death' || kind === 'incapacity' ? eventDateLabel(kind) : 'Date'}
              error={errors.eventDate?.message}
            >
              {(control) => (
                <Input type="date" max={today} {...control} {...form.register('eventDate')} />
              )}
            </Field>
            <EvidenceField
              form={form}
              ownerId={household.ownerId}
              ownerName={household.ownerName}
            />
            <Field id="report-note" label="Note (optional)" error={errors.note?.message}>
              {(control) => <Textarea rows={3} {...control} {...form.register('note')} />}
            </Field>
          </div>
          <WhatHappensNext household={household} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel="Sending…">
              Send report
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
