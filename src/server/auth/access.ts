import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { familyConnections } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Actor, Grant } from './actor';

export type { Grant };

/**
 * A grant's powers (DESIGN.md §5): a guest reads and writes, a viewer only reads, an advisor as
 * the owner granted (read, or read and write for a bookkeeper).
 */
export function canWrite(grant: Grant): boolean {
  if (grant.role === 'advisor') return grant.advisorAccess === 'read_write';
  return grant.role === 'guest';
}

/** An advisor's grant ends at `expiresAt`; from then on it answers exactly like a revoked one. */
export function isLive(grant: Grant, now: Date): boolean {
  return grant.expiresAt === null || grant.expiresAt.getTime() > now.getTime();
}

/**
 * The one place that decides whose household data an actor may read or write (DESIGN.md §5):
 * their own household (a guest has none to view, spec §6), plus the owners they are connected to
 * through `family_connections`, with that connection's role. Everything else is invisible:
 * services answer 404.
 *
 * Grants are read with the session on each request (or taken from the session cache only while
 * the member's access counter is unchanged: auth/session-cache.ts), so a revoked member or a
 * changed role takes effect on the member's very next request.
 */
/** The family connections a user holds. */
export async function readGrants(db: Database, userId: string): Promise<Grant[]> {
  return db
    .select({
      ownerId: familyConnections.connectedUserId,
      role: familyConnections.role,
      advisorAccess: familyConnections.advisorAccess,
      expiresAt: familyConnections.expiresAt,
    })
    .from(familyConnections)
    .where(eq(familyConnections.userId, userId));
}

/**
 * `now` is checked on every request, not when the grants were read: a session cached a few
 * seconds before an advisor's grant ends must not outlive it.
 */
export function createAccess(db: Database, now: () => Date = () => new Date()) {
  async function grantsOf(actor: Actor): Promise<readonly Grant[]> {
    const grants = actor.grants ?? (await readGrants(db, actor.userId));
    const at = now();
    return grants.filter((grant) => isLive(grant, at));
  }

  function ownHousehold(actor: Actor): string[] {
    return actor.accountType === 'guest' ? [] : [actor.userId];
  }

  return {
    grantsOf,

    /** Every owner whose data the actor may read (to find one row by its id). */
    async readableOwnerIds(actor: Actor): Promise<string[]> {
      return [...ownHousehold(actor), ...(await grantsOf(actor)).map((grant) => grant.ownerId)];
    },

    /**
     * The households a list shows: the family selector's `requested` ids that the actor may
     * read, or by default (spec §4 Family view) their own household, or for a guest the
     * inviter's. Nothing readable (a selection of other households, or a guest whose access was
     * removed) is refused with 404, so a revoked member's next request fails visibly.
     */
    async selectedOwnerIds(actor: Actor, requested?: readonly string[]): Promise<string[]> {
      const readable = await this.readableOwnerIds(actor);
      const selected =
        requested && requested.length > 0
          ? readable.filter((ownerId) => requested.includes(ownerId))
          : readable.filter((ownerId) =>
              actor.accountType === 'guest'
                ? ownerId === actor.invitedBy
                : ownerId === actor.userId,
            );
      if (selected.length === 0) throw AppError.notFound('There is no household data to show.');
      return selected;
    },

    /** The owners whose data the actor may change. */
    async writableOwnerIds(actor: Actor): Promise<string[]> {
      const grants = (await grantsOf(actor)).filter(canWrite);
      return [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
    },

    /**
     * The households whose Family Guidebook the actor writes and reads in full: their own and
     * those where they are family allowed to change data (a guest). An advisor, even one who may
     * change records, is an outsider there: they see only the entries shared with them (issue 14).
     */
    async familyWritableOwnerIds(actor: Actor): Promise<string[]> {
      const grants = (await grantsOf(actor)).filter(
        (grant) => grant.role !== 'advisor' && canWrite(grant),
      );
      return [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
    },

    /**
     * The households a new row may be added to: a primary account's own and every household
     * they may change; a guest's only the inviter's (spec §6), as long as the inviter still lets
     * them write.
     */
    async addableOwnerIds(actor: Actor): Promise<string[]> {
      if (actor.accountType !== 'guest') return this.writableOwnerIds(actor);
      const inviter = (await grantsOf(actor)).find((grant) => grant.ownerId === actor.invitedBy);
      return inviter && canWrite(inviter) ? [inviter.ownerId] : [];
    },

    /**
     * Where new rows go. The web app names the household being viewed (`requested`), so that a
     * member who views only a family member's household adds there; it must be one the actor may
     * add to. Without one: the actor's own household, a guest's the inviter's (spec §6).
     */
    async ownerIdForWrites(actor: Actor, requested?: string): Promise<string> {
      if (requested !== undefined) {
        if ((await this.addableOwnerIds(actor)).includes(requested)) return requested;
        throw AppError.notFound('You cannot add to this household.');
      }
      if (actor.accountType !== 'guest') return actor.userId;
      const inviter = (await grantsOf(actor)).find((grant) => grant.ownerId === actor.invitedBy);
      if (!inviter) throw AppError.notFound('You no longer have access to this household.');
      if (!canWrite(inviter))
        throw AppError.notFound('You can view this household but not change it.');
      return inviter.ownerId;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
