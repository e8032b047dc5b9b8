import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@shared/api-error';
import { createTestApp, jsonBody, TEST_APP_URL, type TestApp } from '@test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function apiError(response: Response) {
  return ZApiError.parse(await response.json());
}

describe('the JSON error shape', () => {
  it('answers unknown API routes with NOT_FOUND', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    const { error } = await apiError(response);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('names each invalid field', async () => {
    const response = await t.request('/api/client-errors', jsonBody({ message: '', path: 42 }));
    expect(response.status).toBe(400);
    const { error } = await apiError(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['message', 'path']);
  });

  it('refuses malformed JSON with a clear message', async () => {
    const response = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_APP_URL },
      body: '{"message": ',
    });
    expect(response.status).toBe(400);
    expect((await apiError(response)).error.code).toMatch(/BAD_REQUEST|VALIDATION_FAILED/);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await t.request(
      '/api/client-errors',
      jsonBody({ message: 'x'.repeat(1024 * 1024 + 10), path: '/' }),
    );
    expect(response.status).toBe(413);
    expect((await apiError(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('cross-site writes', () => {
  it('are refused when Origin is another site', async () => {
    const response = await t.request('/api/client-errors', {
      ...jsonBody({ message: 'hi', path: '/' }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await apiError(response)).error.code).toBe('FORBIDDEN');
  });

  it('are refused when the browser marks them cross-site', async () => {
    const response = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ message: 'hi', path: '/' }),
    });
    expect(response.status).toBe(403);
  });

  it('are accepted from our own origin', async () => {
    const response = await t.request('/api/client-errors', jsonBody({ message: 'hi', path: '/' }));
    expect(response.status).toBe(204);
  });
});
