import type { TEventHousehold, TEventOverview } from '@shared/triggering-event/event-schemas';
import type { Actor } from '../../auth/actor';
import { contactRows } from './contact-rows';
import { ACTIVE_STATUSES, eventRows, type EventRow } from './event-rows';
import { evidenceDocuments, toEventView } from './event-view';
import { nameOf, peopleByIds } from './people';
import type { TrustedContacts } from './trusted-contacts';
import type { TriggeringEventDeps } from './triggering-event-deps';

function isActive(row: EventRow): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(row.status);
}

/**
 * Why an unlocker cannot report now, in plain words; null when they can, or are not an unlocker.
 */
function cannotReportReason(
  actor: Actor,
  isUnlocker: boolean,
  active: EventRow | undefined,
  ownerName: string,
): string | null {
  if (!isUnlocker) return null;
  if (!actor.emailVerified) return 'Verify your email address before you can report an event.';
  if (active?.status === 'unlocked')
    return `An event is already reported for ${ownerName}, and it has unlocked.`;
  if (active) return `An event is already reported for ${ownerName}.`;
  return null;
}

/**
 * /triggering-event as one reader meets it: a card per household they may read (their own, and
 * each household they hold a live grant to). A pending event is shown only to the owner, the
 * person who reported it and the owner's trusted contacts; an unlocked one to every reader. The
 * contacts, the people who could be named and past events are the owner's alone.
 */
export function createEventOverview(deps: TriggeringEventDeps, contacts: TrustedContacts) {
  const { db, access } = deps;

  return async function overview(actor: Actor): Promise<TEventOverview> {
    const ownerIds = [...new Set(await access.readableOwnerIds(actor, []))];
    const [writable, events, naming] = await Promise.all([
      // Working the plan needs every section (plan-event.ts): a scoped advisor only reads the event.
      access.writableOwnerIds(actor),
      eventRows.ofOwners(db, ownerIds),
      contactRows.ownersNaming(db, actor.userId),
    ]);
    const [people, evidence] = await Promise.all([
      peopleByIds(db, [...ownerIds, ...events.map((row) => row.endedBy)]),
      evidenceDocuments(db, events),
    ]);
    const context = {
      readerId: actor.userId,
      people,
      evidence,
      readableOwnerIds: new Set(ownerIds),
    };
    const waitHoursOf = new Map(naming.map((row) => [row.ownerId, row.waitHours]));
    const writableOwners = new Set(writable);

    async function household(ownerId: string): Promise<TEventHousehold> {
      const isOwner = ownerId === actor.userId;
      const isUnlocker = !isOwner && waitHoursOf.has(ownerId);
      const ownerName = nameOf(people, ownerId);
      const own = events.filter((row) => row.userId === ownerId);
      const active = own.find(isActive);
      const shown =
        active &&
        (active.status === 'unlocked' ||
          isOwner ||
          isUnlocker ||
          active.reportedBy === actor.userId);
      const reason = cannotReportReason(actor, isUnlocker, active, ownerName);
      const ownersView = isOwner
        ? await contacts.ofOwner(ownerId)
        : { contacts: [], candidates: [] };
      return {
        ownerId,
        ownerName,
        isOwner,
        isUnlocker,
        canReport: isUnlocker && reason === null,
        cannotReportReason: reason,
        reportWaitHours: isUnlocker ? (waitHoursOf.get(ownerId) ?? null) : null,
        canWorkPlan: isOwner || writableOwners.has(ownerId),
        event: shown ? toEventView(active, context) : null,
        ...ownersView,
        history: isOwner
          ? own.filter((row) => !isActive(row)).map((row) => toEventView(row, context))
          : [],
      };
    }

    const households = await Promise.all(ownerIds.map(household));
    // Their own household first, then the others by name.
    households.sort(
      (a, b) => Number(b.isOwner) - Number(a.isOwner) || a.ownerName.localeCompare(b.ownerName),
    );
    return { households };
  };
}
