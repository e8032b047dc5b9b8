import { createRoute } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { ZGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import { ZGuidebook, ZGuidebookEntrySaved } from '@shared/guidebook/guidebook-view-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import type { GuidebookService } from './guidebook-service';

const tags = ['guidebook'];
const middleware = [requireActor] as [typeof requireActor];

const list = createRoute({
  method: 'get',
  path: '/guidebook',
  tags,
  summary:
    'The Family Guidebook of the selected households: the entries you may see, and what the records say',
  middleware,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZGuidebook, 'Entries in reading order, the assembled sections, people.'),
    ...errorResponses(400, 401, 404),
  },
});

const create = createRoute({
  method: 'post',
  path: '/guidebook',
  tags,
  summary: 'Write a guidebook entry in a household you may change',
  middleware,
  request: { query: ZWriteTarget, body: jsonBody(ZGuidebookEntryInput) },
  responses: {
    201: jsonResponse(ZGuidebookEntrySaved, 'Written.'),
    ...errorResponses(400, 401, 404),
  },
});

const update = createRoute({
  method: 'put',
  path: '/guidebook/{id}',
  tags,
  summary: 'Change a guidebook entry and who sees it',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZGuidebookEntryInput) },
  responses: {
    200: jsonResponse(ZGuidebookEntrySaved, 'Changed.'),
    ...errorResponses(400, 401, 404),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/guidebook/{id}',
  tags,
  summary: 'Delete a guidebook entry',
  middleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Deleted.'), ...errorResponses(400, 401, 404) },
});

/** Issue 14: the Family Guidebook. */
export function guidebookRoutes(service: GuidebookService) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await service.list(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(create, async (c) =>
      c.json(
        {
          entry: await service.create(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
        },
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        { entry: await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
