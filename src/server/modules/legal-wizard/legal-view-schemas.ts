import { z } from '@hono/zod-openapi';
import { LEGAL_DOC_KINDS } from '@shared/legal/legal-kinds';
import { ZApiError } from '@shared/api-error';

/**
 * The answers of issue 17's routes, for the OpenAPI document. The types they describe are the
 * contract's (src/shared/legal/legal-api.ts); the routes' typed answers keep the two in step.
 */
export const ZLegalVersionView = z.object({
  version: z.number().int(),
  documentId: z.string(),
  documentName: z.string(),
  generatedAt: z.string(),
  current: z.boolean(),
});

export const ZLegalDraftView = z.object({
  id: z.string(),
  ownerId: z.string(),
  kind: z.enum(LEGAL_DOC_KINDS),
  state: z.string(),
  principalName: z.string(),
  step: z.number().int(),
  /** LEGAL_ANSWER_SCHEMAS[kind]'s output. */
  answers: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  versions: z.array(ZLegalVersionView),
  instrumentIds: z.array(z.string()),
  signedDocumentId: z.string().nullable(),
  statutoryFormName: z.string().nullable(),
});

export const ZLegalCheckView = z.object({
  id: z.string(),
  severity: z.enum(['error', 'warning']),
  ok: z.boolean(),
  title: z.string(),
  explanation: z.string(),
  step: z.number().int(),
});

export const ZLegalGeneratedView = z.object({
  draft: ZLegalDraftView,
  documentId: z.string(),
  version: z.number().int(),
  renderMs: z.number(),
});

export const ZLegalChoicesView = z.object({
  people: z.array(
    z.object({
      source: z.enum(['family', 'advisor', 'estate']),
      refId: z.string(),
      name: z.string(),
      relationship: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  assets: z.array(
    z.object({
      kind: z.enum(['account', 'property', 'investment']),
      id: z.string(),
      label: z.string(),
    }),
  ),
});

/** 422: the shared error shape, `error.fields` naming each failed check, and every check. */
export const ZChecksFailed = ZApiError.extend({ checks: z.array(ZLegalCheckView) });
