import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { PUBLIC_ROUTES, apiRoutes as routesOf } from '@test/harness/route-table';

// Created while the file is collected: the test list below is generated from its route table.
const t: TestApp = await createTestApp();
afterAll(() => t.close());
const apiRoutes = () => routesOf(t);

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
