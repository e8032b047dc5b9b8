import { createRoute, z } from '@hono/zod-openapi';
import {
  CONSENT_TYPES,
  ZConsentList,
  ZConsentRecord,
  ZImportConsentRequest,
  ZSetConsentRequest,
} from '@shared/consent/consent-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { actorOf, requireActor } from '../../auth/session-context';
import type { ConsentService } from './consent-service';

const tags = ['consent'];

const list = createRoute({
  method: 'get',
  path: '/consent',
  tags,
  summary: "The user's recorded privacy choices",
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZConsentList, 'Recorded choices.'), ...errorResponses(401) },
});

const set = createRoute({
  method: 'put',
  path: '/consent/{consentType}',
  tags,
  summary: 'Grant or revoke one kind of consent',
  middleware: [requireActor] as const,
  request: {
    params: z.object({ consentType: z.enum(CONSENT_TYPES) }),
    body: jsonBody(ZSetConsentRequest),
  },
  responses: { 200: jsonResponse(ZConsentRecord, 'Recorded.'), ...errorResponses(400, 401) },
});

const importLocal = createRoute({
  method: 'post',
  path: '/consent/import',
  tags,
  summary: 'Move the choices made before signing in onto the account',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZImportConsentRequest) },
  responses: { 200: jsonResponse(ZConsentList, 'Recorded.'), ...errorResponses(400, 401) },
});

export function consentRoutes(service: ConsentService) {
  return createRouter()
    .openapi(list, async (c) => c.json({ consents: await service.list(actorOf(c)) }, 200))
    .openapi(set, async (c) =>
      c.json(
        await service.set(
          actorOf(c),
          c.req.valid('param').consentType,
          c.req.valid('json').consented,
          c.req.header('user-agent'),
        ),
        200,
      ),
    )
    .openapi(importLocal, async (c) =>
      c.json(
        {
          consents: await service.importLocal(
            actorOf(c),
            c.req.valid('json'),
            c.req.header('user-agent'),
          ),
        },
        200,
      ),
    );
}
