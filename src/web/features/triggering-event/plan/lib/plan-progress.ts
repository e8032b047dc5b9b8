import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { isOverdue } from './task-status';

export type PlanProgress = {
  /** Tasks that apply (those marked not applicable are left out). */
  total: number;
  done: number;
  overdue: number;
  notApplicable: number;
};

/** How far the plan has come, as of the visitor's day (YYYY-MM-DD). */
export function planProgress(tasks: readonly TEventTask[], today: string): PlanProgress {
  const notApplicable = tasks.filter((task) => task.status === 'not_applicable').length;
  return {
    total: tasks.length - notApplicable,
    done: tasks.filter((task) => task.status === 'done').length,
    overdue: tasks.filter((task) => isOverdue(task, today)).length,
    notApplicable,
  };
}
