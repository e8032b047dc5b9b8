import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import type { TEventPlan } from '@shared/triggering-event/plan-schemas';
import type { Queryable } from '../../db/owned-rows';
import { familyConnections } from '../../db/schema';
import { peopleByIds } from '../triggering-event/people';

type PlanPerson = TEventPlan['assignees'][number];

/** Display names of these people: the profile's name, else the account's, else the email. */
export async function namesOf(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const people = await peopleByIds(db, ids);
  return new Map([...people].map(([id, person]) => [id, person.name]));
}

/** The message when a task is given to the person whose death the plan is about. */
export const DECEASED_ASSIGNEE_MESSAGE =
  'A task cannot be given to the person who died. Choose someone else in the family.';

/** The person a plan for this kind of event cannot give tasks to: the owner who died. */
export function deceasedOf(event: { ownerId: string; kind: TEventKind }): string | null {
  return event.kind === 'death' ? event.ownerId : null;
}

/**
 * Who a task can be given to: the family connected to the household (guests and viewers), and
 * the owner unless the plan is for their death. Advisors are outsiders to the family's plan, like
 * in the guidebook.
 */
export async function planAssignees(
  db: Queryable,
  event: { ownerId: string; kind: TEventKind },
): Promise<PlanPerson[]> {
  const { ownerId } = event;
  const members = await db
    .select({ userId: familyConnections.userId })
    .from(familyConnections)
    .where(
      and(
        eq(familyConnections.connectedUserId, ownerId),
        inArray(familyConnections.role, ['guest', 'viewer']),
      ),
    )
    .orderBy(asc(familyConnections.createdAt));
  const ids = [ownerId, ...members.map((member) => member.userId)].filter(
    (id) => id !== deceasedOf(event),
  );
  const names = await namesOf(db, ids);
  return ids.map((userId) => ({ userId, name: names.get(userId) ?? 'Someone' }));
}
