import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAdvisor,
  ZAdvisorInput,
  ZGrantAdvisorAccessRequest,
  ZRenewAdvisorAccessRequest,
} from '@shared/advisors/advisor-schemas';
import { ZAdvisorScope } from '@shared/advisors/advisor-scope';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import { householdRoutes } from '../household-routes';
import type { AdvisorService } from './advisor-service';
import type { AdvisorAccess } from './advisor-access';

const tags = ['advisors'];
const middleware = [requireActor] as [typeof requireActor];
// Taking access away, or narrowing it, never waits for a plan (issue 35).
const revokeMiddleware = [requireActor, allowedWithoutPlan] as [
  typeof requireActor,
  typeof allowedWithoutPlan,
];
const ZAdvisorSaved = z.object({ advisor: ZAdvisor });

const grant = createRoute({
  method: 'post',
  path: '/advisors/{id}/access',
  tags,
  summary: 'Invite one of your advisors to see your household for a number of days (owner only)',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZGrantAdvisorAccessRequest) },
  responses: {
    200: jsonResponse(ZAdvisorSaved, 'Invited, or the existing grant changed.'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const renew = createRoute({
  method: 'post',
  path: '/advisors/{id}/access/renew',
  tags,
  summary: "Renew an advisor's access for a number of days from today (owner only)",
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZRenewAdvisorAccessRequest) },
  responses: {
    200: jsonResponse(ZAdvisorSaved, 'Renewed.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const revoke = createRoute({
  method: 'delete',
  path: '/advisors/{id}/access',
  tags,
  summary: "End an advisor's access at once, and any pending invitation (owner only)",
  middleware: revokeMiddleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZAdvisorSaved, 'Revoked.'), ...errorResponses(400, 401, 404) },
});

const changeScope = createRoute({
  method: 'put',
  path: '/advisors/{id}/access/scope',
  tags,
  summary:
    "Change what an advisor's access opens: the sections, and whether full numbers may be revealed (owner only)",
  middleware: revokeMiddleware,
  request: { params: ZIdParam, body: jsonBody(ZAdvisorScope) },
  responses: {
    200: jsonResponse(ZAdvisorSaved, 'Changed; the advisor’s next request sees it.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

/** Issue 13: Advisor Contacts as a household resource, and professional access to the household. */
export function advisorRoutes(service: AdvisorService, access: AdvisorAccess) {
  return createRouter()
    .openapi(grant, async (c) =>
      c.json(
        { advisor: await access.grant(actorOf(c), c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
    )
    .openapi(renew, async (c) =>
      c.json(
        {
          advisor: await access.renew(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json').days,
          ),
        },
        200,
      ),
    )
    .openapi(changeScope, async (c) =>
      c.json(
        {
          advisor: await access.changeScope(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    )
    .openapi(revoke, async (c) =>
      c.json({ advisor: await access.revoke(actorOf(c), c.req.valid('param').id) }, 200),
    )
    .route(
      '/',
      householdRoutes(
        {
          resource: 'advisors',
          listKey: 'advisors',
          itemKey: 'advisor',
          noun: 'advisor',
          input: ZAdvisorInput,
          view: ZAdvisor,
        },
        service,
      ),
    );
}
