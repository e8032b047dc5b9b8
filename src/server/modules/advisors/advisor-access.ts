import { and, eq } from 'drizzle-orm';
import type { TAdvisor, TAdvisorAccessLevel } from '@shared/advisors/advisor-schemas';
import { FULL_ADVISOR_SCOPE, type TAdvisorScope } from '@shared/advisors/advisor-scope';
import type { Database } from '../../db/client';
import { familyConnections, familyInvitations } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import type { Access } from '../../auth/access';
import { AppError } from '../../http/app-error';
import type { InvitationService } from '../family/invitation-service';
import { endAdvisorAccess, type AdvisorService } from './advisor-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A scope as the connection and invitation columns hold it. */
function scopeColumns(scope: TAdvisorScope) {
  return { advisorSections: scope.sections, advisorRevealsNumbers: scope.revealNumbers };
}

/**
 * Professional access (issue 13): the owner lets one of their advisors see the household, read
 * only or read and write, for a number of days. It goes through the family invitation (the
 * advisor proves their mailbox and signs in) and becomes a family connection with role `advisor`
 * that access.ts honours until it expires. Only the household's owner grants, renews or revokes;
 * anyone else is told the advisor is not there.
 */
export function createAdvisorAccess(deps: {
  db: Database;
  access: Access;
  advisors: AdvisorService;
  invitations: InvitationService;
  now?: () => Date;
}) {
  const { db, access, advisors, invitations } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownAdvisor(actor: Actor, id: string) {
    if (actor.accountType === 'guest') throw AppError.notFound('This advisor does not exist.');
    const advisor = await advisors.viewOf(id, actor.userId).catch(() => null);
    if (!advisor || advisor.ownerId !== actor.userId)
      throw AppError.notFound('This advisor does not exist.');
    return advisor;
  }

  async function extendGrant(
    actor: Actor,
    advisor: TAdvisor,
    change: { days: number; level?: TAdvisorAccessLevel; scope?: TAdvisorScope },
  ): Promise<boolean> {
    const updated = await db
      .update(familyConnections)
      .set({
        expiresAt: new Date(now().getTime() + change.days * DAY_MS),
        ...(change.level ? { advisorAccess: change.level } : {}),
        ...(change.scope ? scopeColumns(change.scope) : {}),
      })
      .where(
        and(
          eq(familyConnections.advisorId, advisor.id),
          eq(familyConnections.connectedUserId, actor.userId),
        ),
      )
      .returning({ id: familyConnections.id });
    return updated.length > 0;
  }

  return {
    /**
     * Emails the advisor an invitation; when they already hold a grant (live or expired), it is
     * changed in place to the new level and a fresh period instead.
     */
    async grant(
      actor: Actor,
      id: string,
      request: { level: TAdvisorAccessLevel; days: number; scope?: TAdvisorScope | undefined },
    ): Promise<TAdvisor> {
      const advisor = await ownAdvisor(actor, id);
      await access.requirePlanFor(actor, actor.userId);
      // A grant changed in place keeps its scope unless a new one is chosen.
      if (await extendGrant(actor, advisor, request)) return advisors.viewOf(id, actor.userId);
      const grant = { ...request, scope: request.scope ?? FULL_ADVISOR_SCOPE };
      if (!advisor.email)
        throw AppError.validation({
          email: 'Add the advisor’s email address first: the invitation is sent there.',
        });
      try {
        await invitations.inviteAdvisor(
          actor,
          { id: advisor.id, name: advisor.name, email: advisor.email },
          grant,
        );
      } catch (error) {
        // The family invitation names the address `inviteeEmail`; this screen calls it `email`.
        if (error instanceof AppError && error.fields?.inviteeEmail)
          throw new AppError(error.code, error.message, { email: error.fields.inviteeEmail });
        throw error;
      }
      return advisors.viewOf(id, actor.userId);
    },

    /** A fresh period from today; a pending invitation is sent again instead. */
    async renew(actor: Actor, id: string, days: number): Promise<TAdvisor> {
      const advisor = await ownAdvisor(actor, id);
      await access.requirePlanFor(actor, actor.userId);
      if (await extendGrant(actor, advisor, { days })) return advisors.viewOf(id, actor.userId);
      if (advisor.access.status === 'invited' && advisor.access.level && advisor.email) {
        await invitations.inviteAdvisor(
          actor,
          { id: advisor.id, name: advisor.name, email: advisor.email },
          { level: advisor.access.level, days, scope: advisor.access.scope ?? FULL_ADVISOR_SCOPE },
        );
        return advisors.viewOf(id, actor.userId);
      }
      throw new AppError('CONFLICT', 'This advisor has no access to renew. Give access instead.');
    },

    /**
     * Changes what the grant opens (issue 35), or what a pending invitation will: the
     * connection's change bumps the advisor's access counter (migration 0009), so their next
     * request already sees the new scope.
     */
    async changeScope(actor: Actor, id: string, scope: TAdvisorScope): Promise<TAdvisor> {
      const advisor = await ownAdvisor(actor, id);
      const columns = scopeColumns(scope);
      const [granted, invited] = await Promise.all([
        db
          .update(familyConnections)
          .set(columns)
          .where(
            and(
              eq(familyConnections.advisorId, advisor.id),
              eq(familyConnections.connectedUserId, actor.userId),
            ),
          )
          .returning({ id: familyConnections.id }),
        db
          .update(familyInvitations)
          .set(columns)
          .where(
            and(
              eq(familyInvitations.advisorId, advisor.id),
              eq(familyInvitations.inviterId, actor.userId),
              eq(familyInvitations.status, 'pending'),
            ),
          )
          .returning({ id: familyInvitations.id }),
      ]);
      if (granted.length === 0 && invited.length === 0)
        throw new AppError(
          'CONFLICT',
          'This advisor has no access to change. Give access instead.',
        );
      return advisors.viewOf(id, actor.userId);
    },

    /** Ends the grant and any pending invitation at once; the advisor's next request is refused. */
    async revoke(actor: Actor, id: string): Promise<TAdvisor> {
      const advisor = await ownAdvisor(actor, id);
      await db.transaction((tx) => endAdvisorAccess(tx, advisor.id, actor.userId));
      return advisors.viewOf(id, actor.userId);
    },
  };
}

export type AdvisorAccess = ReturnType<typeof createAdvisorAccess>;
