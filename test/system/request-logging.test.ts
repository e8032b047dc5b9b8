import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonBody, type TestApp } from '@test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request logging', () => {
  it('logs one line per request with its id, and returns the id', async () => {
    const response = await t.request('/api/health');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.logs.records.find(
      (record) => record.reqId === requestId && record.msg === 'request',
    );
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  });

  it('keeps a well-formed request id from a proxy and replaces a malformed one', async () => {
    const kept = await t.request('/api/health', { headers: { 'X-Request-Id': 'proxy-id-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id-1234');
    const replaced = await t.request('/api/health', {
      headers: { 'X-Request-Id': 'bad id with spaces' },
    });
    expect(replaced.headers.get('x-request-id')).not.toContain('bad');
  });

  it('never logs query strings, cookies or authorization headers', async () => {
    await t.request('/api/health?token=secret-token-value&invitation=ABC123', {
      headers: {
        Cookie: 'session=secret-cookie-value',
        Authorization: 'Bearer secret-bearer-value',
      },
    });
    const text = t.logs.text();
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('ABC123');
    expect(text).not.toContain('secret-cookie-value');
    expect(text).not.toContain('secret-bearer-value');
  });

  it('logs web app errors with the request id', async () => {
    const response = await t.request(
      '/api/client-errors',
      jsonBody({ message: 'TypeError: x is undefined', path: '/expenses', stack: 'at render' }),
    );
    expect(response.status).toBe(204);
    const record = t.logs.records.find((line) => line.msg === 'web app error');
    expect(record).toMatchObject({
      clientError: { message: 'TypeError: x is undefined', path: '/expenses' },
    });
    expect(record?.reqId).toBe(response.headers.get('x-request-id'));
  });
});

describe('client error reports', () => {
  it('are rate limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (await t.request('/api/client-errors', jsonBody({ message: `boom ${i}`, path: '/' })))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
