import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
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
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { Textarea } from '@web/components/ui/textarea';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
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
  const returnFocus = useReturnFocus();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZTaskDetailsForm),
    defaultValues: taskDetailsDefaults(task),
  });
  const { errors } = form.formState;
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
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Notes and due date</DialogTitle>
          <DialogDescription>{task.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <div className="grid gap-4">
            <Field
              id={`${idPrefix}-notes`}
              label="Notes"
              hint="Who you spoke to, reference numbers, what is still to do."
              error={errors.notes?.message}
            >
              {(control) => <Textarea rows={5} {...control} {...form.register('notes')} />}
            </Field>
            <Field
              id={`${idPrefix}-due`}
              label="Due date (optional)"
              hint={`Leave empty to follow the plan: ${task.dueRuleText}.`}
              error={errors.dueOverride?.message}
            >
              {(control) => <Input type="date" {...control} {...form.register('dueOverride')} />}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel="Saving…">
              Save
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
