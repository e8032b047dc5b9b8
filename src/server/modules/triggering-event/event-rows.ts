import { and, desc, eq, inArray, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { TEventStatus } from '@shared/triggering-event/event-schemas';
import type { Queryable } from '../../db/owned-rows';
import { triggerEvents } from '../../db/schema';

export type EventRow = InferSelectModel<typeof triggerEvents>;
type NewEventRow = InferInsertModel<typeof triggerEvents>;

/** An event that still counts: waiting for the owner, or unlocked (one at most per owner). */
export const ACTIVE_STATUSES = ['pending', 'unlocked'] as const satisfies TEventStatus[];

/** The mail an event's column records as sent (claimed by whoever sends it). */
export type EventNotice = 'reported' | 'halfway' | 'day_before' | 'unlock_emails';

const NOTICE_COLUMNS = {
  reported: triggerEvents.reportedNoticeAt,
  halfway: triggerEvents.halfwayNoticeAt,
  day_before: triggerEvents.dayBeforeNoticeAt,
  unlock_emails: triggerEvents.unlockNotifiedAt,
} as const;
const NOTICE_CLEARED: Record<EventNotice, Partial<NewEventRow>> = {
  reported: { reportedNoticeAt: null },
  halfway: { halfwayNoticeAt: null },
  day_before: { dayBeforeNoticeAt: null },
  unlock_emails: { unlockNotifiedAt: null },
};

/** The queries on `trigger_events`; the service decides who may ask. */
export const eventRows = {
  async find(db: Queryable, id: string): Promise<EventRow | null> {
    const [row] = await db.select().from(triggerEvents).where(eq(triggerEvents.id, id));
    return row ?? null;
  },

  /** Every event of these owners, newest report first. */
  async ofOwners(db: Queryable, ownerIds: readonly string[]): Promise<EventRow[]> {
    if (ownerIds.length === 0) return [];
    return db
      .select()
      .from(triggerEvents)
      .where(inArray(triggerEvents.userId, [...ownerIds]))
      .orderBy(desc(triggerEvents.reportedAt), desc(triggerEvents.id));
  },

  async active(db: Queryable, ownerId: string): Promise<EventRow | null> {
    const [row] = await db
      .select()
      .from(triggerEvents)
      .where(
        and(eq(triggerEvents.userId, ownerId), inArray(triggerEvents.status, ACTIVE_STATUSES)),
      );
    return row ?? null;
  },

  /**
   * Records a report, or answers null when the owner already has an active event: the partial
   * unique index (trigger_events_one_active_idx) decides, so two reports at once cannot both win.
   */
  async insert(db: Queryable, values: NewEventRow): Promise<EventRow | null> {
    const [row] = await db.insert(triggerEvents).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /**
   * Moves an event from `from` to `to` (stopped, re-locked, reversed), only if it is still in
   * `from`: of two requests at once, one wins and the other finds nothing to change.
   */
  async end(
    db: Queryable,
    id: string,
    change: { from: TEventStatus; to: TEventStatus; by: string; at: Date },
  ): Promise<EventRow | null> {
    const [row] = await db
      .update(triggerEvents)
      .set({ status: change.to, endedAt: change.at, endedBy: change.by, updatedAt: change.at })
      .where(and(eq(triggerEvents.id, id), eq(triggerEvents.status, change.from)))
      .returning();
    return row ?? null;
  },

  /**
   * Gives a notice back after its mail failed, so the scheduled job sends it on its next run. Only
   * the claim made at `claimedAt`: one made since by another run stays.
   */
  async releaseNotice(
    db: Queryable,
    id: string,
    notice: EventNotice,
    claimedAt: Date,
  ): Promise<void> {
    await db
      .update(triggerEvents)
      .set(NOTICE_CLEARED[notice])
      .where(and(eq(triggerEvents.id, id), eq(NOTICE_COLUMNS[notice], claimedAt)));
  },
};
