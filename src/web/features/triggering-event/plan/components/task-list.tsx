import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { groupByStage } from '../lib/group-by-stage';
import type { TaskActions } from './task-actions';
import { TaskStageSection } from './task-stage-section';

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
  return (
    <div className="grid gap-8">
      {groupByStage(tasks).map((group) => (
        <TaskStageSection key={group.stage} group={group} today={today} actions={working} />
      ))}
    </div>
  );
}
