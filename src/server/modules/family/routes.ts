import { z } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { ZSessionResponse } from '@shared/auth/session-view';
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZActivityLog,
  ZChangeRoleRequest,
  ZCreateInvitationRequest,
  ZDataSources,
  ZFamilyMember,
  ZFamilyOverview,
  ZInvitationDetails,
  ZInvitationReference,
  ZInvitationResponse,
} from '@shared/family/family-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { answerOk } from '../../http/common-answers';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { openToAll, signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import { loadSessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import type { ActivityLog } from './activity-log';
import type { InvitationService } from './invitation-service';
import type { MembershipService } from './membership-service';

// Who may see the household, and which households one may see: managed with or without a plan
// (issue 35); sending an invitation has its own rule (an active subscription, spec §6).
const route = declareRoutes({ tags: ['family'], guard: signedInWithoutPlan });
const ZUserIdParam = z.object({
  userId: z.uuid({ error: 'Not a valid id' }).openapi({ param: { name: 'userId', in: 'path' } }),
});
const ZReferenceParam = z.object({
  reference: ZInvitationReference.openapi({ param: { name: 'reference', in: 'path' } }),
});
const ZOwnerIdParam = z.object({
  ownerId: z.uuid({ error: 'Not a valid id' }).openapi({ param: { name: 'ownerId', in: 'path' } }),
});

export function familyRoutes(deps: {
  db: Database;
  invitations: InvitationService;
  membership: MembershipService;
  activity: ActivityLog;
}) {
  const { db, invitations, membership, activity } = deps;
  return createRouter()
    .openapi(
      route.get('/family', {
        summary: 'The Family page: invitations sent, who can see my data, households I can view',
        200: jsonResponse(ZFamilyOverview, 'The overview.'),
      }),
      async (c) => {
        const actor = actorOf(c);
        const [canInvite, sent, members, households] = await Promise.all([
          invitations.canInvite(actor),
          invitations.listSent(actor),
          membership.members(actor),
          membership.households(actor),
        ]);
        return c.json({ canInvite, invitations: sent, members, households }, 200);
      },
    )
    .openapi(
      route.post('/family/invitations', {
        summary: 'Invite a family member by email (needs an active subscription)',
        request: { body: ZCreateInvitationRequest },
        201: jsonResponse(ZInvitationResponse, 'Invited; the email is on its way.'),
        errors: [403, 409],
      }),
      async (c) =>
        c.json({ invitation: await invitations.invite(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(
      route.post('/family/invitations/accept', {
        summary: 'Accept an invitation by id or code (spec accept_family_invitation[_by_code])',
        request: { body: ZAcceptInvitationRequest },
        200: jsonResponse(ZAcceptInvitationResponse, 'Joined.'),
        errors: [403, 404, 409],
      }),
      async (c) => {
        const actor = actorOf(c);
        const accepted = await invitations.accept(c.req.valid('json').invitation, {
          userId: actor.userId,
          email: actor.email,
          accountType: actor.accountType,
        });
        return c.json({ success: true as const, ...accepted }, 200);
      },
    )
    .openapi(
      route.post('/family/invitations/{id}/resend', {
        summary: 'Send a pending or expired invitation again, valid for another 7 days',
        request: { params: ZIdParam },
        200: jsonResponse(ZInvitationResponse, 'Sent again.'),
        errors: [409],
      }),
      async (c) => c.json({ invitation: await invitations.resend(actorOf(c), idOf(c)) }, 200),
    )
    .openapi(
      ...removalRoute(
        route,
        '/family/invitations/{id}',
        {
          summary: 'Revoke an invitation that was not accepted',
          answered: 'Revoked.',
          errors: [409],
        },
        (actor, id) => invitations.revoke(actor, id),
      ),
    )
    .openapi(
      route.get('/invitations/{reference}', {
        summary:
          'Who sent an invitation and its status, by the emailed code only (spec get_invitation_details_by_code); public',
        guard: openToAll,
        request: { params: ZReferenceParam },
        200: jsonResponse(ZInvitationDetails, 'The invitation.'),
        errors: [404],
      }),
      async (c) => c.json(await invitations.details(c.req.valid('param').reference), 200),
    )
    .openapi(
      route.patch('/family/members/{userId}', {
        summary: "Change what a member may do with my data (from the member's next request)",
        request: { params: ZUserIdParam, body: ZChangeRoleRequest },
        200: jsonResponse(z.object({ member: ZFamilyMember }), 'Changed.'),
        errors: [404],
      }),
      async (c) => {
        const member = await membership.changeRole(
          actorOf(c),
          c.req.valid('param').userId,
          c.req.valid('json').role,
        );
        return c.json({ member }, 200);
      },
    )
    .openapi(
      route.delete('/family/members/{userId}', {
        summary: "Remove a member's access to my data (from their next request)",
        request: { params: ZUserIdParam },
        200: jsonResponse(ZOkResponse, 'Removed.'),
        errors: [404],
      }),
      async (c) => {
        await membership.removeMember(actorOf(c), c.req.valid('param').userId);
        return answerOk(c);
      },
    )
    .openapi(
      route.delete('/family/households/{ownerId}', {
        summary: "Stop viewing another household's data",
        request: { params: ZOwnerIdParam },
        200: jsonResponse(ZOkResponse, 'Left.'),
        errors: [404],
      }),
      async (c) => {
        await membership.leave(actorOf(c), c.req.valid('param').ownerId);
        return answerOk(c);
      },
    )
    .openapi(
      route.get('/family/activity', {
        summary:
          "My account's activity: sign-ins, and family members' views and changes of my data",
        200: jsonResponse(ZActivityLog, 'Newest first.'),
      }),
      async (c) => c.json({ entries: await activity.list(actorOf(c)) }, 200),
    )
    .openapi(
      route.get('/family/sources', {
        summary: 'The households I can view, for the family selector',
        200: jsonResponse(ZDataSources, 'My Account first.'),
      }),
      async (c) => c.json(await membership.sources(actorOf(c)), 200),
    )
    .openapi(
      route.post('/account/upgrade', {
        tags: ['account'],
        summary: 'A guest becomes a primary account (keeps access to the inviter’s data)',
        200: jsonResponse(ZSessionResponse, 'The updated user.'),
      }),
      async (c) => {
        const actor = actorOf(c);
        await membership.upgradeToPrimary(actor);
        return c.json({ user: await loadSessionUser(db, actor.userId) }, 200);
      },
    );
}
