import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { BusyButton } from '@web/components/ui/busy-button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { Textarea } from '@web/components/ui/textarea';
import { localIsoDay } from '@web/lib/local-day';
import { useAddLogEntry } from '../api/log-queries';
import {
  LOG_ENTRY_FIELDS,
  ZLogEntryForm,
  blankLogEntry,
  logEntryInput,
} from '../lib/log-entry-form';

type Props = { eventId: string; tasks: readonly TEventTask[] };

/** Adds a day's work to the log: the time spent, any expense, what was done, and for which task. */
export function LogEntryForm({ eventId, tasks }: Props) {
  const add = useAddLogEntry(eventId);
  const id = useId();
  const today = localIsoDay(new Date());
  const form = useForm({
    resolver: zodResolver(ZLogEntryForm),
    defaultValues: blankLogEntry(today),
  });
  const { errors } = form.formState;
  const timeError = errors.hours?.message ?? errors.minutes?.message;
  const submit = form.handleSubmit((values) =>
    add.mutate(logEntryInput(values), {
      // The date stays: several entries of one day are usually written one after the other.
      onSuccess: () => form.reset({ ...blankLogEntry(today), workedOn: values.workedOn }),
      onError: (error) => applyServerFieldErrors(error, form.setError, LOG_ENTRY_FIELDS),
    }),
  );
  const workable = tasks.filter((task): task is TEventTask & { id: string } => task.id !== null);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add to the log"
      className="grid gap-4 rounded-lg border bg-card p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={`${id}-date`} label="Date" error={errors.workedOn?.message}>
          {(control) => (
            <Input type="date" max={today} {...control} {...form.register('workedOn')} />
          )}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Time spent</legend>
          <div className="flex gap-2">
            <div className="grid flex-1 gap-1">
              <Label htmlFor={`${id}-hours`} className="text-xs text-muted-foreground">
                Hours
              </Label>
              <Input
                id={`${id}-hours`}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={errors.hours || errors.minutes ? true : undefined}
                aria-describedby={timeError ? `${id}-time-error` : undefined}
                {...form.register('hours')}
              />
            </div>
            <div className="grid flex-1 gap-1">
              <Label htmlFor={`${id}-minutes`} className="text-xs text-muted-foreground">
                Minutes
              </Label>
              <Input
                id={`${id}-minutes`}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={errors.minutes ? true : undefined}
                aria-describedby={timeError ? `${id}-time-error` : undefined}
                {...form.register('minutes')}
              />
            </div>
          </div>
          {timeError && (
            <p id={`${id}-time-error`} className="text-sm font-medium text-destructive">
              {timeError}
            </p>
          )}
        </fieldset>
        <Field
          id={`${id}-expense`}
          label="Expense"
          hint="What you paid yourself: copies, postage, travel."
          error={errors.expenseCents?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="expenseCents"
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-description`} label="What was done" error={errors.description?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('description')} />}
      </Field>
      <Field id={`${id}-task`} label="Task (optional)" error={errors.taskId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('taskId')}>
            <option value="">No particular task</option>
            {workable.map((task) => (
              <option key={task.id} value={task.id}>
                {task.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <BusyButton type="submit" busy={add.isPending} busyLabel="Adding…" className="w-fit">
        Add to the log
      </BusyButton>
    </form>
  );
}
