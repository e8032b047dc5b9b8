import type { Database } from '../db/client';
import type { Actor } from './actor';

/**
 * The one place that decides whose household data an actor may read or write (DESIGN.md §5).
 * Today a person reaches their own household only; the family feature adds the owners they are
 * connected to, with their role, here. Everything else is invisible: services answer 404.
 *
 * The methods are async because grants live in the database; they are looked up on every
 * request, never cached, so a revoked member is refused on their very next request.
 */
export function createAccess(_db: Database) {
  return {
    /** The owners whose data the actor may read, narrowed to `requested` when given. */
    readableOwnerIds(actor: Actor, requested?: readonly string[]): Promise<string[]> {
      const allowed = [actor.userId];
      if (!requested || requested.length === 0) return Promise.resolve(allowed);
      return Promise.resolve(allowed.filter((ownerId) => requested.includes(ownerId)));
    },

    /** The owners whose data the actor may change. */
    writableOwnerIds(actor: Actor): Promise<string[]> {
      return Promise.resolve([actor.userId]);
    },

    /** Where new rows go: the actor's own household (a guest's go to the inviter's, spec §6). */
    ownerIdForWrites(actor: Actor): Promise<string> {
      return Promise.resolve(actor.userId);
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
