import { and, asc, eq, inArray } from 'drizzle-orm';
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

/**
 * Who a task can be given to: the owner and the family connected to the household (guests and
 * viewers). Advisors are outsiders to the family's plan, like in the guidebook.
 */
export async function planAssignees(db: Queryable, ownerId: string): Promise<PlanPerson[]> {
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
  const ids = [ownerId, ...members.map((member) => member.userId)];
  const names = await namesOf(db, ids);
  return ids.map((userId) => ({ userId, name: names.get(userId) ?? 'Someone' }));
}
