import { createRoute } from '@hono/zod-openapi';
import { ZSubscriptionStatus } from '@shared/account/account-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonResponse } from '../../http/openapi-helpers';
import { actorOf, requireActor } from '../../auth/session-context';
import type { SubscriptionService } from './subscription-service';

const status = createRoute({
  method: 'get',
  path: '/subscription',
  tags: ['subscription'],
  summary: 'Whether payment is required and whether the household has an active subscription',
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZSubscriptionStatus, 'The status.'), ...errorResponses(401) },
});

export function subscriptionRoutes(service: SubscriptionService) {
  return createRouter().openapi(status, async (c) => c.json(await service.status(actorOf(c)), 200));
}
