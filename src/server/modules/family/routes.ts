import { createRoute, z } from '@hono/zod-openapi';
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
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import { loadSessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import type { ActivityLog } from './activity-log';
import type { InvitationService } from './invitation-service';
import type { MembershipService } from './membership-service';

const tags = ['family'];
// Who may see the household, and which households one may see: managed with or without a plan
// (issue 35); sending an invitation has its own rule (an active subscription, spec §6).
const middleware = [requireActor, allowedWithoutPlan] as [
  typeof requireActor,
  typeof allowedWithoutPlan,
];
const ZUserIdParam = z.object({
  userId: z.uuid({ error: 'Not a valid id' }).openapi({ param: { name: 'userId', in: 'path' } }),
});
const ZOwnerIdParam = z.object({
  ownerId: z.uuid({ error: 'Not a valid id' }).openapi({ param: { name: 'ownerId', in: 'path' } }),
});

const overview = createRoute({
  method: 'get',
  path: '/family',
  tags,
  summary: 'The Family page: invitations sent, who can see my data, households I can view',
  middleware,
  responses: { 200: jsonResponse(ZFamilyOverview, 'The overview.'), ...errorResponses(401) },
});
const invite = createRoute({
  method: 'post',
  path: '/family/invitations',
  tags,
  summary: 'Invite a family member by email (needs an active subscription)',
  middleware,
  request: { body: jsonBody(ZCreateInvitationRequest) },
  responses: {
    201: jsonResponse(ZInvitationResponse, 'Invited; the email is on its way.'),
    ...errorResponses(400, 401, 403, 409),
  },
});
const resend = createRoute({
  method: 'post',
  path: '/family/invitations/{id}/resend',
  tags,
  summary: 'Send a pending or expired invitation again, valid for another 7 days',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZInvitationResponse, 'Sent again.'),
    ...errorResponses(400, 401, 404, 409),
  },
});
const revoke = createRoute({
  method: 'delete',
  path: '/family/invitations/{id}',
  tags,
  summary: 'Revoke an invitation that was not accepted',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZOkResponse, 'Revoked.'),
    ...errorResponses(400, 401, 404, 409),
  },
});
const accept = createRoute({
  method: 'post',
  path: '/family/invitations/accept',
  tags,
  summary: 'Accept an invitation by id or code (spec accept_family_invitation[_by_code])',
  middleware,
  request: { body: jsonBody(ZAcceptInvitationRequest) },
  responses: {
    200: jsonResponse(ZAcceptInvitationResponse, 'Joined.'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const details = createRoute({
  method: 'get',
  path: '/invitations/{reference}',
  tags,
  summary:
    'Who sent an invitation and its status, by the emailed code only (spec get_invitation_details_by_code); public',
  request: {
    params: z.object({
      reference: ZInvitationReference.openapi({ param: { name: 'reference', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(ZInvitationDetails, 'The invitation.'),
    ...errorResponses(400, 404),
  },
});
const changeRole = createRoute({
  method: 'patch',
  path: '/family/members/{userId}',
  tags,
  summary: "Change what a member may do with my data (from the member's next request)",
  middleware,
  request: { params: ZUserIdParam, body: jsonBody(ZChangeRoleRequest) },
  responses: {
    200: jsonResponse(z.object({ member: ZFamilyMember }), 'Changed.'),
    ...errorResponses(400, 401, 404),
  },
});
const removeMember = createRoute({
  method: 'delete',
  path: '/family/members/{userId}',
  tags,
  summary: "Remove a member's access to my data (from their next request)",
  middleware,
  request: { params: ZUserIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Removed.'), ...errorResponses(400, 401, 404) },
});
const leave = createRoute({
  method: 'delete',
  path: '/family/households/{ownerId}',
  tags,
  summary: "Stop viewing another household's data",
  middleware,
  request: { params: ZOwnerIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Left.'), ...errorResponses(400, 401, 404) },
});
const activityLog = createRoute({
  method: 'get',
  path: '/family/activity',
  tags,
  summary: "My account's activity: sign-ins, and family members' views and changes of my data",
  middleware,
  responses: { 200: jsonResponse(ZActivityLog, 'Newest first.'), ...errorResponses(401) },
});
const sources = createRoute({
  method: 'get',
  path: '/family/sources',
  tags,
  summary: 'The households I can view, for the family selector',
  middleware,
  responses: { 200: jsonResponse(ZDataSources, 'My Account first.'), ...errorResponses(401) },
});
const upgrade = createRoute({
  method: 'post',
  path: '/account/upgrade',
  tags: ['account'],
  summary: 'A guest becomes a primary account (keeps access to the inviter’s data)',
  middleware,
  responses: { 200: jsonResponse(ZSessionResponse, 'The updated user.'), ...errorResponses(401) },
});

export function familyRoutes(deps: {
  db: Database;
  invitations: InvitationService;
  membership: MembershipService;
  activity: ActivityLog;
}) {
  const { db, invitations, membership, activity } = deps;
  return createRouter()
    .openapi(overview, async (c) => {
      const actor = actorOf(c);
      const [canInvite, sent, members, households] = await Promise.all([
        invitations.canInvite(actor),
        invitations.listSent(actor),
        membership.members(actor),
        membership.households(actor),
      ]);
      return c.json({ canInvite, invitations: sent, members, households }, 200);
    })
    .openapi(invite, async (c) =>
      c.json({ invitation: await invitations.invite(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(accept, async (c) => {
      const actor = actorOf(c);
      const accepted = await invitations.accept(c.req.valid('json').invitation, {
        userId: actor.userId,
        email: actor.email,
        accountType: actor.accountType,
      });
      return c.json({ success: true as const, ...accepted }, 200);
    })
    .openapi(resend, async (c) =>
      c.json({ invitation: await invitations.resend(actorOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(revoke, async (c) => {
      await invitations.revoke(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(details, async (c) =>
      c.json(await invitations.details(c.req.valid('param').reference), 200),
    )
    .openapi(changeRole, async (c) => {
      const member = await membership.changeRole(
        actorOf(c),
        c.req.valid('param').userId,
        c.req.valid('json').role,
      );
      return c.json({ member }, 200);
    })
    .openapi(removeMember, async (c) => {
      await membership.removeMember(actorOf(c), c.req.valid('param').userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(leave, async (c) => {
      await membership.leave(actorOf(c), c.req.valid('param').ownerId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(activityLog, async (c) => c.json({ entries: await activity.list(actorOf(c)) }, 200))
    .openapi(sources, async (c) => c.json(await membership.sources(actorOf(c)), 200))
    .openapi(upgrade, async (c) => {
      const actor = actorOf(c);
      await membership.upgradeToPrimary(actor);
      return c.json({ user: await loadSessionUser(db, actor.userId) }, 200);
    });
}
