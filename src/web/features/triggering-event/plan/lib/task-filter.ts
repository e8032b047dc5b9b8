import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { isSettled } from './task-status';

export const TASK_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Mine' },
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number]['value'];

/** The tasks a filter keeps: mine are assigned to the reader; done includes not applicable. */
export function filterTasks(
  tasks: readonly TEventTask[],
  filter: TaskFilter,
  myUserId: string | null,
): TEventTask[] {
  switch (filter) {
    case 'all':
      return [...tasks];
    case 'mine':
      return tasks.filter((task) => myUserId !== null && task.assigneeUserId === myUserId);
    case 'open':
      return tasks.filter((task) => !isSettled(task));
    case 'done':
      return tasks.filter(isSettled);
  }
}
