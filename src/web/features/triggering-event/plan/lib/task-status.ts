import type { TEventTask } from '@shared/triggering-event/plan-schemas';

/** Done and not-applicable tasks need nothing more; the others are still to work on. */
export function isSettled(task: Pick<TEventTask, 'status'>): boolean {
  return task.status === 'done' || task.status === 'not_applicable';
}

/** A task still to do whose date (the rule's or the override) has passed. */
export function isOverdue(task: Pick<TEventTask, 'status' | 'dueOn'>, today: string): boolean {
  return !isSettled(task) && task.dueOn !== null && task.dueOn < today;
}
