import type { Context } from 'hono';
import {
  ZCountryCheck,
  ZTrackConversionRequest,
  ZTrackEventRequest,
  ZWaitlistRequest,
} from '@shared/public-intake/public-intake-schemas';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { openToAll } from '../../http/route-guards';
import { clientIp, type ProxyTrust } from '../../http/client-info';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import type { PublicIntakeService } from './public-intake-service';

const route = declareRoutes({ tags: ['public'], guard: openToAll });

export function publicIntakeRoutes(service: PublicIntakeService, trust: ProxyTrust) {
  const byIp = (c: Context) => clientIp(c, trust);
  const router = createRouter();
  router.use('/check-country', rateLimit(new RateLimiter(60, 60_000), byIp));
  router.use('/waitlist', rateLimit(new RateLimiter(10, 60 * 60_000), byIp));
  router.use('/analytics/*', rateLimit(new RateLimiter(120, 60_000), byIp));
  return router
    .openapi(
      route.post('/check-country', {
        summary: "Whether the visitor's network is in the US (Nido is US-only)",
        200: jsonResponse(ZCountryCheck, 'The country, when known.'),
        errors: [429],
      }),
      async (c) => c.json(await service.checkCountry(clientIp(c, trust)), 200),
    )
    .openapi(
      route.post('/waitlist', {
        summary: 'Join the waitlist (visitors outside the US)',
        request: { body: ZWaitlistRequest },
        201: jsonResponse(ZOkResponse, 'On the list.'),
        errors: [429],
      }),
      async (c) => {
        await service.joinWaitlist(c.req.valid('json'));
        return c.json({ ok: true as const }, 201);
      },
    )
    .openapi(
      route.post('/analytics/events', {
        tags: ['analytics'],
        summary: 'Record a product event (track-event)',
        request: { body: ZTrackEventRequest },
        202: jsonResponse(ZOkResponse, 'Recorded.'),
        errors: [429],
      }),
      async (c) => {
        await service.trackEvent(c.req.valid('json'), c.get('actor')?.userId ?? null);
        return c.json({ ok: true as const }, 202);
      },
    )
    .openapi(
      route.post('/analytics/conversions', {
        tags: ['analytics'],
        summary: 'Record a conversion, in US cents (track-conversion)',
        request: { body: ZTrackConversionRequest },
        202: jsonResponse(ZOkResponse, 'Recorded.'),
        errors: [429],
      }),
      async (c) => {
        await service.trackConversion(c.req.valid('json'), c.get('actor')?.userId ?? null);
        return c.json({ ok: true as const }, 202);
      },
    );
}
