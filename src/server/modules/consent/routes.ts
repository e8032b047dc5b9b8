import { z } from '@hono/zod-openapi';
import {
  CONSENT_TYPES,
  ZConsentList,
  ZConsentRecord,
  ZImportConsentRequest,
  ZSetConsentRequest,
} from '@shared/consent/consent-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { ConsentService } from './consent-service';

const route = declareRoutes({ tags: ['consent'], guard: signedIn });

export function consentRoutes(service: ConsentService) {
  return createRouter()
    .openapi(
      route.get('/consent', {
        summary: "The user's recorded privacy choices",
        200: jsonResponse(ZConsentList, 'Recorded choices.'),
      }),
      async (c) => c.json({ consents: await service.list(actorOf(c)) }, 200),
    )
    .openapi(
      route.put('/consent/{consentType}', {
        summary: 'Grant or revoke one kind of consent',
        request: {
          params: z.object({ consentType: z.enum(CONSENT_TYPES) }),
          body: ZSetConsentRequest,
        },
        200: jsonResponse(ZConsentRecord, 'Recorded.'),
      }),
      async (c) =>
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
    .openapi(
      route.post('/consent/import', {
        summary: 'Move the choices made before signing in onto the account',
        request: { body: ZImportConsentRequest },
        200: jsonResponse(ZConsentList, 'Recorded.'),
      }),
      async (c) =>
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
