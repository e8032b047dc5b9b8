import { and, count, desc, eq, gt, isNull, notExists, or, sql } from 'drizzle-orm';
import {
  INVITATION_LIFETIME_DAYS,
  type TCreateInvitationRequest,
  type TInvitation,
  type TInvitationDetails,
  type TInvitationFound,
  type TInvitationStatus,
  type TOfferedAdvisorGrant,
  type TAdvisorGrant,
  type TConnectionRole,
} from '@shared/family/family-schemas';
import type { TAdvisorScope } from '@shared/advisors/advisor-scope';
import type { Database } from '../../db/client';
import { familyConnections, familyInvitations, profiles, users } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import {
  advisorAccessEmail,
  familyInvitationEmail,
} from '../../platform/mail/templates/account-emails';
import { hasActiveSubscription } from '../subscription/subscription-service';
import { isInvitationId, isWellFormedId, newInvitationCode } from './invitation-code';

type InvitationRow = typeof familyInvitations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_INVITATIONS_PER_DAY = 50;

/** Spec §8 texts the web app maps to its toasts ("already been accepted", "Invalid or expired"). */
export const ALREADY_ACCEPTED = 'This invitation has already been accepted';
export const INVALID_CODE = 'Invalid or expired invitation code';

export function invitationStatus(row: InvitationRow, now: Date): TInvitationStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

