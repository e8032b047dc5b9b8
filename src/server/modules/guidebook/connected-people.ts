import { asc, eq, inArray } from 'drizzle-orm';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import type { Queryable } from '../../db/owned-rows';
import { familyConnections, profiles, users } from '../../db/schema';

/**
 * The people connected to these households (family_connections): family members and advisors
 * with a grant, the only people a guidebook entry may be shared with. An advisor whose grant has
 * ended stays listed: the owner can renew it, and the entry's sharing should still be there.
 */
export async function connectedPeople(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<TGuidebookPerson[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({
      ownerId: familyConnections.connectedUserId,
      userId: familyConnections.userId,
      role: familyConnections.role,
      fullName: profiles.fullName,
      email: users.email,
    })
    .from(familyConnections)
    .innerJoin(users, eq(users.id, familyConnections.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(familyConnections.connectedUserId, [...ownerIds]))
    .orderBy(asc(familyConnections.createdAt));
  return rows.map((row) => ({
    ownerId: row.ownerId,
    userId: row.userId,
    name: row.fullName || row.email,
    role: row.role,
  }));
}
