import { z } from '@hono/zod-openapi';
import {
  ZCreateLegalDraft,
  ZGenerateLegalDocument,
  ZSaveLegalDraft,
} from '@shared/legal/legal-api';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { answerList } from '../../http/list-etag';
import { listRequest } from '../../http/list-request';
import { ZIdParam, ZOwnerSelection } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { notModifiedResponse } from '../../http/non-json-responses';
import { fileUploadBody } from '../../http/file-upload-body';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
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

const route = declareRoutes({ tags: ['legal-wizard'], guard: signedIn });

/**
 * The signed copy's body is a file: app.ts exempts this path from the 1 MB JSON limit, and the
 * route enforces the documents' 10 MB while the file streams.
 */
export const SIGNED_COPY_PATH = /^\/api\/legal-wizard\/drafts\/[^/]+\/signed-copy$/;

/** The form of a signed copy: the scan and the day it was signed. */
const SIGNED_COPY_FORM = fileUploadBody({
  required: ['file', 'signedOn'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'The scan: PDF, JPG, PNG, DOC, DOCX, XLS or XLSX, at most 10 MB.',
    },
    signedOn: { type: 'string', description: 'The day it was signed, YYYY-MM-DD.' },
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
    .openapi(
      route.get('/legal-wizard/drafts', {
        summary: 'Legal Wizard drafts of the selected households, newest first',
        request: { query: ZOwnerSelection },
        200: jsonResponse(
          z.array(ZLegalDraftView),
          'The drafts with their versions, with an ETag.',
        ),
        304: notModifiedResponse,
        errors: [404],
      }),
      async (c) => {
        const listed = await drafts.listIfChanged(...listRequest(c));
        return answerList(c, listed, (items) => c.json(items, 200));
      },
    )
    .openapi(
      route.post('/legal-wizard/drafts', {
        summary: 'Start a document in a household you may change, prefilled from what it recorded',
        request: { body: ZCreateLegalDraft },
        201: jsonResponse(ZLegalDraftView, 'Started.'),
        errors: [404],
      }),
      async (c) => c.json(await drafts.create(actorOf(c), c.req.valid('json')), 201),
    )
    .openapi(
      route.get('/legal-wizard/choices', {
        summary: 'People and assets of the selected households to pick from (no account numbers)',
        request: { query: ZOwnerSelection },
        200: jsonResponse(
          ZLegalChoicesView,
          'Family members, advisors, estate plan people, assets.',
        ),
        errors: [404],
      }),
      async (c) => c.json(await drafts.choices(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(
      route.get('/legal-wizard/drafts/{id}', {
        summary: 'One draft: its step, answers and generated versions',
        request: { params: ZIdParam },
        200: jsonResponse(ZLegalDraftView, 'The draft.'),
      }),
      async (c) => c.json(await drafts.get(actorOf(c), idOf(c)), 200),
    )
    .openapi(
      route.patch('/legal-wizard/drafts/{id}', {
        summary: 'Save a step of the interview (the whole answer object)',
        request: { params: ZIdParam, body: ZSaveLegalDraft },
        200: jsonResponse(ZLegalDraftView, 'Saved.'),
      }),
      async (c) => c.json(await drafts.save(actorOf(c), idOf(c), c.req.valid('json')), 200),
    )
    .openapi(
      route.delete('/legal-wizard/drafts/{id}', {
        summary: 'Delete a draft (the documents it made stay in the hub)',
        request: { params: ZIdParam },
        204: { description: 'Deleted.' },
      }),
      async (c) => {
        await drafts.remove(actorOf(c), idOf(c));
        return c.body(null, 204);
      },
    )
    .openapi(
      route.get('/legal-wizard/drafts/{id}/checks', {
        summary: 'Every check of the document, passed or not, each explained',
        request: { params: ZIdParam },
        200: jsonResponse(z.array(ZLegalCheckView), 'The checks.'),
      }),
      async (c) => c.json(await drafts.checks(actorOf(c), idOf(c)), 200),
    )
    .openapi(
      route.post('/legal-wizard/drafts/{id}/generate', {
        summary:
          'Create the PDF: stored in the hub as an unsigned draft and linked to the estate plan',
        request: { params: ZIdParam, body: ZGenerateLegalDocument },
        201: jsonResponse(ZLegalGeneratedView, 'Created.'),
        422: jsonResponse(
          ZChecksFailed,
          'A check failed (code CHECKS_FAILED): `error.fields` names each failed check by id, `checks` lists them all.',
        ),
        errors: [409],
      }),
      async (c) => c.json(await services.generate(actorOf(c), idOf(c), c.req.valid('json')), 201),
    )
    .openapi(
      route.post('/legal-wizard/drafts/{id}/signed-copy', {
        summary: 'Upload the scan of the signed original: the estate plan cards become signed',
        request: { params: ZIdParam, upload: SIGNED_COPY_FORM },
        200: jsonResponse(ZLegalDraftView, 'Stored, encrypted; the cards are signed.'),
        errors: [409, 413, 415],
      }),
      async (c) => c.json(await services.uploadSignedCopy(actorOf(c), idOf(c), c.req.raw), 200),
    );
}
