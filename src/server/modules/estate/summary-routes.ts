import { ZEstateSummary } from '@shared/estate/estate-summary-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { ZOwnerSelection } from '../../http/owner-selection';
import { actorOf } from '../../auth/session-context';
import type { EstateSummaryService } from './estate-summary';

const summary = declareRoutes({ tags: ['estate'], guard: signedIn }).get('/estate/summary', {
  summary:
    'Who gets what (how each asset passes, the probate and non-probate totals), the gaps in the plan and its completeness score',
  request: { query: ZOwnerSelection },
  200: jsonResponse(ZEstateSummary, 'The summary of the selected households.'),
  errors: [404],
});

export function estateSummaryRoutes(service: EstateSummaryService) {
  return createRouter().openapi(summary, async (c) =>
    c.json(await service.summary(actorOf(c), c.req.valid('query').owners), 200),
  );
}
