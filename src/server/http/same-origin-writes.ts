import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls sent by another site (CSRF). Browsers always send `Origin` on
 * such requests; it must be our public origin or the origin the request itself came to.
 * Requests without Origin or Sec-Fetch-Site come from non-browser clients, which carry no
 * ambient cookies to abuse.
 */
export function sameOriginWrites(appUrl: string) {
  const publicOrigin = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const ownOrigin = new URL(c.req.url).origin;
      if (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
      if (origin === undefined && c.req.header('sec-fetch-site') === 'cross-site') {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  });
}
