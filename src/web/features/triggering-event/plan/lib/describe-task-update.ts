import {
  TASK_DECISION_LABELS,
  TASK_STATUS_LABELS,
  type TEventTask,
  type TTaskUpdate,
} from '@shared/triggering-event/plan-schemas';

/** The toast after a task is saved, saying what changed in the words of the screen. */
export function describeTaskUpdate(
  before: TEventTask,
  update: TTaskUpdate,
  saved: TEventTask,
): string {
  const title = `“${before.title}”`;
  if (update.status !== undefined) {
    return `${title} marked ${TASK_STATUS_LABELS[update.status].toLowerCase()}`;
  }
  if (update.decision !== undefined) {
    return update.decision
      ? `${TASK_DECISION_LABELS[update.decision]}: saved for ${title}`
      : `Decision cleared for ${title}`;
  }
  if (update.assigneeUserId !== undefined) {
    return saved.assigneeName
      ? `${title} assigned to ${saved.assigneeName}`
      : `${title} unassigned`;
  }
  if (update.documentIds !== undefined) return `Documents saved for ${title}`;
  return `Notes and due date saved for ${title}`;
}
