import { and, asc, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import type {
  TConnectedHousehold,
  TDataSources,
  TFamilyMember,
  TFamilyRole,
} from '@shared/family/family-schemas';
import type { Database } from '../../db/client';
import { familyConnections, profiles, users } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { createAccess } from '../../auth/access';
import { AppError } from '../../http/app-error';

const MEMBER_NOT_FOUND = 'This person does not have access to your family data.';

/**
 * Who can see whose household (family_connections): the owner's side (members, their roles,
 * removing access) and the member's side (households they can view, leaving one). access.ts
 * reads the same rows on every request, so each change applies to the member's next request.
 */
export function createMembershipService(db: Database, now: () => Date = () => new Date()) {
  const access = createAccess(db, now);

  /**
   * The people on the other side of one's connections, with the connection's role and date:
   * as an owner, the members who can see my household; as a member, the owners I can see.
   */
  async function connected(actor: Actor, side: 'owner' | 'member') {
    const [mine, theirs] =
      side === 'owner'
        ? [familyConnections.connectedUserId, familyConnections.userId]
        : [familyConnections.userId, familyConnections.connectedUserId];
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        accountType: profiles.accountType,
        role: familyConnections.role,
        since: familyConnections.createdAt,
        advisorAccess: familyConnections.advisorAccess,
        expiresAt: familyConnections.expiresAt,
        advisorSections: familyConnections.advisorSections,
        advisorRevealsNumbers: familyConnections.advisorRevealsNumbers,
      })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, theirs))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(mine, actor.userId))
      .orderBy(asc(familyConnections.createdAt));
    return rows.map((row) => ({
      ...row,
      name: row.fullName || row.email,
      advisorGrant:
        row.role === 'advisor' && row.expiresAt
          ? {
              level: row.advisorAccess ?? 'read',
              expiresAt: row.expiresAt.toISOString(),
              active: row.expiresAt.getTime() > now().getTime(),
              sections: row.advisorSections ?? [],
              revealNumbers: row.advisorRevealsNumbers,
            }
          : null,
    }));
  }

  /** Ends the connections `where` picks; with none there, answers 404 saying `notFound`. */
  async function disconnect(where: SQL | undefined, notFound: string): Promise<void> {
    const removed = await db
      .delete(familyConnections)
      .where(where)
      .returning({ id: familyConnections.id });
    if (removed.length === 0) throw AppError.notFound(notFound);
  }

  async function members(owner: Actor): Promise<TFamilyMember[]> {
    return (await connected(owner, 'owner')).map((row) => ({
      userId: row.id,
      fullName: row.name,
      email: row.email,
      role: row.role,
      accountType: row.accountType ?? 'primary',
      connectedAt: row.since.toISOString(),
      advisorGrant: row.advisorGrant,
    }));
  }

  /** The households a member can view now: an advisor's expired grant is not among them. */
  async function households(member: Actor): Promise<TConnectedHousehold[]> {
    const live = (await connected(member, 'member')).filter(
      (row) => row.advisorGrant?.active ?? true,
    );
    return live.map((row) => ({
      ownerId: row.id,
      ownerName: row.name,
      ownerEmail: row.email,
      role: row.role,
      connectedAt: row.since.toISOString(),
      advisorGrant: row.advisorGrant,
    }));
  }

  return {
    members,
    households,

    /**
     * The family selector's choices: "My Account", then each household the actor can view, with
     * what access.ts lets them do there.
     */
    async sources(actor: Actor): Promise<TDataSources> {
      // Whether rows may be changed at all; which sections an advisor may open is in their grant.
      const [connections, writable, addable] = await Promise.all([
        connected(actor, 'member'),
        access.writableOwnerIds(actor, []),
        access.addableOwnerIds(actor, []),
      ]);
      // The route is open without a plan (to tell which households have one), so the powers are
      // given only where the plan lets them be used.
      const powers = (id: string) => {
        const hasPlan = access.hasPlan(actor, id);
        return {
          canWrite: hasPlan && writable.includes(id),
          canAdd: hasPlan && addable.includes(id),
          hasPlan,
        };
      };
      const live = connections.filter((row) => row.advisorGrant?.active ?? true);
      const ended = connections.filter((row) => row.advisorGrant?.active === false);
      return {
        sources: [
          {
            id: actor.userId,
            name: 'My Account',
            isSelf: true,
            role: 'owner',
            ...powers(actor.userId),
            advisorGrant: null,
          },
          ...live.map((row) => ({
            id: row.id,
            name: row.name,
            isSelf: false,
            role: row.role,
            ...powers(row.id),
            advisorGrant: row.advisorGrant,
          })),
        ],
        endedAdvisorGrants: ended
          .map((row) => ({
            ownerId: row.id,
            ownerName: row.name,
            ownerEmail: row.email,
            expiredAt: row.advisorGrant?.expiresAt ?? '',
          }))
          .sort((a, b) => b.expiredAt.localeCompare(a.expiredAt)),
      };
    },

    async changeRole(owner: Actor, memberId: string, role: TFamilyRole): Promise<TFamilyMember> {
      const [updated] = await db
        .update(familyConnections)
        .set({ role })
        .where(
          and(
            eq(familyConnections.connectedUserId, owner.userId),
            eq(familyConnections.userId, memberId),
            // An advisor's grant is changed from Advisor Contacts (level, end), never into a role.
            ne(familyConnections.role, 'advisor'),
          ),
        )
        .returning({ id: familyConnections.id });
      const member = updated && (await members(owner)).find((row) => row.userId === memberId);
      if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
      return member;
    },

    removeMember(owner: Actor, memberId: string): Promise<void> {
      return disconnect(
        and(
          eq(familyConnections.connectedUserId, owner.userId),
          eq(familyConnections.userId, memberId),
        ),
        MEMBER_NOT_FOUND,
      );
    },

    /** A member stops viewing a household; an expired advisor grant is already gone for them. */
    leave(member: Actor, ownerId: string): Promise<void> {
      return disconnect(
        and(
          eq(familyConnections.userId, member.userId),
          eq(familyConnections.connectedUserId, ownerId),
          or(isNull(familyConnections.expiresAt), gt(familyConnections.expiresAt, now())),
        ),
        'You are not connected to this household.',
      );
    },

    /**
     * Spec §4 "Guest upgrade": the guest becomes a primary account. The connection to the
     * inviter stays, so they keep seeing the inviter's data and now also their own.
     */
    async upgradeToPrimary(actor: Actor): Promise<void> {
      await db
        .update(profiles)
        .set({ accountType: 'primary', updatedAt: new Date() })
        .where(eq(profiles.id, actor.userId));
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
