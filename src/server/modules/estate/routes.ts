import { z } from '@hono/zod-openapi';
import {
  ZAssetTitling,
  ZInstrument,
  ZInstrumentInput,
  ZLifeEvent,
  ZLifeEventInput,
} from '@shared/estate/estate-schemas';
import { ZAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import { householdRoutes } from '../household-routes';
import type { EstatePlan } from './estate-plan';

const setTitling = declareRoutes({ tags: ['estate'], guard: signedIn }).put('/estate/titling', {
  summary: 'Say how a financial account or property passes at death, or forget it (passesBy null)',
  request: { body: ZAssetTitlingInput },
  200: jsonResponse(z.object({ titling: ZAssetTitling }), 'Saved.'),
  errors: [400, 401, 404],
});

/**
 * Issue 14, the estate plan: its documents (`/estate/instruments`), the life events that bring
 * their review forward (`/estate/life-events`), and how accounts and properties pass
 * (`/estate/titling`).
 */
export function estateRoutes(services: EstatePlan) {
  return createRouter()
    .openapi(setTitling, async (c) =>
      c.json({ titling: await services.titling.set(actorOf(c), c.req.valid('json')) }, 200),
    )
    .route(
      '/',
      householdRoutes(
        {
          resource: 'estate/instruments',
          listKey: 'instruments',
          itemKey: 'instrument',
          noun: 'estate plan document',
          input: ZInstrumentInput,
          view: ZInstrument,
        },
        services.instruments,
      ),
    )
    .route(
      '/',
      householdRoutes(
        {
          resource: 'estate/life-events',
          listKey: 'lifeEvents',
          itemKey: 'lifeEvent',
          noun: 'life event',
          input: ZLifeEventInput,
          view: ZLifeEvent,
        },
        services.lifeEvents,
      ),
    );
}
