import { useId } from 'react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { groupByStage } from '../lib/group-by-stage';
import type { TaskActions } from './task-actions';
import { TaskCard } from './task-card';

type Props = {
  tasks: readonly TEventTask[];
  /** The visitor's day (YYYY-MM-DD), for what is overdue. */
  today: string;
  /** Shows the values only: the owner's preview, or someone who may look but not work the plan. */
  readOnly: boolean;
  /** How the tasks are worked; ignored when read-only. */
  actions?: TaskActions | null;
};

/** The plan's tasks under their stage, first days first: shared by the plan and its preview. */
export function TaskList({ tasks, today, readOnly, actions = null }: Props) {
  const working = readOnly ? null : actions;
  const idPrefix = useId();
  return (
    <div className="grid gap-8">
      {groupByStage(tasks).map((group) => {
        const headingId = `${idPrefix}-${group.stage}`;
        return (
          <section key={group.stage} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-base font-semibold">
              {group.label}{' '}
              <span className="font-normal text-muted-foreground">({group.tasks.length})</span>
            </h3>
            <ul className="grid gap-3">
              {group.tasks.map((task, index) => (
                // A preview's tasks have no id yet; its list never reorders, so its place will do.
                <li key={task.id ?? `${task.templateKey}-${index}`}>
                  <TaskCard task={task} today={today} actions={working} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
