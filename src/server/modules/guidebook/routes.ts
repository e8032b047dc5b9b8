import { ZGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import { ZGuidebook, ZGuidebookEntrySaved } from '@shared/guidebook/guidebook-view-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { GuidebookService } from './guidebook-service';

const route = declareRoutes({ tags: ['guidebook'], guard: signedIn });

/** Issue 14: the Family Guidebook. */
export function guidebookRoutes(service: GuidebookService) {
  return createRouter()
    .openapi(
      route.get('/guidebook', {
        summary:
          'The Family Guidebook of the selected households: the entries you may see, and what the records say',
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZGuidebook, 'Entries in reading order, the assembled sections, people.'),
        errors: [404],
      }),
      async (c) => c.json(await service.list(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(
      route.post('/guidebook', {
        summary: 'Write a guidebook entry in a household you may change',
        request: { query: ZWriteTarget, body: ZGuidebookEntryInput },
        201: jsonResponse(ZGuidebookEntrySaved, 'Written.'),
      }),
      async (c) =>
        c.json(
          {
            entry: await service.create(
              actorOf(c),
              c.req.valid('json'),
              c.req.valid('query').owner,
            ),
          },
          201,
        ),
    )
    .openapi(
      route.put('/guidebook/{id}', {
        summary: 'Change a guidebook entry and who sees it',
        request: { params: ZIdParam, body: ZGuidebookEntryInput },
        200: jsonResponse(ZGuidebookEntrySaved, 'Changed.'),
      }),
      async (c) =>
        c.json({ entry: await service.update(actorOf(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(
      ...removalRoute(
        route,
        '/guidebook/{id}',
        { summary: 'Delete a guidebook entry' },
        (actor, id) => service.remove(actor, id),
      ),
    );
}
