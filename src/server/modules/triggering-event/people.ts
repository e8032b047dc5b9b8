import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { profiles, users } from '../../db/schema';

export type Person = { id: string; name: string; email: string; emailVerified: boolean };

/** The people with these ids, by id: the name the app shows (the profile's, else the account's). */
export async function peopleByIds(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      accountName: users.name,
      fullName: profiles.fullName,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.fullName || row.accountName || row.email,
        email: row.email,
        emailVerified: row.emailVerified,
      },
    ]),
  );
}

/** One person's name, or a neutral word when the account is gone. */
export function nameOf(people: ReadonlyMap<string, Person>, id: string | null): string {
  return (id !== null && people.get(id)?.name) || 'Someone';
}
