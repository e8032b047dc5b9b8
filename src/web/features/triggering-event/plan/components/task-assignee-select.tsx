import { useId } from 'react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { TaskActions } from './task-actions';

const NOBODY = '';

/** Who in the family takes the task on; "Nobody yet" leaves it with whoever picks it up. */
export function TaskAssigneeSelect({ task, actions }: { task: TEventTask; actions: TaskActions }) {
  const id = useId();
  // Someone assigned earlier may no longer be offered (their connection ended): still name them.
  const listed = actions.assignees.some((person) => person.userId === task.assigneeUserId);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Assigned to <span className="sr-only">(“{task.title}”)</span>
      </Label>
      <NativeSelect
        id={id}
        value={task.assigneeUserId ?? NOBODY}
        onChange={(event) => actions.save(task, { assigneeUserId: event.target.value || null })}
      >
        <option value={NOBODY}>Nobody yet</option>
        {task.assigneeUserId && !listed && (
          <option value={task.assigneeUserId}>
            {task.assigneeName ?? 'Someone no longer listed'}
          </option>
        )}
        {actions.assignees.map((person) => (
          <option key={person.userId} value={person.userId}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
