import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { ZOwnerSelection } from '../../http/owner-selection';
import { answerPdf } from '../../http/common-answers';
import { pdfFileResponse } from '../../http/non-json-responses';
import { declareRoutes } from '../../http/route-declarations';
import { signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { BinderService } from './binder-service';

const ZBinderQuery = ZOwnerSelection.extend({
  today: z.iso.date({ error: 'today must be a date written YYYY-MM-DD' }).optional().openapi({
    description:
      "The printer's own calendar day, printed on the binder and in its file name; defaults to today in UTC.",
    example: '2026-11-25',
  }),
});

// The household's data in print: kept, like the CSV exports, by a household without a plan.
const binder = declareRoutes({ tags: ['binder'], guard: signedInWithoutPlan }).get('/binder', {
  summary:
    'The printable family binder of the selected households as one PDF: guidebook, estate plan, contacts, accounts (numbers masked), policies, properties, obligations and a document index',
  request: { query: ZBinderQuery },
  200: pdfFileResponse('PDF file, only what the caller may see.'),
  errors: [404],
});

export function binderRoutes(service: BinderService) {
  return createRouter().openapi(binder, async (c) => {
    const { owners, today } = c.req.valid('query');
    const { pdf, day } = await service.print(actorOf(c), owners, today);
    return answerPdf(c, `nido-family-binder-${day}.pdf`, pdf);
  });
}
