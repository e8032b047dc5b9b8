import { eq } from 'drizzle-orm';
import type { TEventKind, TEventStatus } from '@shared/triggering-event/event-schemas';
import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { triggerEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type PlanEvent = {
  id: string;
  ownerId: string;
  kind: TEventKind;
  status: TEventStatus;
  eventDate: string;
};

/** An event whose plan the actor may see, and whether they may work it. */
export type VisiblePlan = { event: PlanEvent; isOwner: boolean; canWork: boolean };

const NOT_FOUND = 'This plan does not exist.';

/** Statuses an event reaches only after it unlocked, so its plan exists and the owner keeps it. */
const ENDED_AFTER_UNLOCK: readonly TEventStatus[] = ['relocked', 'reversed'];

/**
 * Who sees an event's plan: every reader of the household (access.ts) while the event is
 * unlocked; the owner also after re-locking an incapacity or after an admin reversed a death, to
 * see what was done. Anything else, another household's event included, is not found. Working
 * the plan (tasks, the executor log) needs an unlocked event and a household the actor may change.
 */
export async function visiblePlan(
  deps: { db: Database; access: Access },
  actor: Actor,
  eventId: string,
): Promise<VisiblePlan> {
  const [row] = await deps.db
    .select({
      id: triggerEvents.id,
      ownerId: triggerEvents.userId,
      kind: triggerEvents.kind,
      status: triggerEvents.status,
      eventDate: triggerEvents.eventDate,
    })
    .from(triggerEvents)
    .where(eq(triggerEvents.id, eventId));
  if (!row) throw AppError.notFound(NOT_FOUND);
  const readable = (await deps.access.readableOwnerIds(actor)).includes(row.ownerId);
  const isOwner = readable && actor.userId === row.ownerId;
  const visible =
    (row.status === 'unlocked' && readable) || (isOwner && ENDED_AFTER_UNLOCK.includes(row.status));
  if (!visible) throw AppError.notFound(NOT_FOUND);
  const writable = (await deps.access.writableOwnerIds(actor)).includes(row.ownerId);
  return { event: row, isOwner, canWork: row.status === 'unlocked' && writable };
}

/** The plan, for a change: refused unless the actor may work it now. */
export async function workablePlan(
  deps: { db: Database; access: Access },
  actor: Actor,
  eventId: string,
): Promise<VisiblePlan> {
  const plan = await visiblePlan(deps, actor, eventId);
  assertCanWork(plan);
  return plan;
}

/** Refuses a change to a plan the actor sees but may not work: closed (409) or read-only (404). */
export function assertCanWork(plan: VisiblePlan): void {
  if (plan.canWork) return;
  if (plan.event.status !== 'unlocked')
    throw new AppError(
      'CONFLICT',
      plan.event.status === 'relocked'
        ? 'This plan is closed: the event was re-locked.'
        : 'This plan is closed: the event was reversed.',
    );
  // Like every household write a read-only member tries: not there for them to change.
  throw AppError.notFound('You can view this plan but not change it.');
}
