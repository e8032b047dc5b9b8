import { z } from '@hono/zod-openapi';
import { singleLine } from '@shared/validation/plain-text';
import {
  ZDocumentDetails,
  ZDocumentList,
  ZDocumentResponse,
  ZDocumentSearchResults,
  ZSignedLink,
} from '@shared/documents/document-schemas';
import { answerList } from '../../http/list-etag';
import { listRequest } from '../../http/list-request';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { notModifiedResponse } from '../../http/non-json-responses';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn, signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { DocumentService } from './document-service';
import { uploadRoute } from './upload-route';
import { fileRoute } from './file-route';

const route = declareRoutes({ tags: ['documents'], guard: signedIn });
// Seeing and downloading documents is how a household without a plan takes them out (issue 35).
const downloadGuard = signedInWithoutPlan;

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

/** The document hub's routes: JSON ones here, the multipart upload and the signed file apart. */
export function documentRoutes(service: DocumentService) {
  return createRouter()
    .route('/', uploadRoute(service))
    .openapi(
      route.get('/documents', {
        summary: 'Documents of the selected households, newest first',
        guard: downloadGuard,
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZDocumentList, 'The documents, with an ETag.'),
        304: notModifiedResponse,
        errors: [404],
      }),
      async (c) => {
        const listed = await service.list(...listRequest(c));
        return answerList(c, listed, (documents) => c.json({ documents }, 200));
      },
    )
    .openapi(
      route.get('/documents/search', {
        summary: 'Full-text search over names, tags and the text inside PDFs, best matches first',
        request: { query: ZSearchQuery },
        200: jsonResponse(
          ZDocumentSearchResults,
          'Matches, with the fragments where they matched.',
        ),
        errors: [404],
      }),
      async (c) => {
        const { q, owners } = c.req.valid('query');
        return c.json({ results: await service.search(actorOf(c), q, owners) }, 200);
      },
    )
    .openapi(
      route.patch('/documents/{id}', {
        summary: 'Change the details of a document (rename, category, tags, link, expiry)',
        request: { params: ZIdParam, body: ZDocumentDetails },
        200: jsonResponse(ZDocumentResponse, 'Changed.'),
      }),
      async (c) =>
        c.json({ document: await service.update(actorOf(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(
      ...removalRoute(
        route,
        '/documents/{id}',
        { summary: 'Delete a document and its stored file' },
        (actor, id) => service.remove(actor, id),
      ),
    )
    .openapi(
      route.post('/documents/{id}/link', {
        summary: 'A signed link to the file, valid for 3600 s',
        guard: downloadGuard,
        request: { params: ZIdParam, body: ZLinkRequest },
        200: jsonResponse(ZSignedLink, 'The link.'),
      }),
      async (c) =>
        c.json(await service.issueLink(actorOf(c), idOf(c), c.req.valid('json').disposition), 200),
    )
    .openapi(
      route.get('/documents/{id}/open', {
        summary:
          'Opens the file in the browser: redirects to a fresh signed link (an obligation’s document)',
        guard: downloadGuard,
        request: { params: ZIdParam },
        302: { description: 'To the signed link.' },
      }),
      async (c) => {
        const signed = await service.issueLink(actorOf(c), idOf(c), 'inline');
        return c.redirect(signed.url, 302);
      },
    )
    .route('/', fileRoute(service));
}
