import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { TActivityAction, TActivityEntry } from '@shared/family/family-schemas';
import type { Database } from '../../db/client';
import { activityEvents } from '../../db/schema';
import type { Actor } from '../../auth/actor';

/** The kinds of household data the log names (a route's resource). */
export type ActivitySubject =
  | 'expenses'
  | 'assets'
  | 'loans'
  | 'properties'
  | 'documents'
  | 'investments'
  | 'advisors'
  | 'estate'
  | 'policies'
  | 'guidebook'
  | 'binder'
  | 'triggering-event'
  | 'ai-insights'
  | 'legal-wizard'
  | 'statements';

/** What one row of each kind of data is called, for an export's detail ("12 obligations"). */
const ROW_NOUNS: Record<ActivitySubject, [one: string, many: string]> = {
  expenses: ['obligation', 'obligations'],
  assets: ['account', 'accounts'],
  loans: ['loan', 'loans'],
  properties: ['property', 'properties'],
  documents: ['document', 'documents'],
  investments: ['investment account', 'investment accounts'],
  advisors: ['advisor', 'advisors'],
  estate: ['estate plan record', 'estate plan records'],
  policies: ['insurance policy', 'insurance policies'],
  guidebook: ['guidebook entry', 'guidebook entries'],
  binder: ['binder', 'binders'],
  'triggering-event': ['event', 'events'],
  'ai-insights': ['answer', 'answers'],
  'legal-wizard': ['legal document draft', 'legal document drafts'],
  statements: ['statement', 'statements'],
};

function exportDetail(subject: ActivitySubject, count: number, file: 'CSV' | 'PDF'): string {
  const [one, many] = ROW_NOUNS[subject];
  return `${count} ${count === 1 ? one : many} in a ${file} file`;
}

/** A member opening the same screen again and again is one view per half hour, not hundreds. */
export const VIEW_DEDUP_MS = 30 * 60 * 1000;
/**
 * An advisor's views are all logged (issue 13): only the repeats of one screen within a minute
 * (a refetch when the window regains focus, a second tab) count as the same view.
 */
export const ADVISOR_VIEW_DEDUP_MS = 60 * 1000;

function isAdvisorOf(actor: Actor, ownerId: string): boolean {
  return (actor.grants ?? []).some(
    (grant) => grant.ownerId === ownerId && grant.role === 'advisor',
  );
}
const LOG_LENGTH = 200;

/** Who a step nobody took is logged as: the scheduled unlock of an event. */
const SYSTEM = { userId: null, fullName: 'Nido', email: '' };

function afterEventDetail(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'} shared after the event`;
}

/**
 * The owner's activity log (issue 5): sign-ins to their account, and family members' views and
 * changes of their data, each reveal of a full account number and each CSV export. An owner's own
 * reads and writes of their own data (reveals and exports included) are not logged: the log
 * answers "who else was here", and the owner's own actions would bury that answer.
 */
