import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { triggerEvents } from '../../db/schema';

/**
 * Whether a triggering event (a reported death or incapacity that nobody stopped) has unlocked a
 * household's after-event guidebook entries: the owner has an event whose status is `unlocked`
 * (issue 15). A stopped, re-locked or reversed event opens nothing. This is the one place the
 * guidebook and the binder ask.
 */
export async function isEventUnlocked(db: Queryable, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: triggerEvents.id })
    .from(triggerEvents)
    .where(and(eq(triggerEvents.userId, ownerId), eq(triggerEvents.status, 'unlocked')))
    .limit(1);
  return row !== undefined;
}
