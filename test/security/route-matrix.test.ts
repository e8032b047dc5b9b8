import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';

// Created while the file is collected: the test list below is generated from its route table.
const t: TestApp = await createTestApp();
afterAll(() => t.close());

/**
 * The API routes anyone may call without signing in. Every other route must refuse a visitor
 * with 401; a new public route has to be added here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/client-errors',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/sign-out',
  'GET /api/auth/session',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/check-country',
  'POST /api/waitlist',
  'POST /api/analytics/events',
  'POST /api/analytics/conversions',
]);

/** Every API route the app serves, from its own route table. */
function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter(
      (route) =>
        route.path.startsWith('/api/') && !route.path.includes('*') && route.method !== 'ALL',
    )
    .filter((route) => route.path !== '/api/openapi.json')
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
}

describe('the route table', () => {
  it('has routes to check', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
  });

  it('lists no public route that the app does not serve', () => {
    const served = new Set(apiRoutes().map((route) => `${route.method} ${route.path}`));
    expect([...PUBLIC_ROUTES].filter((route) => !served.has(route))).toEqual([]);
  });
});

describe('signed-out visitors', () => {
  it.each(apiRoutes().filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.path}`)))(
    'get 401 from $method $path',
    async ({ method, path }) => {
      // Any value for path parameters: the refusal must come before validation and lookups.
      const url = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await new TestClient(t).request(url, {
        method,
        ...(method === 'GET'
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    },
  );
});
