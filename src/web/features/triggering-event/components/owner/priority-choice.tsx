import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONTACT_PRIORITIES } from '@shared/triggering-event/event-schemas';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import type { ContactFormOutput, ContactFormValues } from '../../lib/contact-form';
import { PRIORITY_HINTS, PRIORITY_LABELS } from '../../lib/contact-roles';

/** Primary (asked first) or Backup. */
export function PriorityChoice({
  form,
}: {
  form: UseFormReturn<ContactFormValues, unknown, ContactFormOutput>;
}) {
  const error = form.formState.errors.priority?.message;
  return (
    <div className="grid gap-2">
      <span id="contact-priority-label" className="text-sm font-medium">
        Priority
      </span>
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="contact-priority-label"
            value={field.value}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-2"
          >
            {CONTACT_PRIORITIES.map((priority) => (
              <div key={priority} className="flex items-start gap-3 rounded-lg border p-3">
                <RadioGroupItem
                  id={`contact-priority-${priority}`}
                  value={priority}
                  aria-describedby={`contact-priority-${priority}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`contact-priority-${priority}`}>
                    {PRIORITY_LABELS[priority]}
                  </Label>
                  <span
                    id={`contact-priority-${priority}-hint`}
                    className="text-xs text-muted-foreground"
                  >
                    {PRIORITY_HINTS[priority]}
                  </span>
                </div>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}
