import { inArray } from 'drizzle-orm';
import type { Queryable } from './owned-rows';
import { householdTableVersions, householdVersions } from './schema';

/** Each household's change counter (0 when it never changed), for the lists' ETags. */
export async function householdVersionsOf(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: householdVersions.ownerId, version: householdVersions.version })
    .from(householdVersions)
    .where(inArray(householdVersions.ownerId, [...ownerIds]));
  return new Map(rows.map((row) => [row.ownerId, row.version]));
}

/** Each household's per-table counters, keyed `ownerId/table` (absent: never changed). */
export async function householdTableVersionsOf(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({
      ownerId: householdTableVersions.ownerId,
      tableName: householdTableVersions.tableName,
      version: householdTableVersions.version,
    })
    .from(householdTableVersions)
    .where(inArray(householdTableVersions.ownerId, [...ownerIds]));
  return new Map(rows.map((row) => [`${row.ownerId}/${row.tableName}`, row.version]));
}
