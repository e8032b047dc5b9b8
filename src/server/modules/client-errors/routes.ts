import { z } from '@hono/zod-openapi';
import { multiLine, singleLine } from '@shared/validation/plain-text';
import { createRouter } from '../../http/router';
import { declareRoutes } from '../../http/route-declarations';
import { openToAll } from '../../http/route-guards';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import { clientIp, type ProxyTrust } from '../../http/client-info';
import { redactClientPath, redactClientText } from './redact-client-text';

export const ZClientErrorReport = z
  .object({
    message: multiLine(z.string().trim().min(1).max(2000)),
    stack: multiLine(z.string().max(8000)).optional(),
    componentStack: multiLine(z.string().max(8000)).optional(),
    path: singleLine(z.string().max(500)),
  })
  .openapi('ClientErrorReport');

/** How much of each part reaches the log: enough to find the bug, not a place to store text. */
const LOGGED_LENGTH = { message: 500, stack: 2000, componentStack: 1000, path: 200 } as const;

/** Per browser (its address): a page that keeps failing reports a few times, not endlessly. */
export const REPORTS_PER_CLIENT = { limit: 20, windowMs: 60_000 } as const;
/** From everyone together: many addresses must not be able to fill the log either. */
export const REPORTS_IN_ALL = { limit: 300, windowMs: 60_000 } as const;

const reportRoute = declareRoutes({ tags: ['system'], guard: openToAll }).post('/client-errors', {
  summary: 'Report an error the web app caught, so that it reaches the server log (redacted)',
  request: { body: ZClientErrorReport },
  204: { description: 'Logged.' },
  errors: [429],
});

export function clientErrorRoutes(trust: ProxyTrust) {
  const perClient = new RateLimiter(REPORTS_PER_CLIENT.limit, REPORTS_PER_CLIENT.windowMs);
  const inAll = new RateLimiter(REPORTS_IN_ALL.limit, REPORTS_IN_ALL.windowMs);
  const router = createRouter();
  router.use(
    '/client-errors',
    rateLimit(perClient, (c) => clientIp(c, trust)),
    rateLimit(inAll, () => 'all'),
  );
  return router.openapi(reportRoute, (c) => {
    const report = c.req.valid('json');
    const clientError = {
      message: redactClientText(report.message, LOGGED_LENGTH.message),
      path: redactClientPath(report.path, LOGGED_LENGTH.path),
      ...(report.stack !== undefined && {
        stack: redactClientText(report.stack, LOGGED_LENGTH.stack),
      }),
      ...(report.componentStack !== undefined && {
        componentStack: redactClientText(report.componentStack, LOGGED_LENGTH.componentStack),
      }),
    };
    c.get('log').error({ clientError }, 'web app error');
    return c.body(null, 204);
  });
}
