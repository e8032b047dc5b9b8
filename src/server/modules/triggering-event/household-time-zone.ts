import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { profiles } from '../../db/schema';
import { timeZoneOfState, type EmailTimeZone } from '../../platform/time/state-time-zones';

/**
 * The zone a household's emails name times in. Nido keeps no time zone, so it is the zone of most
 * of the owner's home state (from onboarding); UTC when none was given.
 */
export async function householdTimeZone(db: Queryable, ownerId: string): Promise<EmailTimeZone> {
  const [row] = await db
    .select({ homeState: profiles.homeState })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  return timeZoneOfState(row?.homeState);
}
