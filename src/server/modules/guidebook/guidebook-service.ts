import { COMPOSITE_VIEW_NEEDS } from '@shared/advisors/advisor-scope';
import type { z } from 'zod';
import {
  GUIDEBOOK_SECTIONS,
  type TGuidebookEntry,
  type TGuidebookShare,
  type ZGuidebookEntryInput,
} from '@shared/guidebook/guidebook-schemas';
import { canSeeEntry, managesEntry } from '@shared/guidebook/guidebook-visibility';
import type { TGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { HouseholdDeps } from '../household-deps';
import { logAfterEventViews } from './after-event-views';
import { assemble } from './assembled';
import { connectedPeople } from './connected-people';
import { isEventUnlocked } from './event-unlock';
import { guidebookRows, type GuidebookRow, type NewGuidebookRow } from './guidebook-rows';

type EntryInput = z.output<typeof ZGuidebookEntryInput>;
const SUBJECT = 'guidebook';
const NOT_FOUND = 'This guidebook entry does not exist.';

/**
 * Issue 14: the Family Guidebook. Entries are household rows with a sealed body and per-person
 * sharing. Who sees an entry is decided here, for every request, by `canSeeEntry`: the owner and
 * the entry's author see it whole and manage it; anyone else (a guest included) only when it is
 * shared with them now, or after the event once the event has unlocked the household. Family who
 * may change the household (owner, guests) write entries; advisors never do. The body never
 * reaches a log.
 */
export function createGuidebookService(deps: HouseholdDeps) {
  const { db, access, cipher, activity } = deps;

  function toView(row: GuidebookRow, actor: Actor): TGuidebookEntry {
    const canManage = managesEntry(row, actor);
    return {
      id: row.id,
      ownerId: row.userId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      section: row.section as TGuidebookEntry['section'],
      title: row.title,
      body: cipher.decrypt(row.bodySealed),
      addressedTo: row.addressedTo,
      digitalAction: row.digitalAction as TGuidebookEntry['digitalAction'],
      // Someone who only reads must not learn who else sees what.
      shares: canManage ? row.shares : [],
      canManage,
    };
  }

  /** Each entry's section and order as the guidebook reads: by section, oldest first within. */
  function readingOrder(a: GuidebookRow, b: GuidebookRow): number {
    const section = (row: GuidebookRow) =>
      GUIDEBOOK_SECTIONS.indexOf(row.section as (typeof GUIDEBOOK_SECTIONS)[number]);
    return section(a) - section(b) || a.createdAt.getTime() - b.createdAt.getTime();
  }

  /** A share may name only someone connected to the entry's household. */
  async function assertSharesConnected(
    shares: readonly TGuidebookShare[],
    ownerId: string,
  ): Promise<void> {
    if (shares.length === 0) return;
    const connected = new Set((await connectedPeople(db, [ownerId])).map(({ userId }) => userId));
    if (shares.some((share) => !connected.has(share.userId)))
      throw AppError.validation(
        { shares: 'Share only with family members and advisors connected to this household' },
        'An entry can only be shared with family members and advisors connected to this household.',
      );
  }

  function columns(input: EntryInput): Omit<NewGuidebookRow, 'userId'> {
    return {
      section: input.section,
      title: input.title,
      bodySealed: cipher.encrypt(input.body),
      // Each section keeps only what it asks for.
      addressedTo: input.section === 'letters' ? input.addressedTo : null,
      digitalAction: input.section === 'digital_accounts' ? input.digitalAction : null,
      // "Never" is what an unlisted person gets anyway.
      shares: input.shares.filter((share) => share.mode !== 'never'),
    };
  }

  /** An entry the actor may change: in a household they write, and theirs or its owner's. */
  async function findManaged(actor: Actor, id: string): Promise<GuidebookRow> {
    const row = await guidebookRows.find(db, id, await access.familyWritableOwnerIds(actor));
    if (!row || !managesEntry(row, actor)) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    async list(actor: Actor, requestedOwners?: string[]): Promise<TGuidebook> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'guidebook');
      const writable = new Set(await access.familyWritableOwnerIds(actor));
      const assembledFrom = new Set(
        await access.readableOwnerIds(actor, COMPOSITE_VIEW_NEEDS.guidebookAssembled),
      );
      await activity.viewed(actor, ownerIds, SUBJECT);
      const unlocked = new Map(
        await Promise.all(
          ownerIds.map(async (ownerId) => [ownerId, await isEventUnlocked(db, ownerId)] as const),
        ),
      );
      const [rows, assembled, people] = await Promise.all([
        guidebookRows.list(db, ownerIds),
        assemble(
          db,
          ownerIds.filter((ownerId) => assembledFrom.has(ownerId)),
        ),
        connectedPeople(
          db,
          ownerIds.filter((ownerId) => writable.has(ownerId)),
        ),
      ]);
      const entries = rows
        .filter((row) =>
          canSeeEntry(row, {
            userId: actor.userId,
            eventUnlocked: unlocked.get(row.userId) ?? false,
          }),
        )
        .sort(readingOrder)
        .map((row) => toView(row, actor));
      await logAfterEventViews(activity, actor, rows, unlocked);
      const writableOwnerIds = ownerIds.filter((ownerId) => writable.has(ownerId));
      return { entries, assembled, people, writableOwnerIds };
    },

    async create(actor: Actor, input: EntryInput, requestedOwner?: string) {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'guidebook');
      // An advisor who may change records still does not write the family's guidebook.
      if (!(await access.familyWritableOwnerIds(actor)).includes(ownerId))
        throw AppError.notFound('You cannot add to this household’s guidebook.');
      await assertSharesConnected(input.shares, ownerId);
      const row = await guidebookRows.insert(db, {
        ...columns(input),
        userId: ownerId,
        createdBy: actor.userId,
      });
      await activity.changed(actor, ownerId, 'create', SUBJECT, row.title);
      return toView(row, actor);
    },

    async update(actor: Actor, id: string, input: EntryInput) {
      const existing = await findManaged(actor, id);
      await assertSharesConnected(input.shares, existing.userId);
      const row = await guidebookRows.update(db, id, existing.userId, columns(input));
      if (!row) throw AppError.notFound(NOT_FOUND);
      await activity.changed(actor, row.userId, 'update', SUBJECT, row.title);
      return toView(row, actor);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await findManaged(actor, id);
      if (!(await guidebookRows.remove(db, id, [existing.userId])))
        throw AppError.notFound(NOT_FOUND);
      await activity.changed(actor, existing.userId, 'delete', SUBJECT, existing.title);
    },
  };
}

export type GuidebookService = ReturnType<typeof createGuidebookService>;
