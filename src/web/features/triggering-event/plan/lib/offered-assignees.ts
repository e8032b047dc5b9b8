import type { TEventPlan } from '@shared/triggering-event/plan-schemas';

/**
 * The people a task can be given to: the plan's list, without the person who died when the plan
 * is for a death. The server leaves them out and refuses them too; this keeps an older answer
 * (or a cached one) from offering them.
 */
export function offeredAssignees(
  plan: Pick<TEventPlan, 'kind' | 'ownerId' | 'assignees'>,
): TEventPlan['assignees'] {
  if (plan.kind !== 'death') return plan.assignees;
  return plan.assignees.filter((person) => person.userId !== plan.ownerId);
}
