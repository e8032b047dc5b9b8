import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** Hono's `/api/users/:id` is OpenAPI's `/api/users/{id}`. */
function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health']).toHaveProperty('get');
  });

  it('documents every API route the app serves', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
    // Generated from the app's own route table, so a route added without documentation fails here.
    const served = t.app.routes.filter(
      (route) =>
        route.path.startsWith('/api/') &&
        !route.path.includes('*') &&
        route.path !== '/api/openapi.json' &&
        route.method !== 'ALL',
    );
    expect(served.length).toBeGreaterThan(1);
    for (const route of served) {
      const operations = document.paths[toOpenApiPath(route.path)];
      expect(
        operations,
        `${route.method} ${route.path} is missing from the OpenAPI document`,
      ).toBeDefined();
      expect(operations).toHaveProperty(route.method.toLowerCase());
    }
  });
});
