import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { ZOwnerSelection } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import type { BinderService } from './binder-service';

const ZBinderQuery = ZOwnerSelection.extend({
  today: z.iso.date({ error: 'today must be a date written YYYY-MM-DD' }).optional().openapi({
    description:
      "The printer's own calendar day, printed on the binder and in its file name; defaults to today in UTC.",
    example: '2026-11-25',
  }),
});

const binder = createRoute({
  method: 'get',
  path: '/binder',
  tags: ['binder'],
  summary:
    'The printable family binder of the selected households as one PDF: guidebook, estate plan, contacts, accounts (numbers masked), policies, properties, obligations and a document index',
  // The household's data in print: kept, like the CSV exports, by a household without a plan.
  middleware: [requireActor, allowedWithoutPlan] as const,
  request: { query: ZBinderQuery },
  responses: {
    200: {
      description: 'PDF file, only what the caller may see.',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function binderRoutes(service: BinderService) {
  return createRouter().openapi(binder, async (c) => {
    const { owners, today } = c.req.valid('query');
    const { pdf, day } = await service.print(actorOf(c), owners, today);
    c.header('Content-Disposition', `attachment; filename="nido-family-binder-${day}.pdf"`);
    // Private household data: never kept by a shared cache.
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf' });
  });
}
