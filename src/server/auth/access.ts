import { eq } from 'drizzle-orm';
import type { TFamilyRole } from '@shared/family/family-schemas';
import type { Database } from '../db/client';
import { familyConnections } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Actor } from './actor';

export type Grant = { ownerId: string; role: TFamilyRole };

/** A role's powers (DESIGN.md §5): a guest reads and writes, a viewer only reads. */
const CAN_WRITE: Record<TFamilyRole, boolean> = { guest: true, viewer: false };

/**
 * The one place that decides whose household data an actor may read or write (DESIGN.md §5):
 * their own household (a guest has none to view, spec §6), plus the owners they are connected to
 * through `family_connections`, with that connection's role. Everything else is invisible:
 * services answer 404.
 *
 * Grants are looked up on every request, never cached, so a revoked member or a changed role
 * takes effect on the member's very next request.
 */
export function createAccess(db: Database) {
  async function grantsOf(actor: Actor): Promise<Grant[]> {
    const rows = await db
      .select({ ownerId: familyConnections.connectedUserId, role: familyConnections.role })
      .from(familyConnections)
      .where(eq(familyConnections.userId, actor.userId));
    return rows;
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
      const grants = (await grantsOf(actor)).filter((grant) => CAN_WRITE[grant.role]);
      return [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
    },

    /**
     * Where new rows go: the actor's own household; a guest's go to the inviter's (spec §6), and
     * only there, as long as the inviter still lets them write.
     */
    async ownerIdForWrites(actor: Actor): Promise<string> {
      if (actor.accountType !== 'guest') return actor.userId;
      const inviter = (await grantsOf(actor)).find((grant) => grant.ownerId === actor.invitedBy);
      if (!inviter) throw AppError.notFound('You no longer have access to this household.');
      if (!CAN_WRITE[inviter.role])
        throw AppError.notFound('You can view this household but not change it.');
      return inviter.ownerId;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
