import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { setAnsweredHeader } from './answered-headers';
import type { AppEnv } from './context';
import type { Logger } from '../logger';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (a proxy's X-Request-Id is kept when it looks like one), a child logger
 * carrying that id, and one access-log line when it ends. Only the path is logged: query strings
 * can hold invitation codes and tokens, and headers hold cookies.
 */
/** Paths whose last segment is a secret (an invitation code, a signed file token). */
const SECRET_PATHS = [/^(\/api\/invitations\/)[^/]+/, /^(\/api\/files\/)[^/]+/];

/** The path as logged: secrets in it replaced, as the query string is left out. */
export function loggedPath(path: string): string {
  return SECRET_PATHS.reduce((logged, pattern) => logged.replace(pattern, '$1[redacted]'), path);
}

export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    try {
      await next();
    } finally {
      setAnsweredHeader(c, 'X-Request-Id', requestId);
      const status = c.res.status;
      const line = {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // A 503 with Retry-After is the server shedding load on purpose (http/admission-control.ts,
      // which warns about it once in a while): not an error line for each refused request at
      // the moment the server is busiest.
      if (status === 503 && c.res.headers.has('Retry-After')) log.info(line, 'request refused');
      else if (status >= 500) log.error(line, 'request failed');
      else if (c.req.path.startsWith('/assets/')) log.debug(line, 'request');
      else log.info(line, 'request');
    }
  });
}
