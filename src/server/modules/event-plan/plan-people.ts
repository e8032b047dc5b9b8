import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TEventPlan } from '@shared/triggering-event/plan-schemas';
import type { Queryable } from '../../db/owned-rows';
import { familyConnections, profiles, users } from '../../db/schema';

type PlanPerson = TEventPlan['assignees'][number];

/** Display names of these people: the profile's name, else the account's, else the email. */
export async function namesOf(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.fullName || row.accountName || row.email]));
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
