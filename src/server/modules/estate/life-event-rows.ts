import { desc, inArray } from 'drizzle-orm';
import type { TReviewEvent } from '@shared/estate/review-dates';
import { ownedRows, type Queryable } from '../../db/owned-rows';
import { estateLifeEvents } from '../../db/schema';

export type LifeEventRow = typeof estateLifeEvents.$inferSelect;
const rows = ownedRows(estateLifeEvents);

/** The households' life events, most recent first (the order the plan lists them in). */
async function list(db: Queryable, ownerIds: string[]): Promise<LifeEventRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(estateLifeEvents)
    .where(inArray(estateLifeEvents.userId, ownerIds))
    .orderBy(
      desc(estateLifeEvents.occurredOn),
      desc(estateLifeEvents.createdAt),
      desc(estateLifeEvents.id),
    );
}

/** Life event rows for ownedCrud. */
export const lifeEventRows = { ...rows, list };

/** Each household's life events, as the review dates read them. */
export async function reviewEventsByOwner(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<Map<string, TReviewEvent[]>> {
  const byOwner = new Map<string, TReviewEvent[]>();
  if (ownerIds.length === 0) return byOwner;
  const found = await db
    .select({
      userId: estateLifeEvents.userId,
      kind: estateLifeEvents.kind,
      occurredOn: estateLifeEvents.occurredOn,
    })
    .from(estateLifeEvents)
    .where(inArray(estateLifeEvents.userId, [...new Set(ownerIds)]));
  for (const event of found) {
    const events = byOwner.get(event.userId) ?? [];
    events.push({ kind: event.kind as TReviewEvent['kind'], occurredOn: event.occurredOn });
    byOwner.set(event.userId, events);
  }
  return byOwner;
}
