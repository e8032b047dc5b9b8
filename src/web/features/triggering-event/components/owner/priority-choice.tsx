import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONTACT_PRIORITIES } from '@shared/triggering-event/event-schemas';
import { RadioCards } from '@web/components/ui/radio-cards';
import type { ContactFormOutput, ContactFormValues } from '../../lib/contact-form';
import { PRIORITY_HINTS, PRIORITY_LABELS } from '../../lib/contact-roles';

const PRIORITY_OPTIONS = CONTACT_PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
  hint: PRIORITY_HINTS[priority],
}));

/** Primary (asked first) or Backup. */
export function PriorityChoice({
  form,
}: {
  form: UseFormReturn<ContactFormValues, unknown, ContactFormOutput>;
}) {
  return (
    <Controller
      control={form.control}
      name="priority"
      render={({ field, fieldState }) => (
        <RadioCards
          legend="Priority"
          options={PRIORITY_OPTIONS}
          value={field.value}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
          columns={2}
        />
      )}
    />
  );
}
