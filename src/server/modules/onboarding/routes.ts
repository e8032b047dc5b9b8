import { z } from '@hono/zod-openapi';
import {
  ONBOARDING_AREAS,
  ZAreaCompletionRequest,
  ZOnboardingState,
  ZSaveOnboardingRequest,
} from '@shared/onboarding/onboarding-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { OnboardingService } from './onboarding-service';

const route = declareRoutes({ tags: ['onboarding'], guard: signedIn });

export function onboardingRoutes(service: OnboardingService) {
  return createRouter()
    .openapi(
      route.get('/onboarding', {
        summary: 'Where the user is in the onboarding wizard',
        200: jsonResponse(ZOnboardingState, 'The wizard state.'),
      }),
      async (c) => c.json(await service.get(actorOf(c)), 200),
    )
    .openapi(
      route.put('/onboarding', {
        summary: 'Save a wizard step (resumable)',
        request: { body: ZSaveOnboardingRequest },
        200: jsonResponse(ZOnboardingState, 'Saved.'),
      }),
      async (c) => c.json(await service.save(actorOf(c), c.req.valid('json')), 200),
    )
    .openapi(
      route.post('/onboarding/complete', {
        summary: 'Finish onboarding',
        200: jsonResponse(ZOnboardingState, 'Finished.'),
      }),
      async (c) => c.json(await service.complete(actorOf(c)), 200),
    )
    .openapi(
      route.put('/onboarding/areas/{area}', {
        summary: 'Mark an area of the getting-started checklist done or not',
        request: {
          params: z.object({ area: z.enum(ONBOARDING_AREAS) }),
          body: ZAreaCompletionRequest,
        },
        200: jsonResponse(ZOnboardingState, 'Saved.'),
      }),
      async (c) =>
        c.json(
          await service.setAreaCompleted(
            actorOf(c),
            c.req.valid('param').area,
            c.req.valid('json').completed,
          ),
          200,
        ),
    );
}
