import { ZSubscriptionStatus } from '@shared/account/account-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { SubscriptionService } from './subscription-service';

const status = declareRoutes({ tags: ['subscription'], guard: signedIn }).get('/subscription', {
  summary: 'Whether payment is required and whether the household has an active subscription',
  200: jsonResponse(ZSubscriptionStatus, 'The status.'),
  errors: [401],
});

export function subscriptionRoutes(service: SubscriptionService) {
  return createRouter().openapi(status, async (c) => c.json(await service.status(actorOf(c)), 200));
}
