import { createRoute } from '@hono/zod-openapi';
import { ZDashboardSummary } from '@shared/finance/dashboard-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZOwnerSelection } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import type { DashboardService } from './dashboard-service';

const summary = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['dashboard'],
  summary: 'Monthly obligations, net worth, payments due in 30 days and items needing attention',
  middleware: [requireActor] as const,
  request: { query: ZOwnerSelection },
  responses: { 200: jsonResponse(ZDashboardSummary, 'The figures.'), ...errorResponses(400, 401) },
});

export function dashboardRoutes(service: DashboardService) {
  return createRouter().openapi(summary, async (c) =>
    c.json(await service.summary(actorOf(c), c.req.valid('query').owners), 200),
  );
}
