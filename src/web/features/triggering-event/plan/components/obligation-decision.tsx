import { useId } from 'react';
import {
  TASK_DECISIONS,
  TASK_DECISION_LABELS,
  type TEventTask,
} from '@shared/triggering-event/plan-schemas';
import { cn } from '@web/lib/utils';
import type { TaskActions } from './task-actions';

/**
 * Keep / Cancel / Transfer for a recurring obligation: native radios in a fieldset, so the group
 * is named by its legend (with the task's title) and arrow keys move between the choices.
 */
export function ObligationDecision({ task, actions }: { task: TEventTask; actions: TaskActions }) {
  const name = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xs text-muted-foreground">
        Keep, cancel or transfer<span className="sr-only">: {task.title}</span>
      </legend>
      <div className="inline-flex w-fit rounded-md border bg-background p-0.5 shadow-xs">
        {TASK_DECISIONS.map((decision) => (
          <label key={decision} className="relative">
            <input
              type="radio"
              name={name}
              value={decision}
              checked={task.decision === decision}
              onChange={() => actions.save(task, { decision })}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex h-8 cursor-pointer items-center rounded-sm px-3 text-sm font-medium transition-colors',
                'text-muted-foreground hover:text-foreground',
                'peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60',
              )}
            >
              {TASK_DECISION_LABELS[decision]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
