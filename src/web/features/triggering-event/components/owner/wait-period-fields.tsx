import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, fieldAria } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { OTHER_WAIT, type ContactFormOutput, type ContactFormValues } from '../../lib/contact-form';
import { WAIT_PRESETS, waitInWords } from '../../lib/wait-hours';

/** The days and hours share one message, tied to both inputs (`fieldAria` adds "-error"). */
const OTHER_ID = 'contact-wait-other';
const OTHER_ERROR_ID = `${OTHER_ID}-error`;

/**
 * How long the owner has to stop a report this person makes: one of the usual periods, or days
 * and hours typed in (3 hours to 30 days).
 */
export function WaitPeriodFields({
  form,
}: {
  form: UseFormReturn<ContactFormValues, unknown, ContactFormOutput>;
}) {
  const { errors } = form.formState;
  const other = useWatch({ control: form.control, name: 'waitChoice' }) === OTHER_WAIT;
  const otherError = errors.otherDays?.message ?? errors.otherHours?.message;
  return (
    <div className="grid gap-3">
      <Field
        id="contact-wait"
        label="Waiting period"
        hint="How long you have to stop a report this person makes, before anything opens."
        error={errors.waitChoice?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('waitChoice')}>
            <SelectOptions values={WAIT_PRESETS} label={waitInWords} />
            <option value={OTHER_WAIT}>Other…</option>
          </NativeSelect>
        )}
      </Field>
      {other && (
        <fieldset className="grid gap-2" aria-describedby={otherError ? OTHER_ERROR_ID : undefined}>
          <legend className="mb-1 text-sm font-medium">Other waiting period</legend>
          <p className="text-sm text-muted-foreground">Between 3 hours and 30 days.</p>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor="contact-wait-days">Days</Label>
              <Input
                id="contact-wait-days"
                inputMode="numeric"
                {...fieldAria(OTHER_ID, otherError)}
                {...form.register('otherDays')}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="contact-wait-hours">Hours</Label>
              <Input
                id="contact-wait-hours"
                inputMode="numeric"
                {...fieldAria(OTHER_ID, otherError)}
                {...form.register('otherHours')}
              />
            </div>
          </div>
          {otherError && (
            <p id={OTHER_ERROR_ID} className="text-sm font-medium text-destructive">
              {otherError}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
