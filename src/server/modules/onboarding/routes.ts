import { createRoute, z } from '@hono/zod-openapi';
import {
  ONBOARDING_AREAS,
  ZAreaCompletionRequest,
  ZOnboardingState,
  ZSaveOnboardingRequest,
} from '@shared/onboarding/onboarding-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { actorOf, requireActor } from '../../auth/session-context';
import type { OnboardingService } from './onboarding-service';

const tags = ['onboarding'];

const getState = createRoute({
  method: 'get',
  path: '/onboarding',
  tags,
  summary: 'Where the user is in the onboarding wizard',
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZOnboardingState, 'The wizard state.'), ...errorResponses(401) },
});

const save = createRoute({
  method: 'put',
  path: '/onboarding',
  tags,
  summary: 'Save a wizard step (resumable)',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZSaveOnboardingRequest) },
  responses: { 200: jsonResponse(ZOnboardingState, 'Saved.'), ...errorResponses(400, 401) },
});

const complete = createRoute({
  method: 'post',
  path: '/onboarding/complete',
  tags,
  summary: 'Finish onboarding',
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZOnboardingState, 'Finished.'), ...errorResponses(401) },
});

const setArea = createRoute({
  method: 'put',
  path: '/onboarding/areas/{area}',
  tags,
  summary: 'Mark an area of the getting-started checklist done or not',
  middleware: [requireActor] as const,
  request: {
    params: z.object({ area: z.enum(ONBOARDING_AREAS) }),
    body: jsonBody(ZAreaCompletionRequest),
  },
  responses: { 200: jsonResponse(ZOnboardingState, 'Saved.'), ...errorResponses(400, 401) },
});

export function onboardingRoutes(service: OnboardingService) {
  return createRouter()
    .openapi(getState, async (c) => c.json(await service.get(actorOf(c)), 200))
    .openapi(save, async (c) => c.json(await service.save(actorOf(c), c.req.valid('json')), 200))
    .openapi(complete, async (c) => c.json(await service.complete(actorOf(c)), 200))
    .openapi(setArea, async (c) =>
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
