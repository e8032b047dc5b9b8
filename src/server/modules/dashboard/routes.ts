import { z } from '@hono/zod-openapi';
import { ZDashboardSummary } from '@shared/finance/dashboard-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZOwnerSelection } from '../../http/owner-selection';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { DashboardService } from './dashboard-service';

const ZDashboardQuery = ZOwnerSelection.extend({
  today: z.iso.date({ error: 'today must be a date written YYYY-MM-DD' }).optional().openapi({
    description:
      'The visitor\'s own calendar day, so that "the next 30 days" follow their time zone; defaults to today in UTC.',
    example: '2026-11-21',
  }),
});

const summary = declareRoutes({ tags: ['dashboard'], guard: signedIn }).get('/dashboard', {
  summary: 'Monthly obligations, net worth, payments due in 30 days and items needing attention',
  request: { query: ZDashboardQuery },
  200: jsonResponse(ZDashboardSummary, 'The figures.'),
});

export function dashboardRoutes(service: DashboardService) {
  return createRouter().openapi(summary, async (c) => {
    const { owners, today } = c.req.valid('query');
    const day = today ? new Date(`${today}T00:00:00Z`) : new Date();
    return c.json(await service.summary(actorOf(c), owners, day), 200);
  });
}
