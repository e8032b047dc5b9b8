import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_IN_ALL, REPORTS_PER_CLIENT } from '@server/modules/client-errors/routes';
import { createTestApp, jsonBody, type TestApp } from '@test/harness/test-app';

// POST /api/client-errors: what a browser sends is logged, but never verbatim (issue 10, item 7).

let t: TestApp;
beforeAll(async () => {
  // Behind one proxy, so each test can be a different client (X-Forwarded-For).
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

let clients = 0;
/** A fresh client address, so the per-client limit of one test does not spill into another. */
function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

function report(client: string, body: object): Promise<Response> {
  const init = jsonBody(body);
  return t.request('/api/client-errors', {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': client },
  });
}

function loggedReport(requestId: string | null) {
  const record = t.logs.records.find(
    (line) => line.reqId === requestId && line.msg === 'web app error',
  );
  return record?.clientError as Record<string, string> | undefined;
}

describe('client error reports', () => {
  it('reach the log with account numbers and query strings redacted', async () => {
    const response = await report(newClient(), {
      message: 'TypeError: cannot read 4111 1111 1111 1111 of undefined',
      stack:
        'at render (https://nido.example/assets/index.js?account=8155600123456789:1:20)\n' +
        'at fetch (/api/expenses?owners=secret-owner-id)',
      componentStack: 'at AccountCard (account 0012-3456-789)',
      path: '/accounts?number=99887766#token=secret-token',
    });
    expect(response.status).toBe(204);
    const logged = loggedReport(response.headers.get('x-request-id'));
    expect(logged).toEqual({
      message: 'TypeError: cannot read [redacted] of undefined',
      stack:
        'at render (https://nido.example/assets/index.js?[redacted])\n' +
        'at fetch (/api/expenses?[redacted])',
      componentStack: 'at AccountCard (account [redacted])',
      path: '/accounts',
    });
    const text = t.logs.text();
    for (const secret of ['4111', '8155600123456789', '3456-789', 'secret-owner-id', '99887766'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('secret-token');
  });

  it('are cut to a size for the log', async () => {
    const response = await report(newClient(), {
      message: 'm'.repeat(2000),
      stack: 's'.repeat(8000),
      path: `/${'p'.repeat(499)}`,
    });
    expect(response.status).toBe(204);
    const logged = loggedReport(response.headers.get('x-request-id'));
    expect(logged?.message?.length).toBeLessThanOrEqual(501);
    expect(logged?.stack?.length).toBeLessThanOrEqual(2001);
    expect(logged?.path?.length).toBeLessThanOrEqual(201);
    const tooLong = await report(newClient(), { message: 'm'.repeat(2001), path: '/' });
    expect(tooLong.status).toBe(400);
  });

  it('are rate limited per client, without stopping another client', async () => {
    const noisy = newClient();
    const statuses: number[] = [];
    for (let index = 0; index <= REPORTS_PER_CLIENT.limit; index += 1)
      statuses.push((await report(noisy, { message: `boom ${index}`, path: '/' })).status);
    expect(statuses.slice(0, REPORTS_PER_CLIENT.limit).every((status) => status === 204)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    expect((await report(newClient(), { message: 'other', path: '/' })).status).toBe(204);
  });

  it('are limited in all, so that many addresses cannot fill the log', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < REPORTS_IN_ALL.limit; index += 1) {
      const client = `198.51.100.${index % 250}.${Math.floor(index / 250)}`;
      statuses.push((await report(client, { message: 'flood', path: '/' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
