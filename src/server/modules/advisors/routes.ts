import { z } from '@hono/zod-openapi';
import {
  ZAdvisor,
  ZAdvisorInput,
  ZGrantAdvisorAccessRequest,
  ZRenewAdvisorAccessRequest,
} from '@shared/advisors/advisor-schemas';
import { ZAdvisorScope } from '@shared/advisors/advisor-scope';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn, signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import { householdRoutes } from '../household-routes';
import type { AdvisorService } from './advisor-service';
import type { AdvisorAccess } from './advisor-access';

const route = declareRoutes({ tags: ['advisors'], guard: signedIn });
// Taking access away, or narrowing it, never waits for a plan (issue 35).
const revokeGuard = signedInWithoutPlan;
const ZAdvisorSaved = z.object({ advisor: ZAdvisor });

/** Issue 13: Advisor Contacts as a household resource, and professional access to the household. */
export function advisorRoutes(service: AdvisorService, access: AdvisorAccess) {
  return createRouter()
    .openapi(
      route.post('/advisors/{id}/access', {
        summary:
          'Invite one of your advisors to see your household for a number of days (owner only)',
        request: { params: ZIdParam, body: ZGrantAdvisorAccessRequest },
        200: jsonResponse(ZAdvisorSaved, 'Invited, or the existing grant changed.'),
        errors: [403, 409],
      }),
      async (c) =>
        c.json({ advisor: await access.grant(actorOf(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(
      route.post('/advisors/{id}/access/renew', {
        summary: "Renew an advisor's access for a number of days from today (owner only)",
        request: { params: ZIdParam, body: ZRenewAdvisorAccessRequest },
        200: jsonResponse(ZAdvisorSaved, 'Renewed.'),
        errors: [409],
      }),
      async (c) =>
        c.json({ advisor: await access.renew(actorOf(c), idOf(c), c.req.valid('json').days) }, 200),
    )
    .openapi(
      route.put('/advisors/{id}/access/scope', {
        summary:
          "Change what an advisor's access opens: the sections, and whether full numbers may be revealed (owner only)",
        guard: revokeGuard,
        request: { params: ZIdParam, body: ZAdvisorScope },
        200: jsonResponse(ZAdvisorSaved, 'Changed; the advisor’s next request sees it.'),
        errors: [409],
      }),
      async (c) =>
        c.json(
          { advisor: await access.changeScope(actorOf(c), idOf(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      route.delete('/advisors/{id}/access', {
        summary: "End an advisor's access at once, and any pending invitation (owner only)",
        guard: revokeGuard,
        request: { params: ZIdParam },
        200: jsonResponse(ZAdvisorSaved, 'Revoked.'),
      }),
      async (c) => c.json({ advisor: await access.revoke(actorOf(c), idOf(c)) }, 200),
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
