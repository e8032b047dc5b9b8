import { Controller, useWatch } from 'react-hook-form';
import { AutoPayDayField } from '@web/components/auto-pay-day-field';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { afterAutoPayChange } from '../../lib/expense-form-rules';
import { useFieldNote } from './form-notes';
import { useExpenseFormContext } from './use-expense-form-context';

/** Auto-pay, and the day of the month it is taken (1–31, spec §5). Off clears the day (§4). */
export function AutoPayFields() {
  const { form, applyPatch, errorOf } = useExpenseFormContext();
  const isAutoPay = useWatch({ control: form.control, name: 'isAutoPay' });
  const note = useFieldNote('isAutoPay');
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div className="flex flex-wrap items-center gap-3 sm:mt-8">
        <Controller
          control={form.control}
          name="isAutoPay"
          render={({ field }) => (
            <Switch
              id="expense-auto-pay"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => applyPatch(afterAutoPayChange(checked))}
              onBlur={field.onBlur}
              aria-describedby={note ? 'expense-auto-pay-note' : undefined}
            />
          )}
        />
        <Label htmlFor="expense-auto-pay">Auto-pay</Label>
        {note && (
          <p id="expense-auto-pay-note" className="basis-full text-sm text-muted-foreground">
            {note}
          </p>
        )}
      </div>
      {isAutoPay && (
        <AutoPayDayField
          id="expense-auto-pay-day"
          error={errorOf('autoPayDate')}
          placeholder="Choose a day"
          registration={form.register('autoPayDate')}
        />
      )}
    </div>
  );
}
