import { createRoute, z } from '@hono/zod-openapi';
import {
  ZCreateLegalDraft,
  ZGenerateLegalDocument,
  ZSaveLegalDraft,
} from '@shared/legal/legal-api';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { answerList } from '../../http/list-etag';
import { ZIdParam, ZOwnerSelection } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import type { LegalDraftService } from './legal-draft-service';
import type { LegalGenerator } from './generate';
import type { SignedCopyUpload } from './signed-copy';
import {
  ZChecksFailed,
  ZLegalCheckView,
  ZLegalChoicesView,
  ZLegalDraftView,
  ZLegalGeneratedView,
} from './legal-view-schemas';

const tags = ['legal-wizard'];
const middleware = [requireActor] as [typeof requireActor];

/**
 * The signed copy's body is a file: app.ts exempts this path from the 1 MB JSON limit, and the
 * route enforces the documents' 10 MB while the file streams.
 */
export const SIGNED_COPY_PATH = /^\/api\/legal-wizard\/drafts\/[^/]+\/signed-copy$/;

const list = createRoute({
  method: 'get',
  path: '/legal-wizard/drafts',
  tags,
  summary: 'Legal Wizard drafts of the selected households, newest first',
  middleware,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(z.array(ZLegalDraftView), 'The drafts with their versions, with an ETag.'),
    304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    ...errorResponses(400, 401, 404),
  },
});

const create = createRoute({
  method: 'post',
  path: '/legal-wizard/drafts',
  tags,
  summary: 'Start a document in a household you may change, prefilled from what it recorded',
  middleware,
  request: { body: jsonBody(ZCreateLegalDraft) },
  responses: { 201: jsonResponse(ZLegalDraftView, 'Started.'), ...errorResponses(400, 401, 404) },
});

const read = createRoute({
  method: 'get',
  path: '/legal-wizard/drafts/{id}',
  tags,
  summary: 'One draft: its step, answers and generated versions',
  middleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZLegalDraftView, 'The draft.'), ...errorResponses(400, 401, 404) },
});

const save = createRoute({
  method: 'patch',
  path: '/legal-wizard/drafts/{id}',
  tags,
  summary: 'Save a step of the interview (the whole answer object)',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZSaveLegalDraft) },
  responses: { 200: jsonResponse(ZLegalDraftView, 'Saved.'), ...errorResponses(400, 401, 404) },
});

const remove = createRoute({
  method: 'delete',
  path: '/legal-wizard/drafts/{id}',
  tags,
  summary: 'Delete a draft (the documents it made stay in the hub)',
  middleware,
  request: { params: ZIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 404) },
});

const checks = createRoute({
  method: 'get',
  path: '/legal-wizard/drafts/{id}/checks',
  tags,
  summary: 'Every check of the document, passed or not, each explained',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(z.array(ZLegalCheckView), 'The checks.'),
    ...errorResponses(400, 401, 404),
  },
});

const generate = createRoute({
  method: 'post',
  path: '/legal-wizard/drafts/{id}/generate',
  tags,
  summary: 'Create the PDF: stored in the hub as an unsigned draft and linked to the estate plan',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZGenerateLegalDocument) },
  responses: {
    201: jsonResponse(ZLegalGeneratedView, 'Created.'),
    422: jsonResponse(
      ZChecksFailed,
      'A check failed (code CHECKS_FAILED): `error.fields` names each failed check by id, `checks` lists them all.',
    ),
    ...errorResponses(400, 401, 404, 409),
  },
});

const signedCopy = createRoute({
  method: 'post',
  path: '/legal-wizard/drafts/{id}/signed-copy',
  tags,
  summary: 'Upload the scan of the signed original: the estate plan cards become signed',
  middleware,
  request: {
    params: ZIdParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // A plain OpenAPI schema, as for document uploads: the file is read as it streams.
          schema: {
            type: 'object',
            required: ['file', 'signedOn'],
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: 'The scan: PDF, JPG, PNG, DOC, DOCX, XLS or XLSX, at most 10 MB.',
              },
              signedOn: { type: 'string', description: 'The day it was signed, YYYY-MM-DD.' },
            },
          },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(ZLegalDraftView, 'Stored, encrypted; the cards are signed.'),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

const choices = createRoute({
  method: 'get',
  path: '/legal-wizard/choices',
  tags,
  summary: 'People and assets of the selected households to pick from (no account numbers)',
  middleware,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZLegalChoicesView, 'Family members, advisors, estate plan people, assets.'),
    ...errorResponses(400, 401, 404),
  },
});

/** Issue 17: the Legal Wizard (src/shared/legal/legal-api.ts). */
export function legalWizardRoutes(services: {
  drafts: LegalDraftService;
  generate: LegalGenerator;
  uploadSignedCopy: SignedCopyUpload;
}) {
  const { drafts } = services;
  return createRouter()
    .openapi(list, async (c) => {
      const listed = await drafts.listIfChanged(
        actorOf(c),
        c.req.valid('query').owners,
        c.req.header('if-none-match'),
      );
      return answerList(c, listed, (items) => c.json(items, 200));
    })
    .openapi(create, async (c) => c.json(await drafts.create(actorOf(c), c.req.valid('json')), 201))
    .openapi(choices, async (c) =>
      c.json(await drafts.choices(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(read, async (c) => c.json(await drafts.get(actorOf(c), c.req.valid('param').id), 200))
    .openapi(save, async (c) =>
      c.json(await drafts.save(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await drafts.remove(actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(checks, async (c) =>
      c.json(await drafts.checks(actorOf(c), c.req.valid('param').id), 200),
    )
    .openapi(generate, async (c) =>
      c.json(
        await services.generate(actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(signedCopy, async (c) =>
      c.json(await services.uploadSignedCopy(actorOf(c), c.req.valid('param').id, c.req.raw), 200),
    );
}
