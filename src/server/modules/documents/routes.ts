import { createRoute, z } from '@hono/zod-openapi';
import { singleLine } from '@shared/validation/plain-text';
import {
  ZDocumentDetails,
  ZDocumentList,
  ZDocumentResponse,
  ZDocumentSearchResults,
  ZSignedLink,
} from '@shared/documents/document-schemas';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { answerList } from '../../http/list-etag';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import type { DocumentService } from './document-service';
import { uploadRoute } from './upload-route';
import { fileRoute } from './file-route';

const tags = ['documents'];
const middleware = [requireActor] as [typeof requireActor];
// Seeing and downloading documents is how a household without a plan takes them out (issue 35).
const downloadMiddleware = [requireActor, allowedWithoutPlan] as [
  typeof requireActor,
  typeof allowedWithoutPlan,
];

const ZSearchQuery = ZOwnerSelection.extend({
  q: singleLine(
    z
      .string({ error: 'Enter words to search for' })
      .trim()
      .min(1, 'Enter words to search for')
      .max(200, 'Search for at most 200 characters'),
  ),
});
const ZLinkRequest = z.object({
  disposition: z.enum(['inline', 'attachment']).default('attachment').openapi({
    description: 'inline shows a PDF or image in the browser; other types always download.',
  }),
});

const list = createRoute({
  method: 'get',
  path: '/documents',
  tags,
  summary: 'Documents of the selected households, newest first',
  middleware: downloadMiddleware,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZDocumentList, 'The documents, with an ETag.'),
    304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    ...errorResponses(400, 401, 404),
  },
});

const search = createRoute({
  method: 'get',
  path: '/documents/search',
  tags,
  summary: 'Full-text search over names, tags and the text inside PDFs, best matches first',
  middleware,
  request: { query: ZSearchQuery },
  responses: {
    200: jsonResponse(ZDocumentSearchResults, 'Matches, with the fragments where they matched.'),
    ...errorResponses(400, 401, 404),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/documents/{id}',
  tags,
  summary: 'Change the details of a document (rename, category, tags, link, expiry)',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZDocumentDetails) },
  responses: { 200: jsonResponse(ZDocumentResponse, 'Changed.'), ...errorResponses(400, 401, 404) },
});

const remove = createRoute({
  method: 'delete',
  path: '/documents/{id}',
  tags,
  summary: 'Delete a document and its stored file',
  middleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Deleted.'), ...errorResponses(400, 401, 404) },
});

const link = createRoute({
  method: 'post',
  path: '/documents/{id}/link',
  tags,
  summary: 'A signed link to the file, valid for 3600 s',
  middleware: downloadMiddleware,
  request: { params: ZIdParam, body: jsonBody(ZLinkRequest) },
  responses: { 200: jsonResponse(ZSignedLink, 'The link.'), ...errorResponses(400, 401, 404) },
});

const open = createRoute({
  method: 'get',
  path: '/documents/{id}/open',
  tags,
  summary:
    'Opens the file in the browser: redirects to a fresh signed link (an obligation’s document)',
  middleware: downloadMiddleware,
  request: { params: ZIdParam },
  responses: {
    302: { description: 'To the signed link.' },
    ...errorResponses(400, 401, 404),
  },
});

/** The document hub's routes: JSON ones here, the multipart upload and the signed file apart. */
export function documentRoutes(service: DocumentService) {
  return createRouter()
    .route('/', uploadRoute(service))
    .openapi(list, async (c) => {
      const listed = await service.list(
        actorOf(c),
        c.req.valid('query').owners,
        c.req.header('if-none-match'),
      );
      return answerList(c, listed, (documents) => c.json({ documents }, 200));
    })
    .openapi(search, async (c) => {
      const { q, owners } = c.req.valid('query');
      return c.json({ results: await service.search(actorOf(c), q, owners) }, 200);
    })
    .openapi(update, async (c) =>
      c.json(
        {
          document: await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(link, async (c) =>
      c.json(
        await service.issueLink(
          actorOf(c),
          c.req.valid('param').id,
          c.req.valid('json').disposition,
        ),
        200,
      ),
    )
    .openapi(open, async (c) => {
      const signed = await service.issueLink(actorOf(c), c.req.valid('param').id, 'inline');
      return c.redirect(signed.url, 302);
    })
    .route('/', fileRoute(service));
}
