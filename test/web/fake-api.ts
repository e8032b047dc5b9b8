import { vi } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';

/**
 * What a fake route answers: a Response (see `json`, `apiError`), a promise of one (see `offline`,
 * `hang`), or any other value, sent as a 200 JSON body (`undefined` becomes `{ ok: true }`).
 */
export type Handler = (body: unknown, init: RequestInit) => unknown;
type Call = {
  method: string;
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
  body: unknown;
  signal: AbortSignal | null;
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error answer in the API's one shape (`{ error: { code, message, fields } }`). */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/** No connection: fetch rejects as browsers do. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** Never answers; rejects like fetch does when its signal aborts. */
export const hang: Handler = (_body, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

/** GET /api/auth/session for someone signed in. */
export function signedInSession(user: TSessionUser): Handler {
  return () => ({ user, signedOutReason: null });
}

/**
 * What every page may ask without the test caring: nobody is signed in, and analytics are
 * accepted. A test's own routes replace these.
 */
const ALWAYS_ANSWERED: Record<string, Handler> = {
  'GET /api/auth/session': () => ({ user: null, signedOutReason: null }),
  'POST /api/analytics/events': () => json(202, { ok: true }),
  'POST /api/analytics/conversions': () => json(202, { ok: true }),
};

/**
 * Stubs `fetch` with a small stand-in for the API: routes are keyed "METHOD /api/path" and every
 * request is recorded with its parsed JSON body. Unknown routes answer 404 like the real API.
 * The stub is removed after each test (test/setup-web.ts).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const all = { ...ALWAYS_ANSWERED, ...routes };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body,
      signal: init.signal ?? null,
    });
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) {
      return Promise.resolve(apiError(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`));
    }
    return Promise.resolve(handler(body, init)).then((answer) =>
      answer instanceof Response ? answer : json(200, answer ?? { ok: true }),
    );
  });
  const callsTo = (route: string) =>
    calls.filter((call) => `${call.method} ${call.path}` === route);
  return {
    calls,
    /** The requests made to one route ("METHOD /api/path"), in order. */
    callsTo,
    /** The JSON bodies sent to one route, in order. */
    bodiesOf: (route: string) => callsTo(route).map((call) => call.body),
  };
}