function toInvitationView(row: InvitationRow, now: Date): TInvitation {
  return {
    id: row.id,
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    status: invitationStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The invitee accepting: who they are, as far as the invitation needs to know. */
export type Acceptor = { userId: string; email: string; accountType: 'primary' | 'guest' };

/**
 * Spec §4 "Invitation" and "Accepting an invitation": an owner with an active subscription
 * invites someone by email; the emailed link carries a short code; accepting connects the
 * invitee to the owner's household as a guest. Pending → accepted; anything else is invalid;
 * invitations expire after 7 days and can be resent (a fresh 7 days) or revoked.
 */
export function createInvitationService(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, mailer, appUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function inviterName(inviterId: string): Promise<string> {
    const [row] = await db
      .select({ fullName: profiles.fullName, email: users.email })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, inviterId));
    return row?.fullName || row?.email || 'A Nido member';
  }

  async function findByReference(reference: string): Promise<InvitationRow | null> {
    const value = reference.trim();
    if (isInvitationId(value)) {
      if (!isWellFormedId(value)) return null;
      const [row] = await db
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.id, value));
      return row ?? null;
    }
    const [row] = await db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.invitationCode, value.toUpperCase()));
    return row ?? null;
  }

  async function findOwn(actor: Actor, id: string): Promise<InvitationRow> {
    const [row] = await db
      .select()
      .from(familyInvitations)
      .where(and(eq(familyInvitations.id, id), eq(familyInvitations.inviterId, actor.userId)));
    if (!row) throw AppError.notFound('This invitation does not exist.');
    return row;
  }

  async function sendEmail(row: InvitationRow): Promise<void> {
    const url = `${appUrl}/?invitation=${encodeURIComponent(row.invitationCode)}`;
    const inviter = { name: await inviterName(row.inviterId) };
    const recipient = { name: row.inviteeName };
    await mailer.send({
      to: row.inviteeEmail,
      ...(row.role === 'advisor'
        ? advisorAccessEmail(recipient, inviter, offeredGrant(row), url, INVITATION_LIFETIME_DAYS)
        : familyInvitationEmail(recipient, inviter, url, INVITATION_LIFETIME_DAYS)),
    });
  }

  function expiry(): Date {
    return new Date(now().getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  }

  /** Spec §6: only a primary account with an active subscription offers invitations. */
  async function canInvite(actor: Actor): Promise<boolean> {
    return actor.accountType === 'primary' && (await hasActiveSubscription(db, actor.userId));
  }

  async function assertCanInvite(actor: Actor): Promise<void> {
    if (actor.accountType !== 'primary')
      throw new AppError(
        'FORBIDDEN',
        "Guests can't invite family members: the household's owner sends invitations.",
      );
    if (!(await canInvite(actor)))
      throw new AppError(
        'SUBSCRIPTION_REQUIRED',
        'Inviting family members needs an active subscription.',
      );
  }

  /** Invitations are emails to any address: a cap keeps Nido from being used to send spam. */
  async function assertWithinDailyLimit(actor: Actor): Promise<void> {
    const since = new Date(now().getTime() - DAY_MS);
    const [row] = await db
      .select({ sent: count() })
      .from(familyInvitations)
      .where(
        and(eq(familyInvitations.inviterId, actor.userId), gt(familyInvitations.createdAt, since)),
      );
    if ((row?.sent ?? 0) >= MAX_INVITATIONS_PER_DAY)
      throw new AppError(
        'RATE_LIMITED',
        `You can send up to ${MAX_INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
      );
  }

  /**
   * The connection an accepted invitation makes: a family guest, or an advisor's grant that runs
   * for its days from the moment of acceptance.
   */
  /** What an advisor's invitation offers, as its email and the invitation screen say it. */
  function offeredGrant(row: InvitationRow): TOfferedAdvisorGrant {
    return {
      level: row.advisorAccess ?? 'read',
      days: row.accessDays ?? 0,
      sections: row.advisorSections ?? [],
      revealNumbers: row.advisorRevealsNumbers,
    };
  }

  function grantOf(row: InvitationRow) {
    if (row.role !== 'advisor') return { role: 'guest' as const };
    return {
      role: 'advisor' as const,
      advisorId: row.advisorId,
      advisorAccess: row.advisorAccess ?? ('read' as const),
      expiresAt: new Date(now().getTime() + (row.accessDays ?? 0) * DAY_MS),
      advisorSections: row.advisorSections ?? [],
      advisorRevealsNumbers: row.advisorRevealsNumbers,
    };
  }

  /** A new invitation, emailed; for an advisor (issue 13) it carries the grant to make. */
  async function create(
    actor: Actor,
    input: TCreateInvitationRequest,
    advisor: {
      advisorId: string;
      level: 'read' | 'read_write';
      days: number;
      scope: TAdvisorScope;
    } | null,
  ): Promise<InvitationRow> {
    await assertCanInvite(actor);
    await assertWithinDailyLimit(actor);
    const email = input.inviteeEmail;
    if (email === actor.email.toLowerCase())
      throw AppError.validation({ inviteeEmail: "You can't invite yourself." });
    const [member] = await db
      .select({ id: users.id })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, familyConnections.userId))
      .where(and(eq(familyConnections.connectedUserId, actor.userId), eq(users.email, email)));
    if (member)
      throw new AppError('CONFLICT', 'This person already has access to your family data.', {
        inviteeEmail: 'This person already has access to your family data.',
      });
    const pending = (
      await db
        .select()
        .from(familyInvitations)
        .where(
          and(
            eq(familyInvitations.inviterId, actor.userId),
            eq(familyInvitations.inviteeEmail, email),
            eq(familyInvitations.status, 'pending'),
          ),
        )
    ).find((row) => invitationStatus(row, now()) === 'pending');
    if (pending)
      throw new AppError(
        'CONFLICT',
        'An invitation to this address is already pending. Resend it instead.',
        { inviteeEmail: 'An invitation to this address is already pending. Resend it instead.' },
      );
    const [row] = await db
      .insert(familyInvitations)
      .values({
        invitationCode: newInvitationCode(),
        inviteeEmail: email,
        inviteeName: input.inviteeName,
        inviterId: actor.userId,
        expiresAt: expiry(),
        createdAt: now(),
        ...(advisor
          ? {
              role: 'advisor' as const,
              advisorId: advisor.advisorId,
              advisorAccess: advisor.level,
              accessDays: advisor.days,
              advisorSections: advisor.scope.sections,
              advisorRevealsNumbers: advisor.scope.revealNumbers,
            }
          : {}),
      })
      .returning();
    if (!row) throw new Error('The invitation was not saved');
    try {
      await sendEmail(row);
    } catch (error) {
      // Unsent, it must not block sending it again ("already pending").
      await db.delete(familyInvitations).where(eq(familyInvitations.id, row.id));
      throw error;
    }
    return row;
  }

  return {
    canInvite,
    findByReference,

    async listSent(actor: Actor): Promise<TInvitation[]> {
      const rows = await db
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.inviterId, actor.userId))
        .orderBy(desc(familyInvitations.createdAt));
      const at = now();
      return rows.map((row) => toInvitationView(row, at));
    },

    async invite(actor: Actor, input: TCreateInvitationRequest): Promise<TInvitation> {
      return toInvitationView(await create(actor, input, null), now());
    },

    /**
     * Issue 13: professional access for one of the owner's advisor contacts, made when the
     * advisor accepts: `level` for `days` from then. An earlier pending invitation of the same
     * advisor is replaced.
     */
    async inviteAdvisor(
      actor: Actor,
      advisor: { id: string; name: string; email: string },
      grant: { level: 'read' | 'read_write'; days: number; scope: TAdvisorScope },
    ): Promise<TInvitation> {
      // Checked before the pending invitation is replaced, so a refusal leaves it as it was.
      await assertCanInvite(actor);
      await assertWithinDailyLimit(actor);
      await db
        .update(familyInvitations)
        .set({ status: 'revoked' })
        .where(
          and(eq(familyInvitations.advisorId, advisor.id), eq(familyInvitations.status, 'pending')),
        );
      const row = await create(
        actor,
        { inviteeName: advisor.name, inviteeEmail: advisor.email },
        { advisorId: advisor.id, ...grant },
      );
      return toInvitationView(row, now());
    },

    /** Ends an advisor's pending invitations (revoking their access). */
    async revokeAdvisorInvitations(advisorId: string): Promise<void> {
      await db
        .update(familyInvitations)
        .set({ status: 'revoked' })
        .where(
          and(eq(familyInvitations.advisorId, advisorId), eq(familyInvitations.status, 'pending')),
        );
    },

    /** A fresh 7 days and the email again, for a pending or expired invitation. */
    async resend(actor: Actor, id: string): Promise<TInvitation> {
      const row = await findOwn(actor, id);
      if (row.status === 'accepted')
        throw new AppError('CONFLICT', 'This invitation was already accepted.');
      if (row.status === 'revoked')
        throw new AppError(
          'CONFLICT',
          'This invitation was revoked. Send a new invitation instead.',
        );
      await assertCanInvite(actor);
      const [updated] = await db
        .update(familyInvitations)
        .set({ expiresAt: expiry() })
        .where(and(eq(familyInvitations.id, row.id), eq(familyInvitations.status, 'pending')))
        .returning();
      if (!updated) throw new AppError('CONFLICT', 'This invitation was just accepted or revoked.');
      await sendEmail(updated);
      return toInvitationView(updated, now());
    },

    async revoke(actor: Actor, id: string): Promise<void> {
      const row = await findOwn(actor, id);
      if (row.status === 'accepted')
        throw new AppError(
          'CONFLICT',
          'This invitation was already accepted. Remove their access instead.',
        );
      const [revoked] = await db
        .update(familyInvitations)
        .set({ status: 'revoked' })
        .where(and(eq(familyInvitations.id, row.id), eq(familyInvitations.status, 'pending')))
        .returning({ id: familyInvitations.id });
      if (!revoked && row.status === 'pending')
        throw new AppError(
          'CONFLICT',
          'This invitation was just accepted. Remove their access instead.',
        );
    },

    /**
     * Spec §7 get_invitation_details_by_code: what the invitation screen shows a visitor. Only
     * the emailed code opens it: an id is no secret (the inviter's screens and API carry it), and
     * this answer names the invitee and their address to anyone without a session.
     */
    async details(code: string): Promise<TInvitationDetails> {
      if (isInvitationId(code.trim())) throw AppError.notFound(INVALID_CODE);
      const row = await findByReference(code);
      if (!row) throw AppError.notFound(INVALID_CODE);
      const status = invitationStatus(row, now());
      // Who is invited, and by whom, only while the invitation can still be used.
      if (status !== 'pending')
        return {
          inviterName: '',
          inviteeEmail: '',
          inviteeName: '',
          status,
          role: 'guest',
          advisorGrant: null,
        };
      return {
        inviterName: await inviterName(row.inviterId),
        inviteeEmail: row.inviteeEmail,
        inviteeName: row.inviteeName,
        status,
        role: row.role === 'advisor' ? 'advisor' : 'guest',
        advisorGrant: row.role === 'advisor' ? offeredGrant(row) : null,
      };
    },

    /**
     * The invitation is checked before anything changes: it must be pending and unexpired, and
     * be for the acceptor's own address (the code is a secret sent to that address; a forwarded
     * link must not hand a household to someone else).
     */
    async checkAcceptable(reference: string, acceptor: { userId?: string; email: string }) {
      const row = await findByReference(reference);
      if (!row) throw AppError.notFound(INVALID_CODE);
      const status = invitationStatus(row, now());
      if (status === 'accepted') throw new AppError('CONFLICT', ALREADY_ACCEPTED);
      if (status !== 'pending') throw AppError.notFound(INVALID_CODE);
      if (row.inviterId === acceptor.userId)
        throw new AppError('BAD_REQUEST', "You can't accept your own invitation.");
      if (row.inviteeEmail !== acceptor.email.toLowerCase())
        throw new AppError(
          'FORBIDDEN',
          'This invitation was sent to another email address. Sign in with the address it was sent to.',
        );
      return row;
    },

    /**
     * Accepts (spec §7 accept_family_invitation): the invitation becomes accepted, the acceptor
     * is connected to the inviter's household as a guest, and a person without an inviter yet
     * records this one (spec §4 Family view: a primary with an inviter sees both households).
     */
    async accept(
      reference: string,
      acceptor: Acceptor,
    ): Promise<{ inviterName: string; role: TConnectionRole; advisorGrant: TAdvisorGrant | null }> {
      const row = await this.checkAcceptable(reference, acceptor);
      const grant = grantOf(row);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(familyInvitations)
          .set({ status: 'accepted', acceptedBy: acceptor.userId, acceptedAt: now() })
          .where(and(eq(familyInvitations.id, row.id), eq(familyInvitations.status, 'pending')))
          .returning({ id: familyInvitations.id });
        if (!claimed) throw new AppError('CONFLICT', ALREADY_ACCEPTED);
        const [connected] = await tx
          .insert(familyConnections)
          .values({ userId: acceptor.userId, connectedUserId: row.inviterId, ...grant })
          .onConflictDoNothing()
          .returning({ id: familyConnections.id });
        if (!connected) {
          // Already connected: accepting must not silently leave a different kind of access.
          const [existing] = await tx
            .select({ role: familyConnections.role })
            .from(familyConnections)
            .where(
              and(
                eq(familyConnections.userId, acceptor.userId),
                eq(familyConnections.connectedUserId, row.inviterId),
              ),
            );
          if (existing && existing.role !== grant.role)
            throw new AppError(
              'CONFLICT',
              'You already have access to this household. Ask its owner to change it.',
            );
        }
        // A professional's own account keeps its own household: the client is not their inviter.
        if (row.role === 'advisor' && acceptor.accountType === 'primary') return;
        // A first inviter is recorded; so is a new one for someone whose inviter removed them
        // (a guest's writes go to the inviter, who must be someone they are still connected to).
        await tx
          .update(profiles)
          .set({ invitedBy: row.inviterId, updatedAt: now() })
          .where(
            and(
              eq(profiles.id, acceptor.userId),
              or(
                isNull(profiles.invitedBy),
                notExists(
                  tx
                    .select({ id: familyConnections.id })
                    .from(familyConnections)
                    .where(
                      and(
                        eq(familyConnections.userId, acceptor.userId),
                        eq(familyConnections.connectedUserId, sql`${profiles.invitedBy}`),
                      ),
                    ),
                ),
              ),
            ),
          );
      });
      return {
        inviterName: await inviterName(row.inviterId),
        role: grant.role,
        advisorGrant:
          grant.role === 'advisor'
            ? {
                level: grant.advisorAccess,
                expiresAt: grant.expiresAt.toISOString(),
                active: true,
                sections: grant.advisorSections,
                revealNumbers: grant.advisorRevealsNumbers,
              }
            : null,
      };
    },

    /**
     * Spec §4 Email verification: a pending invitation for this address from an inviter with an
     * active subscription, offered on the email-confirmed screen.
     */
    async pendingFor(email: string): Promise<TInvitationFound | null> {
      const rows = await db
        .select()
        .from(familyInvitations)
        .where(
          and(
            eq(familyInvitations.inviteeEmail, email.toLowerCase()),
            eq(familyInvitations.status, 'pending'),
          ),
        )
        .orderBy(desc(familyInvitations.createdAt));
      for (const row of rows) {
        if (invitationStatus(row, now()) !== 'pending') continue;
        if (!(await hasActiveSubscription(db, row.inviterId))) continue;
        return { code: row.invitationCode, inviterName: await inviterName(row.inviterId) };
      }
      return null;
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
