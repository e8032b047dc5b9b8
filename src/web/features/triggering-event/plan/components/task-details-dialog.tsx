import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import {
  TASK_DETAILS_FIELDS,
  ZTaskDetailsForm,
  taskDetailsDefaults,
  taskDetailsUpdate,
} from '../lib/task-details-form';
import type { TaskActions } from './task-actions';

type Props = { task: TEventTask; actions: TaskActions; onClose: () => void };

/**
 * Notes on a task (who was called, what they said) and a due date set by hand. The dialog stays
 * open until the server has saved, so nothing typed is lost if it cannot.
 */
export function TaskDetailsDialog({ task, actions, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZTaskDetailsForm),
    defaultValues: taskDetailsDefaults(task),
  });
  const submit = form.handleSubmit((values) => {
    setBusy(true);
    actions.save(task, taskDetailsUpdate(values), {
      onSuccess: onClose,
      onError: (error) => {
        setBusy(false);
        applyServerFieldErrors(error, form.setError, TASK_DETAILS_FIELDS);
      },
    });
  });
  const idPrefix = useId();

  return (
    <FormDialog
      title="Notes and due date"
      description={task.title}
      className="max-w-lg"
      onSubmit={submit}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving…"
      onClose={onClose}
    >
      <div className="grid gap-4">
        <FormTextareaField
          form={form}
          name="notes"
          id={`${idPrefix}-notes`}
          label="Notes"
          hint="Who you spoke to, reference numbers, what is still to do."
          rows={5}
        />
        <FormTextField
          form={form}
          name="dueOverride"
          id={`${idPrefix}-due`}
          label="Due date (optional)"
          hint={`Leave empty to follow the plan: ${task.dueRuleText}.`}
          type="date"
        />
      </div>
    </FormDialog>
  );
}
