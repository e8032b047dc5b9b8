import { useId } from 'react';
import {
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type TEventTask,
  type TTaskStatus,
} from '@shared/triggering-event/plan-schemas';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import type { TaskActions } from './task-actions';

/** To do / In progress / Done / Not applicable, saved as soon as it is chosen. */
export function TaskStatusSelect({ task, actions }: { task: TEventTask; actions: TaskActions }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Status <span className="sr-only">of “{task.title}”</span>
      </Label>
      <NativeSelect
        id={id}
        value={task.status}
        onChange={(event) => actions.save(task, { status: event.target.value as TTaskStatus })}
      >
        <SelectOptions values={TASK_STATUSES} label={(status) => TASK_STATUS_LABELS[status]} />
      </NativeSelect>
    </div>
  );
}
