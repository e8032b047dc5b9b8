import { createRoute } from '@hono/zod-openapi';
import { ZEstateSummary } from '@shared/estate/estate-summary-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZOwnerSelection } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import type { EstateSummaryService } from './estate-summary';

const summary = createRoute({
  method: 'get',
  path: '/estate/summary',
  tags: ['estate'],
  summary:
    'Who gets what (how each asset passes, the probate and non-probate totals), the gaps in the plan and its completeness score',
  middleware: [requireActor] as [typeof requireActor],
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZEstateSummary, 'The summary of the selected households.'),
    ...errorResponses(400, 401, 404),
  },
});

export function estateSummaryRoutes(service: EstateSummaryService) {
  return createRouter().openapi(summary, async (c) =>
    c.json(await service.summary(actorOf(c), c.req.valid('query').owners), 200),
  );
}
