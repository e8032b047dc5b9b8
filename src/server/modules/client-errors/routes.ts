import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import { clientIp, type ProxyTrust } from '../../http/client-info';

export const ZClientErrorReport = z
  .object({
    message: z.string().trim().min(1).max(2000),
    stack: z.string().max(8000).optional(),
    componentStack: z.string().max(8000).optional(),
    path: z.string().max(500),
  })
  .openapi('ClientErrorReport');

const reportRoute = createRoute({
  method: 'post',
  path: '/client-errors',
  tags: ['system'],
  summary: 'Report an error the web app caught, so that it reaches the server log',
  request: {
    body: { required: true, content: { 'application/json': { schema: ZClientErrorReport } } },
  },
  responses: {
    204: { description: 'Logged.' },
    ...errorResponses(400, 429),
  },
});

export function clientErrorRoutes(trust: ProxyTrust) {
  const limiter = new RateLimiter(20, 60_000);
  const router = createRouter();
  router.use(
    '/client-errors',
    rateLimit(limiter, (c) => clientIp(c, trust)),
  );
  return router.openapi(reportRoute, (c) => {
    const report = c.req.valid('json');
    c.get('log').error({ clientError: report }, 'web app error');
    return c.body(null, 204);
  });
}
