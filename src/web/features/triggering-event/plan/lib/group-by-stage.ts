import {
  TASK_STAGES,
  TASK_STAGE_LABELS,
  type TEventTask,
  type TTaskStage,
} from '@shared/triggering-event/plan-schemas';

export type StageGroup = { stage: TTaskStage; label: string; tasks: TEventTask[] };

/**
 * The tasks under their stage, stages in the plan's order (first days first), each keeping the
 * server's order within it (auto-pay obligations first). Empty stages are left out.
 */
export function groupByStage(tasks: readonly TEventTask[]): StageGroup[] {
  return TASK_STAGES.map((stage) => ({
    stage,
    label: TASK_STAGE_LABELS[stage],
    tasks: tasks.filter((task) => task.stage === stage),
  })).filter((group) => group.tasks.length > 0);
}
