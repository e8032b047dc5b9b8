import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ZCountryCheck,
  ZTrackConversionRequest,
  ZTrackEventRequest,
  ZWaitlistRequest,
} from '@shared/public-intake/public-intake-schemas';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { clientIp, type ProxyTrust } from '../../http/client-info';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import type { PublicIntakeService } from './public-intake-service';

const checkCountry = createRoute({
  method: 'post',
  path: '/check-country',
  tags: ['public'],
  summary: "Whether the visitor's network is in the US (Nido is US-only)",
  responses: {
    200: jsonResponse(ZCountryCheck, 'The country, when known.'),
    ...errorResponses(429),
  },
});

const joinWaitlist = createRoute({
  method: 'post',
  path: '/waitlist',
  tags: ['public'],
  summary: 'Join the waitlist (visitors outside the US)',
  request: { body: jsonBody(ZWaitlistRequest) },
  responses: { 201: jsonResponse(ZOkResponse, 'On the list.'), ...errorResponses(400, 429) },
});

const trackEvent = createRoute({
  method: 'post',
  path: '/analytics/events',
  tags: ['analytics'],
  summary: 'Record a product event (track-event)',
  request: { body: jsonBody(ZTrackEventRequest) },
  responses: { 202: jsonResponse(ZOkResponse, 'Recorded.'), ...errorResponses(400, 429) },
});

const trackConversion = createRoute({
  method: 'post',
  path: '/analytics/conversions',
  tags: ['analytics'],
  summary: 'Record a conversion, in US cents (track-conversion)',
  request: { body: jsonBody(ZTrackConversionRequest) },
  responses: { 202: jsonResponse(ZOkResponse, 'Recorded.'), ...errorResponses(400, 429) },
});

export function publicIntakeRoutes(service: PublicIntakeService, trust: ProxyTrust) {
  const byIp = (c: Context) => clientIp(c, trust);
  const router = createRouter();
  router.use('/check-country', rateLimit(new RateLimiter(60, 60_000), byIp));
  router.use('/waitlist', rateLimit(new RateLimiter(10, 60 * 60_000), byIp));
  router.use('/analytics/*', rateLimit(new RateLimiter(120, 60_000), byIp));
  return router
    .openapi(checkCountry, async (c) => c.json(await service.checkCountry(clientIp(c, trust)), 200))
    .openapi(joinWaitlist, async (c) => {
      await service.joinWaitlist(c.req.valid('json'));
      return c.json({ ok: true as const }, 201);
    })
    .openapi(trackEvent, async (c) => {
      await service.trackEvent(c.req.valid('json'), c.get('actor')?.userId ?? null);
      return c.json({ ok: true as const }, 202);
    })
    .openapi(trackConversion, async (c) => {
      await service.trackConversion(c.req.valid('json'), c.get('actor')?.userId ?? null);
      return c.json({ ok: true as const }, 202);
    });
}