export function createActivityLog(db: Database, now: () => Date = () => new Date()) {
  async function add(
    ownerId: string,
    actor: { userId: string | null; fullName: string; email: string },
    action: TActivityAction,
    subject: ActivitySubject | null,
    detail: string | null,
  ): Promise<void> {
    await db.insert(activityEvents).values({
      ownerId,
      actorId: actor.userId,
      actorName: actor.fullName || actor.email,
      action,
      subject,
      detail,
      createdAt: now(),
    });
  }

  /** The actor's logged views of a subject in these households, in the last `withinMs`. */
  function viewsWithin(
    ownerIds: readonly string[],
    actor: Actor,
    subject: ActivitySubject,
    withinMs: number,
  ) {
    return and(
      inArray(activityEvents.ownerId, [...ownerIds]),
      eq(activityEvents.actorId, actor.userId),
      eq(activityEvents.action, 'view'),
      eq(activityEvents.subject, subject),
      gt(activityEvents.createdAt, new Date(now().getTime() - withinMs)),
    );
  }

  /** What someone did in another's household; an owner's own actions are not logged. */
  async function addByOther(
    actor: Actor,
    ownerId: string,
    action: TActivityAction,
    subject: ActivitySubject,
    detail: string | null,
  ): Promise<void> {
    if (ownerId === actor.userId) return;
    await add(ownerId, actor, action, subject, detail);
  }

  return {
    signedIn(user: { userId: string; fullName: string; email: string }): Promise<void> {
      return add(user.userId, user, 'sign_in', null, null);
    },

    /** A member read the listed owners' data; the actor's own household is not logged. */
    async viewed(actor: Actor, ownerIds: readonly string[], subject: ActivitySubject) {
      const others = ownerIds.filter((ownerId) => ownerId !== actor.userId);
      if (others.length === 0) return;
      const since = (ownerId: string) =>
        now().getTime() - (isAdvisorOf(actor, ownerId) ? ADVISOR_VIEW_DEDUP_MS : VIEW_DEDUP_MS);
      const recent = await db
        .select({ ownerId: activityEvents.ownerId, createdAt: activityEvents.createdAt })
        .from(activityEvents)
        .where(viewsWithin(others, actor, subject, VIEW_DEDUP_MS));
      const logged = new Set(
        recent
          .filter((row) => row.createdAt.getTime() > since(row.ownerId))
          .map((row) => row.ownerId),
      );
      for (const ownerId of others.filter((id) => !logged.has(id)))
        await add(ownerId, actor, 'view', subject, null);
    },

    /** A member added, changed or deleted one item of the owner's data. */
    changed(
      actor: Actor,
      ownerId: string,
      action: 'create' | 'update' | 'delete',
      subject: ActivitySubject,
      detail: string | null,
    ): Promise<void> {
      return addByOther(actor, ownerId, action, subject, detail);
    },

    /**
     * A member was shown the full account number of one of the owner's items. Every reveal is
     * logged; `detail` says whose number it was (e.g. "Chase - Everyday, ending 4321"), never
     * the number.
     */
    revealed(actor: Actor, ownerId: string, subject: ActivitySubject, detail: string) {
      return addByOther(actor, ownerId, 'reveal', subject, detail);
    },

    /**
     * A member downloaded a CSV file of the selected owners' data (`rowOwnerIds`: the owner of
     * each row in it), or a PDF (the printable binder). Every download is logged in each selected
     * household, with how many of its rows the file held.
     */
    async exported(
      actor: Actor,
      ownerIds: readonly string[],
      rowOwnerIds: readonly string[],
      subject: ActivitySubject,
      file: 'CSV' | 'PDF' = 'CSV',
    ): Promise<void> {
      for (const ownerId of ownerIds.filter((id) => id !== actor.userId)) {
        const count = rowOwnerIds.filter((rowOwner) => rowOwner === ownerId).length;
        await add(ownerId, actor, 'export', subject, exportDetail(subject, count, file));
      }
    },

    /**
     * Someone other than its owner or author opened guidebook entries shared with them "after the
     * event", now that an event has unlocked the household (issue 15). Every view is logged (the
     * Everplans practice the issue follows), only a repeat within a minute (a refetch, a second
     * tab) counting as the same one.
     */
    async viewedAfterEvent(actor: Actor, ownerId: string, entryCount: number): Promise<void> {
      if (ownerId === actor.userId || entryCount === 0) return;
      const [recent] = await db
        .select({ id: activityEvents.id })
        .from(activityEvents)
        .where(
          and(
            viewsWithin([ownerId], actor, 'guidebook', ADVISOR_VIEW_DEDUP_MS),
            eq(activityEvents.detail, afterEventDetail(entryCount)),
          ),
        )
        .limit(1);
      if (!recent) await add(ownerId, actor, 'view', 'guidebook', afterEventDetail(entryCount));
    },

    /**
     * A step of a triggering event (issue 15): reported, stopped, unlocked, re-locked, reversed,
     * and the owner's changes to who may report one. Logged whoever took it, the owner included,
     * unlike their other actions: the log is the household's record of the event. The scheduled
     * unlock has no person (`by` null).
     */
    async eventStep(
      ownerId: string,
      by: { userId: string; fullName: string; email: string } | null,
      action: 'create' | 'update' | 'delete',
      detail: string,
    ): Promise<void> {
      await add(ownerId, by ?? SYSTEM, action, 'triggering-event', detail);
    },

    /**
     * A member read bank or card statements against the owner's household (issue 41): logged
     * every time, `detail` saying how many files, accounts and bills ("Read 3 statements (2
     * accounts), found 14 bills"), never an amount or an account number. The files are not kept;
     * obligations saved from them are logged as changes of their own.
     */
    importedStatements(actor: Actor, ownerId: string, detail: string) {
      return addByOther(actor, ownerId, 'view', 'statements', detail);
    },

    /**
     * A member downloaded one PDF made from the owner's records (a letter of the event plan,
     * issue 15): logged every time, `detail` saying what it was ("Letter to Equifax (PDF)").
     */
    printed(actor: Actor, ownerId: string, subject: ActivitySubject, detail: string) {
      return addByOther(actor, ownerId, 'export', subject, detail);
    },

    /** The owner's log, newest first. */
    async list(owner: Actor): Promise<TActivityEntry[]> {
      const rows = await db
        .select()
        .from(activityEvents)
        .where(eq(activityEvents.ownerId, owner.userId))
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(LOG_LENGTH);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        isYou: row.actorId === owner.userId,
        action: row.action as TActivityAction,
        subject: row.subject,
        detail: row.detail,
      }));
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
